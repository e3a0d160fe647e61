import {
  inviteAccountTypeLabels,
  inviteAccountTypes,
  inviteTeamMemberSchema,
  needsStateLicense,
  teamActionTexts,
  UPDATE_TOAST_MS,
  type InviteTeamMember,
} from '@almanac/core';
import { Button, Dialog, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../../components/app-dialog.js';
import { FormError } from '../../../../components/form-error.js';
import { FormField } from '../../../../components/form-field.js';
import { toaster } from '../../../../components/toaster-store.js';
import { displayError } from '../../../../lib/graphql/index.js';
import { useInviteTeamMember } from '../../api/team-api.js';

type Values = z.input<typeof inviteTeamMemberSchema>;
const empty = {
  email: '',
  firstName: '',
  lastName: '',
  accountType: '',
  stateLicenseNumber: '',
  phoneNumber: '',
} as unknown as Values;

/**
 * Invite Team Member (docs/requirements.md#invitations): e-mail, names, account type, and the
 * state license number for agents and primary agents or a phone number for admins (core's
 * inviteTeamMemberSchema). Success closes it; a refusal ("User already invited.") shows inside.
 */
export function InviteTeamMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteTeamMember();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, InviteTeamMember>({
    resolver: zodResolver(inviteTeamMemberSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const accountType = watch('accountType');

  const { reset: resetMutation } = invite;
  useEffect(() => {
    if (open) {
      reset(empty);
      resetMutation();
    }
  }, [open, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    const seller = needsStateLicense(values.accountType);
    try {
      await invite.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        orgContactType: values.accountType,
        ...(seller ? { stateLicenseNumber: values.stateLicenseNumber } : {}),
        ...(values.accountType === 'admin' ? { phoneNumber: values.phoneNumber } : {}),
      });
      toaster.create({ type: 'success', title: teamActionTexts.invited, duration: UPDATE_TOAST_MS });
      onClose();
    } catch {
      // shown below from the mutation's error
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Invite Team Member"
      form={{ onSubmit, 'aria-label': 'Invite team member' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" type="button">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={isSubmitting}>
            Send Invitation
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Account Type" error={errors.accountType?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Choose an account type" {...register('accountType')}>
              {inviteAccountTypes.map((t) => (
                <option key={t} value={t}>
                  {inviteAccountTypeLabels[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {needsStateLicense(accountType ?? '') ? (
          <FormField label="State License Number" error={errors.stateLicenseNumber?.message} required>
            <Input autoComplete="off" {...register('stateLicenseNumber')} />
          </FormField>
        ) : null}
        {accountType === 'admin' ? (
          <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
            <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
          </FormField>
        ) : null}
        <FormError message={invite.error ? displayError(invite.error) : null} />
      </Stack>
    </AppDialog>
  );
}
