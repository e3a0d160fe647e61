import { organizationCardTexts, organizationContactLabels, organizationContactSchema } from '@almanac/core';
import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import {
  contactOf,
  useSaveContacts,
  type ContactValues,
  type OrganizationCard,
} from '../api/organization-card-api.js';
import { ContactFields, emptyContact } from './contact-fields.js';
import { toastUpdated, toastUpdateFailed } from './update-toasts.js';

interface Values {
  primaryAgent: ContactValues;
  admin: ContactValues;
}

const resolver = zodResolver(
  z.object({ primaryAgent: organizationContactSchema, admin: organizationContactSchema }),
) as unknown as Resolver<Values>;

const valuesOf = (org: OrganizationCard): Values => {
  const stored = (type: 'primaryAgent' | 'admin'): ContactValues => {
    const c = contactOf(org, type);
    return c
      ? { firstName: c.firstName ?? '', lastName: c.lastName ?? '', email: c.email, phone: c.phone ?? '' }
      : emptyContact;
  };
  return { primaryAgent: stored('primaryAgent'), admin: stored('admin') };
};

/**
 * Edit Contacts (docs/requirements.md#account-my-information): the primary agent and the
 * accounting contact, every field required. Saving sets both (two calls); on failure it is logged,
 * the server's message shows and the dialog stays open.
 */
export function EditContactsDialog({
  org,
  open,
  onOpenChange,
}: {
  org: OrganizationCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveContacts(org);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: valuesOf(org), mode: 'onTouched' });

  // Each opening starts from the saved contacts (not on every save's answer while open).
  const saved = useRef(org);
  saved.current = org;
  useEffect(() => {
    if (open) reset(valuesOf(saved.current));
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const trimmed = (c: ContactValues) => ({
      firstName: c.firstName.trim(),
      lastName: c.lastName.trim(),
      email: c.email.trim(),
      phone: c.phone.trim(),
    });
    try {
      await save.mutateAsync({ primaryAgent: trimmed(v.primaryAgent), admin: trimmed(v.admin) });
      toastUpdated();
      onOpenChange(false);
    } catch (e) {
      console.error('Saving the organization contacts failed', e);
      toastUpdateFailed(e);
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={organizationCardTexts.contactsTitle}
      scrollBehavior="inside"
      form={{ onSubmit, 'aria-label': organizationCardTexts.contactsTitle }}
      footer={<CancelSaveFooter saving={isSubmitting} />}
    >
      <Stack gap="6">
        <ContactFields
          name="primaryAgent"
          legend={organizationContactLabels.primaryAgent}
          register={register as never}
          errors={errors.primaryAgent}
        />
        <ContactFields
          name="admin"
          legend={organizationContactLabels.admin}
          register={register as never}
          errors={errors.admin}
        />
      </Stack>
    </AppDialog>
  );
}
