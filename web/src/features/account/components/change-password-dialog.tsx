import { changePasswordFormSchema, changePasswordTexts, type ChangePasswordForm } from '@almanac/core';
import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { FormField } from '../../../components/form-field.js';
import { isGraphqlError, useGraphqlClient } from '../../../lib/graphql/index.js';
import { CHANGE_PASSWORD } from '../api/change-password-documents.js';
import { toastUpdated, toastUpdateFailed } from './update-toasts.js';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (docs/requirements.md#account-my-information): the current password, a new one
 * and its confirmation; a wrong current password says so under its field, the dialog stays open.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const client = useGraphqlClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await client.request(CHANGE_PASSWORD, { currentPassword, newPassword });
      toastUpdated();
      onOpenChange(false);
    } catch (e) {
      if (isGraphqlError(e) && e.code === 'INVALID_PASSWORD')
        setError('currentPassword', { message: e.message }, { shouldFocus: true });
      else toastUpdateFailed(e);
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={changePasswordTexts.title}
      form={{ onSubmit, 'aria-label': changePasswordTexts.title }}
      footer={<CancelSaveFooter saving={isSubmitting} />}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {changePasswordTexts.note}
        </Text>
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <FormField label="New Password" error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
