/**
 * Review, Sign & Submit: the answers as saved, the Agency Agreement, its acknowledgement, the
 * typed signature, the signer's title and today's date (read-only), checked by core's schema.
 */
import {
  AGENCY_AGREEMENT_CONSENT,
  AGENCY_AGREEMENT_TITLE,
  agencyAgreementClauses,
  agreeAgencyAgreementLabel,
  formatUsDate,
  onboardingSteps,
} from '@almanac/core';
import { Box, Checkbox, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AnswerSections } from '../../../components/answer-sections.js';
import { FormField } from '../../../components/form-field.js';
import { localToday } from '../../../shared/dates/local-today.js';
import { answerSections, type OrganizationOnboarding } from '../../../shared/onboarding/onboarding-model.js';
import { signProblems, type SignValues } from '../model/onboarding-form.js';
import { StepActions } from './step-actions.js';

export function SignStep({
  onboarding,
  onSubmit,
  onBack,
  submitting,
  error,
}: {
  onboarding: OrganizationOnboarding;
  onSubmit: (sign: SignValues) => Promise<void>;
  onBack: () => void;
  submitting: boolean;
  error: string | null;
}) {
  const now = useMemo(() => new Date(), []);
  const [values, setValues] = useState<SignValues>({
    signature: '',
    title: '',
    signingDate: localToday(now),
    agreeAgencyAgreement: false,
  });
  const [tried, setTried] = useState(false);
  const problems = tried ? signProblems(values, now) : {};

  return (
    <form
      noValidate
      aria-label={onboardingSteps[3].label}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(signProblems(values, now)).length === 0) void onSubmit(values);
      }}
    >
      <Stack gap="6">
        <AnswerSections sections={answerSections(onboarding, { signature: false })} />
        <Box
          as="section"
          aria-label={AGENCY_AGREEMENT_TITLE}
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          bg="bg.subtle"
        >
          <Heading as="h3" size="sm" mb="2">
            {AGENCY_AGREEMENT_TITLE}
          </Heading>
          <Stack as="ol" gap="2" ps="5" listStyleType="decimal" fontSize="sm">
            {agencyAgreementClauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted" mt="3">
            {AGENCY_AGREEMENT_CONSENT}
          </Text>
        </Box>
        <Stack gap="1">
          <Checkbox.Root
            checked={values.agreeAgencyAgreement}
            onCheckedChange={(e) => setValues({ ...values, agreeAgencyAgreement: e.checked === true })}
            invalid={!!problems.agreeAgencyAgreement}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{agreeAgencyAgreementLabel}</Checkbox.Label>
          </Checkbox.Root>
          {problems.agreeAgencyAgreement ? (
            <Text color="fg.error" fontSize="sm">
              {problems.agreeAgencyAgreement}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Signature" error={problems.signature} required>
            <Input
              name="signature"
              autoComplete="name"
              placeholder="Type your full name"
              value={values.signature}
              onChange={(e) => setValues({ ...values, signature: e.target.value })}
            />
          </FormField>
          <FormField label="Title" error={problems.title} required>
            <Input
              name="title"
              autoComplete="organization-title"
              value={values.title}
              onChange={(e) => setValues({ ...values, title: e.target.value })}
            />
          </FormField>
          <FormField label="Date" error={problems.signingDate} readOnly>
            <Input value={formatUsDate(values.signingDate)} readOnly />
          </FormField>
        </SimpleGrid>
        <StepActions onBack={onBack} submitLabel="Sign & Submit" submitting={submitting} error={error} />
      </Stack>
    </form>
  );
}
