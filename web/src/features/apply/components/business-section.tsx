/** 2 Business Details (docs/requirements.md#application-business, #validation-business). */
import { businessTypeLabels, businessTypes } from '@almanac/core';
import { Input, InputGroup, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field.js';
import { type BusinessForm, revenueDigits } from '../model/application-form.js';

export function BusinessSection({
  value,
  onChange,
  errorOf,
  onTouch,
}: {
  value: BusinessForm;
  onChange: (next: BusinessForm) => void;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
}) {
  return (
    <Stack gap="5">
      <FormField label="Business Type" error={errorOf('businessType')} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.businessType}
            onChange={(e) => onChange({ ...value, businessType: e.target.value })}
            onBlur={() => onTouch('businessType')}
          >
            {businessTypes.map((t) => (
              <option key={t} value={t}>
                {businessTypeLabels[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="Description of Business Operations"
        error={errorOf('businessOperationsDescription')}
        required
      >
        <Textarea
          rows={4}
          value={value.businessOperationsDescription}
          onChange={(e) => onChange({ ...value, businessOperationsDescription: e.target.value })}
          onBlur={() => onTouch('businessOperationsDescription')}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {value.revenue.map((r, i) => (
          <FormField
            key={r.year}
            label={`Revenue ${r.year}`}
            error={errorOf(`previousAnnualRevenue.${i}`)}
            required
          >
            <InputGroup startElement="$">
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={r.revenue}
                onChange={(e) =>
                  onChange({
                    ...value,
                    revenue: value.revenue.map((x, j) =>
                      j === i ? { ...x, revenue: revenueDigits(e.target.value) } : x,
                    ),
                  })
                }
                onBlur={() => onTouch(`previousAnnualRevenue.${i}`)}
              />
            </InputGroup>
          </FormField>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
