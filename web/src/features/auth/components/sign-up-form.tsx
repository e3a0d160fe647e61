import { UsStateOptions } from '../../../components/us-state-options.js';
import { signUpFormSchema, type SignUpForm as SignUpFormValues } from '@almanac/core';
import { Button, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/checkbox-field.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { RouterLink } from '../../../components/router-link.js';
import { displayError, errorCode, useGraphqlClient } from '../../../lib/graphql/index.js';
import { useRecaptcha } from '../../../lib/recaptcha.js';
import { useSession } from '../../../lib/session/index.js';
import { REGISTER_USER, type RegisterUserInput } from '../api/operations.js';
import { InvalidLicenseDialog } from './invalid-license-dialog.js';

export const INVALID_LICENSE_MESSAGE = 'Invalid State License Number';

const emptyValues: SignUpFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  stateLicenseNumber: '',
  state: '',
  email: '',
  password: '',
  confirmPassword: '',
  isAdmin: false,
};

/**
 * Sign-up (docs/requirements.md#validation-sign-in): agents need a State License Number and state;
 * agency administrators need neither. A reCAPTCHA token is obtained before submit; registration
 * starts an unconfirmed session and leads to /confirm.
 */
export function SignUpForm({ initialValues }: { initialValues?: Partial<SignUpFormValues> }) {
  const client = useGraphqlClient();
  const session = useSession();
  const recaptcha = useRecaptcha();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalidLicense, setInvalidLicense] = useState<{ licenseNumber?: string; state?: string } | null>(
    null,
  );

  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { ...emptyValues, ...initialValues },
    mode: 'onTouched',
  });
  const isAdmin = watch('isAdmin');

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const input: RegisterUserInput = {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      password: values.password,
      companyName: values.companyName,
      isAdmin: values.isAdmin,
      ...(values.isAdmin
        ? {}
        : {
            stateLicenseNumber: values.stateLicenseNumber,
            state: values.state?.toUpperCase(),
            role: values.role,
          }),
    };
    try {
      const token = await recaptcha.getToken('signup').catch(() => undefined);
      if (token) input.recaptcha = token;
      const { registerUser } = await client.request(REGISTER_USER, { input });
      if (!registerUser) throw new Error('no session');
      session.startSession(registerUser, { remember: false });
      navigate('/confirm');
    } catch (e) {
      const raw = e instanceof Error ? e.message : '';
      if (raw.includes(INVALID_LICENSE_MESSAGE)) {
        setInvalidLicense({ licenseNumber: values.stateLicenseNumber, state: values.state });
        setServerError(INVALID_LICENSE_MESSAGE);
      } else if (errorCode(e) === 'VALIDATION_ERROR' && raw) {
        setServerError(raw);
      } else {
        setServerError(displayError(e));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </Grid>
        <FormField label="Company" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <CheckboxField control={control} name="isAdmin" label="I am an agency administrator" />
        {isAdmin ? (
          <Text fontSize="sm" color="fg.muted">
            Agency administrators manage the agency and its team; they do not need a license and cannot apply
            for coverage.
          </Text>
        ) : (
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="State License Number" error={errors.stateLicenseNumber?.message} required>
              <Input {...register('stateLicenseNumber')} />
            </FormField>
            <FormField label="State" error={errors.state?.message} required>
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="Select a state" {...register('state')}>
                  <UsStateOptions />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
        )}
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required helper="At least 8 characters">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Creating account">
          Create Account
        </Button>
        <FormError message={serverError} />
        <Text textAlign="center" color="fg.muted">
          Already have an account? <RouterLink to="/login">Log in</RouterLink>
        </Text>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          By creating an account you agree to our <RouterLink to="/terms">Terms of Use</RouterLink> and{' '}
          <RouterLink to="/privacy">Privacy Policy</RouterLink>. Questions? See{' '}
          <RouterLink to="/help">Help</RouterLink>.
        </Text>
      </Stack>
      <InvalidLicenseDialog
        open={invalidLicense !== null}
        licenseNumber={invalidLicense?.licenseNumber}
        state={invalidLicense?.state}
        onClose={() => setInvalidLicense(null)}
      />
    </form>
  );
}
