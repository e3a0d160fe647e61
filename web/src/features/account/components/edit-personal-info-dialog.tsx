import { UPDATE_TOAST_MS, updateToastTexts, updateUserSchema } from '@almanac/core';
import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { FormField } from '../../../components/form-field.js';
import { toaster } from '../../../components/toaster-store.js';
import { isGraphqlError, useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSession, type CurrentUser } from '../../../lib/session/index.js';
import { UPDATE_USER } from '../api/operations.js';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Phone is optional, but if given it must not be blank: an empty box means "no phone". */
const resolver: Resolver<Values> = (values, context, options) =>
  zodResolver(updateUserSchema)(
    { ...values, phone: values.phone.trim() === '' ? undefined : values.phone },
    context,
    options as never,
  ) as ReturnType<Resolver<Values>>;

const valuesOf = (user: CurrentUser): Values => ({
  firstName: user.profile?.firstName ?? '',
  lastName: user.profile?.lastName ?? '',
  phone: user.profile?.phone ?? '',
  email: user.email,
});

export function EditPersonalInfoDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useGraphqlClient();
  const session = useSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver, defaultValues: valuesOf(user), mode: 'onTouched' });

  // Each opening starts from the saved values.
  useEffect(() => {
    if (open) reset(valuesOf(user));
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const phone = values.phone.trim();
      const { updateUser } = await client.request(UPDATE_USER, {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(phone ? { phone } : {}),
        },
      });
      if (updateUser) session.setUser(updateUser);
      toaster.create({ type: 'success', title: updateToastTexts.updated, duration: UPDATE_TOAST_MS });
      onOpenChange(false);
    } catch (e) {
      const message = isGraphqlError(e) && e.message ? e.message : updateToastTexts.updateFailed;
      toaster.create({ type: 'error', title: message, duration: 5000 });
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Edit My Information"
      form={{ onSubmit, 'aria-label': 'Edit my information' }}
      footer={<CancelSaveFooter saving={isSubmitting} disabled={!isDirty} />}
    >
      <Stack gap="4">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Email" readOnly helper="Your e-mail address cannot be changed.">
          <Input type="email" readOnly {...register('email')} />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
