/**
 * Signature and Acknowledgements (docs/requirements.md#client-review, #validation-client-sign):
 * agreeElectronic and agreeTerrorismDisclosure (each with a link to its document), the client's
 * typed signature and today's date, and, for a California entity only, the D-1 notice with its
 * own signature and date. Core's clientSignFormSchema checks them with the requirement's messages;
 * Continue is enabled while the form is valid, nothing is being sent and the application waits
 * for the client.
 */
import {
  CALIFORNIA_D1_DISCLOSURE,
  clientPageTexts,
  clientReviewTexts,
  clientSignFormSchema,
  ELECTRONIC_AGREEMENT_PATH,
  formatUsDate,
  needsD1Signature,
  TERRORISM_DISCLOSURE_PATH,
} from '@almanac/core';
import { Box, Button, Card, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link as RouterDomLink } from 'react-router-dom';
import { CheckboxField } from '../../../components/checkbox-field.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { StaticDocumentSections } from '../../../components/static-document.js';
import type { ClientReviewInput } from '../../../lib/graphql/generated/graphql.js';
import { localToday } from '../../../shared/dates/local-today.js';

export interface ClientSignValues {
  agreeElectronic: boolean;
  agreeTerrorismDisclosure: boolean;
  signName: string;
  signDate: string;
  d1SignName: string;
  d1SignDate: string;
}

/** The API's names for the form's fields; the D-1 signature only for a California entity. */
export function clientReviewInputOf(values: ClientSignValues, entityState: string | null): ClientReviewInput {
  return {
    agreeElectronicClient: values.agreeElectronic,
    agreeTerrorismDisclosure: values.agreeTerrorismDisclosure,
    signNameCustomer: values.signName.trim(),
    d1SignName: needsD1Signature(entityState) ? values.d1SignName.trim() : null,
    signDate: values.signDate,
  };
}

function DocumentLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild variant="underline" colorPalette="secondary" fontSize="sm" ms="7">
      <RouterDomLink to={to} target="_blank" rel="noopener">
        {children}
      </RouterDomLink>
    </Link>
  );
}

export function SignForm({
  entityState,
  canContinue,
  submitting,
  error,
  onSubmit,
}: {
  entityState: string | null;
  /** The application waits for the client (core's canClientContinue). */
  canContinue: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: ClientSignValues) => Promise<void>;
}) {
  const now = useMemo(() => new Date(), []);
  const today = localToday(now);
  const d1 = needsD1Signature(entityState);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ClientSignValues>({
    resolver: zodResolver(clientSignFormSchema(entityState, now)) as unknown as Resolver<ClientSignValues>,
    defaultValues: {
      agreeElectronic: false,
      agreeTerrorismDisclosure: false,
      signName: '',
      signDate: today,
      d1SignName: '',
      d1SignDate: today,
    },
    mode: 'onTouched',
  });

  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="client-signature-title">
      <Card.Body>
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <Stack gap="5">
            <Heading as="h2" id="client-signature-title" size="lg" color="secondary.solid">
              {clientReviewTexts.signatureTitle}
            </Heading>
            <Stack gap="1">
              <CheckboxField
                control={control}
                name="agreeElectronic"
                label={clientReviewTexts.agreeElectronicLabel}
              />
              <DocumentLink to={ELECTRONIC_AGREEMENT_PATH}>
                {clientPageTexts.readElectronicAgreement}
              </DocumentLink>
              {errors.agreeElectronic ? (
                <Text color="fg.error" fontSize="sm" ms="7" role="alert">
                  {errors.agreeElectronic.message}
                </Text>
              ) : null}
            </Stack>
            <Stack gap="1">
              <CheckboxField
                control={control}
                name="agreeTerrorismDisclosure"
                label={clientReviewTexts.agreeTerrorismLabel}
              />
              <DocumentLink to={TERRORISM_DISCLOSURE_PATH}>
                {clientPageTexts.readTerrorismDisclosure}
              </DocumentLink>
              {errors.agreeTerrorismDisclosure ? (
                <Text color="fg.error" fontSize="sm" ms="7" role="alert">
                  {errors.agreeTerrorismDisclosure.message}
                </Text>
              ) : null}
            </Stack>
            <FormField label={clientReviewTexts.signNameLabel} error={errors.signName?.message} required>
              <Input autoComplete="name" placeholder="Type your full name" {...register('signName')} />
            </FormField>
            <FormField label={clientReviewTexts.dateLabel} error={errors.signDate?.message} readOnly>
              <Input value={formatUsDate(today)} readOnly />
            </FormField>
            {d1 ? (
              <Stack as="section" aria-labelledby="client-d1-title" gap="4" borderTopWidth="1px" pt="5">
                <Heading as="h3" id="client-d1-title" size="md" color="secondary.solid">
                  {clientReviewTexts.d1Title}
                </Heading>
                <Text color="fg.muted">{clientPageTexts.d1Lead}</Text>
                <Box
                  maxH="64"
                  overflowY="auto"
                  borderWidth="1px"
                  borderRadius="md"
                  p="4"
                  tabIndex={0}
                  aria-label={CALIFORNIA_D1_DISCLOSURE.title}
                >
                  <Stack gap="3" fontSize="sm">
                    <Text fontWeight="semibold">{CALIFORNIA_D1_DISCLOSURE.title}</Text>
                    <Text>{CALIFORNIA_D1_DISCLOSURE.intro}</Text>
                    <StaticDocumentSections document={CALIFORNIA_D1_DISCLOSURE} headingAs="h4" />
                  </Stack>
                </Box>
                <FormField
                  label={clientReviewTexts.d1SignNameLabel}
                  error={errors.d1SignName?.message}
                  required
                >
                  <Input autoComplete="name" placeholder="Type your full name" {...register('d1SignName')} />
                </FormField>
                <FormField label={clientReviewTexts.dateLabel} error={errors.d1SignDate?.message} readOnly>
                  <Input value={formatUsDate(today)} readOnly />
                </FormField>
              </Stack>
            ) : null}
            <FormError message={error} />
            <Stack align={{ base: 'stretch', md: 'flex-end' }}>
              <Button
                type="submit"
                size="lg"
                disabled={!isValid || submitting || !canContinue}
                loading={submitting}
              >
                {clientReviewTexts.continue}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
