import {
  editTeamMemberSchema,
  inviteAccountTypeLabels,
  inviteAccountTypes,
  needsStateLicense,
  UPDATE_TOAST_MS,
  updateToastTexts,
  uploadProblem,
  type EditTeamMember,
  type InviteAccountType,
} from '@almanac/core';
import { Input, NativeSelect, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog, CancelSaveFooter } from '../../../../components/app-dialog.js';
import { FormField } from '../../../../components/form-field.js';
import { toaster } from '../../../../components/toaster-store.js';
import { UsStateOptions } from '../../../../components/us-state-options.js';
import { displayError, isGraphqlError } from '../../../../lib/graphql/index.js';
import { useUpdateTeamMember, type TeamMember } from '../../api/team-api.js';
import { MemberActions } from './member-actions.js';
import {
  hasOpenInvitation,
  memberEmail,
  memberFirstName,
  memberLastName,
  memberRole,
} from './team-member-model.js';

type Values = z.input<typeof editTeamMemberSchema>;

const valuesOf = (m: TeamMember): Values => ({
  firstName: memberFirstName(m),
  lastName: memberLastName(m),
  email: memberEmail(m),
  accountType: (memberRole(m) ?? '') as InviteAccountType,
  state: m.user?.legal?.stateLicenseState ?? m.user?.profile?.state ?? '',
  stateLicenseNumber: m.user?.legal?.stateLicenseNumber ?? '',
});

/**
 * Edit Team Member (docs/requirements.md#account-team): names, e-mail (only while the invitation
 * is open), account type, and for sellers the state, the license number and an optional license
 * PDF; then Resend invitation and Disable / Re-activate. Saving toasts "Updated Successfully!" or
 * the server's message.
 */
export function EditTeamMemberDialog({
  member,
  organizationId,
  onClose,
}: {
  member: TeamMember | null;
  organizationId: string;
  onClose: () => void;
}) {
  const update = useUpdateTeamMember(organizationId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, EditTeamMember>({
    resolver: zodResolver(editTeamMemberSchema),
    defaultValues: member ? valuesOf(member) : undefined,
    mode: 'onTouched',
  });
  const seller = needsStateLicense(watch('accountType') ?? '');

  useEffect(() => {
    if (member) {
      reset(valuesOf(member));
      setFile(null);
      setFileError(null);
    }
  }, [member, reset]);

  if (!member) return null;
  const emailEditable = hasOpenInvitation(member) && member.status !== 'Disabled';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: member._id,
        file: seller ? file : null,
        input: {
          firstName: values.firstName,
          lastName: values.lastName,
          ...(emailEditable ? { email: values.email } : {}),
          role: values.accountType,
          ...(seller
            ? { state: values.state?.toUpperCase(), stateLicenseNumber: values.stateLicenseNumber }
            : {}),
        },
      });
      toaster.create({ type: 'success', title: updateToastTexts.updated, duration: UPDATE_TOAST_MS });
      onClose();
    } catch (e) {
      const title = isGraphqlError(e) ? displayError(e) : updateToastTexts.updateFailed;
      toaster.create({ type: 'error', title, duration: 5000 });
    }
  });

  return (
    <AppDialog
      open
      onClose={onClose}
      title="Edit Team Member"
      form={{ onSubmit, 'aria-label': 'Edit team member' }}
      footer={<CancelSaveFooter saving={isSubmitting} disabled={!!fileError} />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Email"
          error={errors.email?.message}
          readOnly={!emailEditable}
          helper={emailEditable ? 'The invitation is sent again to a new address.' : undefined}
        >
          <Input type="email" autoComplete="off" readOnly={!emailEditable} {...register('email')} />
        </FormField>
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
        {seller ? (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="State" error={errors.state?.message} required>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select a state" {...register('state')}>
                    <UsStateOptions />
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="State License Number" error={errors.stateLicenseNumber?.message} required>
                <Input autoComplete="off" {...register('stateLicenseNumber')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label="State License (PDF)"
              error={fileError ?? undefined}
              helper={member.user?.legal?.stateLicenseUploadId ? 'A license PDF is on file.' : 'Optional.'}
            >
              <Input
                type="file"
                accept="application/pdf,.pdf"
                p="1"
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  setFile(chosen);
                  setFileError(chosen ? uploadProblem(chosen) : null);
                }}
              />
            </FormField>
          </>
        ) : null}
        <Separator />
        <Text fontSize="sm" color="fg.muted">
          Status: {member.status}
        </Text>
        <MemberActions member={member} onDone={onClose} />
      </Stack>
    </AppDialog>
  );
}
