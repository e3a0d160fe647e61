import {
  acceptTeamInvitationFormSchema,
  landingPathFor,
  needsStateLicense,
  roleLabels,
  teamInvitationMessages,
  type AcceptTeamInvitationForm,
} from '@almanac/core';
import { Alert, Button, Grid, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { RouterLink } from '../../../components/router-link.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import type { GetTeamInvitationQuery } from '../../../lib/graphql/generated/graphql.js';
import { displayError, errorCode, useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { ACCEPT_TEAM_INVITATION, GET_TEAM_INVITATION } from '../api/team-invitation-documents.js';

type Invitation = NonNullable<GetTeamInvitationQuery['getTeamInvitation']>;

/** Why a link shows no form: expired (ask for a resend) or not valid. */
function LinkProblem({ error }: { error: unknown }) {
  const expired = errorCode(error) === 'TOKEN_EXPIRED';
  const known = expired || errorCode(error) === 'INVALID_TOKEN';
  return (
    <Stack gap="4">
      <Alert.Root status={expired ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {expired ? teamInvitationMessages.expiredTitle : teamInvitationMessages.invalidTitle}
          </Alert.Title>
          <Alert.Description>
            {expired
              ? teamInvitationMessages.expired
              : known
                ? teamInvitationMessages.invalid
                : displayError(error)}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text textAlign="center" color="fg.muted">
        Already have an account? <RouterLink to="/login">Log in</RouterLink>
      </Text>
    </Stack>
  );
}

/**
 * /agent-sign-up?token= (docs/requirements.md#invitations): the invitation's details prefilled
 * (e-mail read-only), the invitee's names, phone, password and, for agents and primary agents,
 * the state license and its state; submitting joins the organisation and signs in. An expired or
 * invalid link shows why instead of the form.
 */
export function TeamInvitationSignUp({ token }: { token: string }) {
  const client = useGraphqlClient();
  const invitation = useQuery({
    queryKey: ['team-invitation', token],
    retry: false,
    // Looked up once: each look-up counts against the link's per-address limit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_TEAM_INVITATION, { token }, { signal });
      if (!data.getTeamInvitation) throw new Error('No invitation');
      return data.getTeamInvitation;
    },
  });
  if (invitation.isPending)
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    );
  if (invitation.isError) return <LinkProblem error={invitation.error} />;
  return <InvitationForm token={token} invitation={invitation.data} />;
}

function InvitationForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const client = useGraphqlClient();
  const session = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<unknown>(null);
  const seller = needsStateLicense(invitation.role);
  const schema = useMemo(() => acceptTeamInvitationFormSchema(invitation.role), [invitation.role]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptTeamInvitationForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      phone: invitation.phone ?? '',
      stateLicenseNumber: invitation.stateLicenseNumber ?? '',
      state: '',
      password: '',
      confirmPassword: '',
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { acceptTeamInvitation } = await client.request(ACCEPT_TEAM_INVITATION, {
        input: {
          token,
          password: values.password,
          firstName: values.firstName,
          lastName: values.lastName,
          ...(values.phone ? { phone: values.phone } : {}),
          ...(seller
            ? { stateLicenseNumber: values.stateLicenseNumber, state: values.state?.toUpperCase() }
            : {}),
        },
      });
      if (!acceptTeamInvitation) throw new Error('no session');
      session.startSession(acceptTeamInvitation, { remember: false });
      navigate(landingPathFor(acceptTeamInvitation.user), { replace: true });
    } catch (e) {
      setServerError(e);
    }
  });

  const linkDead = ['TOKEN_EXPIRED', 'INVALID_TOKEN'].includes(errorCode(serverError) ?? '');
  if (linkDead) return <LinkProblem error={serverError} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join your agency">
      <Stack gap="4">
        <Text>
          You are invited to join <strong>{invitation.organizationName}</strong> as{' '}
          {roleLabels[invitation.role]}.
        </Text>
        <FormField label="Email" readOnly>
          <Input type="email" value={invitation.email} readOnly />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </Grid>
        <FormField label="Phone" error={errors.phone?.message} required={invitation.role === 'admin'}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        {seller ? (
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
        ) : null}
        <FormField label="Password" error={errors.password?.message} required helper="At least 8 characters">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Creating account">
          Create Account
        </Button>
        <FormError message={serverError ? displayError(serverError) : null} />
      </Stack>
    </form>
  );
}
