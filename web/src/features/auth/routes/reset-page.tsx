import { newPasswordFormSchema } from '@almanac/core';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { MessageDialog } from '../../../components/message-dialog.js';
import { RouterLink } from '../../../components/router-link.js';
import { displayError, useGraphqlClient } from '../../../lib/graphql/index.js';
import { RESET_PASSWORD } from '../api/operations.js';
import { AuthLayout } from '../components/auth-layout.js';

/** /reset?token=: a new password; success shows 'Password updated', then /login?success=true. */
export default function ResetPage() {
  const client = useGraphqlClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [serverError, setServerError] = useState<string | null>(token ? null : 'Invalid token');
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    if (!token) {
      setServerError('Invalid token');
      return;
    }
    try {
      await client.request(RESET_PASSWORD, { token, password });
      setDone(true);
    } catch (e) {
      setServerError(displayError(e));
    }
  });

  const toLogin = () => navigate('/login?success=true');

  return (
    <AuthLayout title="Create a New Password" subtitle="Choose a password of at least 8 characters.">
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Stack gap="4">
          <FormField label="New Password" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Saving">
            Reset Password
          </Button>
          <FormError message={serverError} />
          {serverError ? (
            <Text textAlign="center">
              <RouterLink to="/forgot">Request a new reset link</RouterLink>
            </Text>
          ) : null}
        </Stack>
      </form>
      <MessageDialog open={done} title="Password updated" actionLabel="Log In" onClose={toLogin}>
        <Text>Your password has been updated. Log in with your new password.</Text>
      </MessageDialog>
    </AuthLayout>
  );
}
