import { forgotPasswordSchema } from '@almanac/core';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field.js';
import { MessageDialog } from '../../../components/message-dialog.js';
import { RouterLink } from '../../../components/router-link.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { FORGOT_PASSWORD } from '../api/operations.js';
import { AuthLayout } from '../components/auth-layout.js';

/** /forgot: the dialog shows whatever the answer, so the page never reveals who has an account. */
export default function ForgotPage() {
  const client = useGraphqlClient();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await client.request(FORGOT_PASSWORD, { email });
    } catch {
      // Same answer either way (no account enumeration).
    }
    setSent(true);
  });

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Sending">
            Send Reset Link
          </Button>
          <Text textAlign="center">
            <RouterLink to="/login">Back to Login</RouterLink>
          </Text>
        </Stack>
      </form>
      <MessageDialog
        open={sent}
        title="Reset Password Link Sent"
        actionLabel="Back to Login"
        onClose={() => setSent(false)}
        onAction={() => navigate('/login')}
      >
        <Text>
          If an account exists for that e-mail address, we have sent it a link to reset your password. The
          link is valid for one hour.
        </Text>
      </MessageDialog>
    </AuthLayout>
  );
}
