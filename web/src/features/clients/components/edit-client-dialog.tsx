import {
  clientEmailChangeMessages,
  clientProfileSchema,
  type ClientProfileInput,
  EMAIL_CHANGE_PENDING_TOAST_MS as PENDING_TOAST_MS,
  UPDATE_TOAST_MS,
  updateToastTexts,
} from '@almanac/core';
import { Input, NativeSelect, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { toaster } from '../../../components/toaster-store.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import { displayError } from '../../../lib/graphql/index.js';
import {
  useUpdateClientUser,
  type ClientUser,
  type UpdateClientInput,
} from '../../../shared/clients/clients-api.js';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

const valuesOf = (c: ClientUser): Values => ({
  firstName: c.profile?.firstName ?? '',
  lastName: c.profile?.lastName ?? '',
  email: c.email,
  phone: c.profile?.phone ?? '',
  companyName: c.profile?.companyName ?? '',
  address1: c.profile?.address1 ?? '',
  address2: c.profile?.address2 ?? '',
  city: c.profile?.city ?? '',
  state: c.profile?.state ?? '',
  zipcode: c.profile?.zipcode ?? '',
  country: c.profile?.country ?? '',
});

/** Phone is optional, but if given it must not be blank: an empty box means "no phone". */
const resolver: Resolver<Values, unknown, ClientProfileInput> = (values, context, options) =>
  zodResolver(clientProfileSchema)(
    { ...values, phone: values.phone.trim() === '' ? undefined : values.phone },
    context,
    options as never,
  ) as ReturnType<Resolver<Values, unknown, ClientProfileInput>>;

/** The update: every field, an emptied optional one as null (cleared). */
const inputOf = (p: ClientProfileInput): UpdateClientInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone ?? null,
  companyName: p.companyName ?? null,
  address1: p.address1 ?? null,
  address2: p.address2 ?? null,
  city: p.city ?? null,
  state: p.state ?? null,
  country: p.country ?? null,
  zipcode: p.zipcode ?? null,
});

/**
 * "Edit" a client (docs/requirements.md#clients, #validation-clients): names required, a valid
 * e-mail, phone optional but not blank, the address optional. Save is enabled once the form is
 * valid and changed; the server's refusal shows under the buttons and the dialog stays open.
 */
export function EditClientDialog({
  client,
  open,
  onClose,
}: {
  client: ClientUser;
  open: boolean;
  onClose: () => void;
}) {
  const update = useUpdateClientUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty, isValid },
  } = useForm<Values, unknown, ClientProfileInput>({
    resolver,
    defaultValues: valuesOf(client),
    mode: 'onTouched',
  });

  // Each opening starts from the saved values.
  const { reset: resetMutation } = update;
  useEffect(() => {
    if (open) {
      reset(valuesOf(client));
      resetMutation();
    }
  }, [open, client, reset, resetMutation]);

  const onSubmit = handleSubmit(async (profile) => {
    try {
      const saved = await update.mutateAsync({ id: client._id, input: inputOf(profile) });
      // A client with an open application or policy: the new e-mail waits for the old address.
      if (saved.pendingEmail && saved.pendingEmail === profile.email)
        toaster.create({
          type: 'info',
          title: clientEmailChangeMessages.pendingTitle,
          description: clientEmailChangeMessages.pending(saved.email, saved.pendingEmail),
          duration: PENDING_TOAST_MS,
        });
      else toaster.create({ type: 'success', title: updateToastTexts.updated, duration: UPDATE_TOAST_MS });
      onClose();
    } catch {
      // shown below from the mutation's error
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Edit Client"
      size="lg"
      scrollBehavior="inside"
      form={{ onSubmit, 'aria-label': 'Edit client' }}
      footer={<CancelSaveFooter saving={isSubmitting} disabled={!isDirty || !isValid} />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
          <FormField
            label="Email"
            error={errors.email?.message}
            helper={
              client.pendingEmail
                ? clientEmailChangeMessages.pending(client.email, client.pendingEmail)
                : undefined
            }
            required
          >
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...register('phone')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Company" error={errors.companyName?.message}>
          <Input autoComplete="off" {...register('companyName')} />
        </FormField>
        <Separator />
        <Text fontWeight="semibold" fontSize="sm" color="fg.muted">
          Address
        </Text>
        <FormField label="Address Line 1" error={errors.address1?.message}>
          <Input autoComplete="off" {...register('address1')} />
        </FormField>
        <FormField label="Address Line 2" error={errors.address2?.message}>
          <Input autoComplete="off" {...register('address2')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="off" {...register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('state')}>
                <option value="">Select a state</option>
                <UsStateOptions />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Zip Code" error={errors.zipcode?.message}>
            <Input autoComplete="off" inputMode="numeric" {...register('zipcode')} />
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            <Input autoComplete="off" {...register('country')} />
          </FormField>
        </SimpleGrid>
        <FormError message={update.error ? displayError(update.error) : null} />
      </Stack>
    </AppDialog>
  );
}
