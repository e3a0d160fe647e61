/** Licenses: the agency's license (state and number) and its National Producer Number. */
import { onboardingSteps } from '@almanac/core';
import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import type { OrganizationApplicationInput } from '../../../lib/graphql/generated/graphql.js';
import { licenseInput, licenseProblems, type LicenseValues } from '../model/onboarding-form.js';
import { StepActions } from './step-actions.js';

export function LicensesStep({
  initial,
  onSave,
  onBack,
  saving,
  error,
}: {
  initial: LicenseValues;
  onSave: (input: OrganizationApplicationInput) => Promise<void>;
  onBack: () => void;
  saving: boolean;
  error: string | null;
}) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const problems = tried ? licenseProblems(values) : {};
  const set = (field: keyof LicenseValues, v: string) => setValues({ ...values, [field]: v });

  return (
    <form
      noValidate
      aria-label={onboardingSteps[2].label}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(licenseProblems(values)).length === 0) void onSave(licenseInput(values));
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Agency License State" error={problems.agencyLicenseState} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="agencyLicenseState"
                value={values.agencyLicenseState}
                onChange={(e) => set('agencyLicenseState', e.target.value)}
              >
                <option value="">Select a state</option>
                <UsStateOptions />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Agency License Number" error={problems.agencyLicenseNumber} required>
            <Input
              name="agencyLicenseNumber"
              value={values.agencyLicenseNumber}
              onChange={(e) => set('agencyLicenseNumber', e.target.value)}
            />
          </FormField>
          <FormField
            label="National Producer Number (NPN)"
            error={problems.npn}
            helper="The agency's NPN, up to 10 digits."
            required
          >
            <Input
              name="npn"
              value={values.npn}
              inputMode="numeric"
              onChange={(e) => set('npn', e.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <StepActions onBack={onBack} submitLabel="Save & Continue" submitting={saving} error={error} />
      </Stack>
    </form>
  );
}
