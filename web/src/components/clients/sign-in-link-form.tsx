/**
 * "E-mail me a sign-in link" (issue 27 item 12; docs/requirements.md#access-and-routing): a client
 * who lost the e-mail enters the address on their application; requestClientSignInLink queues a
 * sign-in link to it. The server answers the same whether or not the address is a client's, so the
 * form always says "Check your e-mail" with what to do if nothing arrives. A refused address shows
 * core's message under the field; a failed request shows the reason under the button.
 */
import { clientPortalTexts, requestClientSignInLinkSchema } from '@almanac/core';
import { Box, Button, Heading, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuMailCheck } from 'react-icons/lu';
import { displayError } from '../../lib/graphql/index.js';
import { useRequestClientSignInLink } from '../../shared/client-sign-in/client-sign-in-api.js';
import { FormError } from '../form-error.js';
import { FormField } from '../form-field.js';

interface SignInLinkValues {
  email: string;
}

export function SignInLinkForm() {
  const [sent, setSent] = useState(false);
  const request = useRequestClientSignInLink();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignInLinkValues>({
    resolver: zodResolver(requestClientSignInLinkSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: SignInLinkValues) => {
    await request.mutateAsync(email);
    setSent(true);
  };

  return (
    <Box
      w="full"
      maxW="md"
      mx="auto"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      textAlign="left"
    >
      {sent ? (
        <Stack gap="3" align="center" textAlign="center" role="status">
          <Icon as={LuMailCheck} boxSize="8" color="secondary.solid" aria-hidden="true" />
          <Heading as="h2" size="md">
            {clientPortalTexts.requestSentTitle}
          </Heading>
          <Text color="fg.muted">{clientPortalTexts.requestSent}</Text>
          <Button
            variant="outline"
            onClick={() => {
              setSent(false);
              request.reset();
              reset();
            }}
          >
            {clientPortalTexts.requestAnother}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {clientPortalTexts.requestTitle}
            </Heading>
            <FormField label={clientPortalTexts.requestEmailLabel} error={errors.email?.message} required>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <Button type="submit" loading={isSubmitting} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
              {clientPortalTexts.requestButton}
            </Button>
            <FormError message={request.isError ? displayError(request.error) : null} />
          </Stack>
        </form>
      )}
    </Box>
  );
}
