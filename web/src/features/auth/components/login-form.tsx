import { loginSchema } from '@almanac/core';
import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/checkbox-field.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { RouterLink } from '../../../components/router-link.js';
import { displayError, useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { LOGIN } from '../api/operations.js';

/**
 * Login (docs/requirements.md#sign-in): a confirmed user's session starts and the entry guard sends
 * them to the stored redirect path or their landing page; an unconfirmed one goes to /confirm.
 */
export function LoginForm({ passwordReset = false }: { passwordReset?: boolean }) {
  const client = useGraphqlClient();
  const session = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { login } = await client.request(LOGIN, values);
      if (!login) throw new Error('no session');
      session.startSession(login, { remember: values.rememberMe });
      if (!login.user.confirmedAt) navigate('/confirm');
    } catch (e) {
      setServerError(displayError(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap="4">
        {passwordReset ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>Your password has been reset. Log in with your new password.</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <HStack justify="space-between" wrap="wrap">
          <CheckboxField control={control} name="rememberMe" label="Remember me" />
          <RouterLink to="/forgot">Forgot password?</RouterLink>
        </HStack>
        <Button type="submit" loading={isSubmitting} loadingText="Logging in" size="lg">
          Log In
        </Button>
        <FormError message={serverError} />
        <Text textAlign="center" color="fg.muted">
          Don't have an account? <RouterLink to="/sign-up">Sign up</RouterLink>
        </Text>
      </Stack>
    </form>
  );
}
