/** Agency Details: name, website, years in business, physical and mailing addresses. */
import { onboardingSteps, onboardingTexts } from '@almanac/core';
import { Checkbox, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.js';
import type { OrganizationApplicationInput } from '../../../lib/graphql/generated/graphql.js';
import { agencyInput, agencyProblems, type AgencyValues } from '../model/onboarding-form.js';
import { AddressFields } from './address-fields.js';
import { StepActions } from './step-actions.js';

export function AgencyStep({
  initial,
  onSave,
  onBack,
  saving,
  error,
}: {
  initial: AgencyValues;
  onSave: (input: OrganizationApplicationInput) => Promise<void>;
  onBack: () => void;
  saving: boolean;
  error: string | null;
}) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const problems = tried ? agencyProblems(values) : {};
  const set = <K extends keyof AgencyValues>(field: K, v: AgencyValues[K]) =>
    setValues({ ...values, [field]: v });

  return (
    <form
      noValidate
      aria-label={onboardingSteps[1].label}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(agencyProblems(values)).length === 0) void onSave(agencyInput(values));
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Agency Name" error={problems.name} required>
            <Input
              name="name"
              value={values.name}
              autoComplete="organization"
              onChange={(e) => set('name', e.target.value)}
            />
          </FormField>
          <FormField label="Website" error={problems.website} required>
            <Input
              name="website"
              value={values.website}
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              onChange={(e) => set('website', e.target.value)}
            />
          </FormField>
          <FormField label="Years in Business" error={problems.yearsInBusiness} required>
            <Input
              name="yearsInBusiness"
              value={values.yearsInBusiness}
              inputMode="numeric"
              onChange={(e) => set('yearsInBusiness', e.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          </FormField>
        </SimpleGrid>
        <Heading as="h3" size="sm">
          Physical Address
        </Heading>
        <AddressFields
          idPrefix="physical"
          value={values.physicalAddress}
          onChange={(a) => set('physicalAddress', a)}
          errorOf={(f) => problems[`physicalAddress.${f}`]}
        />
        <Heading as="h3" size="sm">
          Mailing Address
        </Heading>
        <Checkbox.Root
          checked={values.sameAsPhysical}
          onCheckedChange={(e) => set('sameAsPhysical', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{onboardingTexts.sameAsPhysical}</Checkbox.Label>
        </Checkbox.Root>
        <AddressFields
          idPrefix="mailing"
          value={values.sameAsPhysical ? values.physicalAddress : values.mailingAddress}
          onChange={(a) => set('mailingAddress', a)}
          errorOf={(f) => (values.sameAsPhysical ? undefined : problems[`mailingAddress.${f}`])}
          disabled={values.sameAsPhysical}
        />
        <StepActions onBack={onBack} submitLabel="Save & Continue" submitting={saving} error={error} />
      </Stack>
    </form>
  );
}
