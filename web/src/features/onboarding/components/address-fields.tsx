import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import type { AddressValues } from '../model/onboarding-form.js';

/** An address's fields (docs/requirements.md#validation-account); `errorOf` by field name. */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  errorOf,
  disabled,
}: {
  idPrefix: string;
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  errorOf: (field: keyof AddressValues) => string | undefined;
  disabled?: boolean;
}) {
  const text = (field: keyof AddressValues, label: string, autoComplete: string, required = true) => (
    <FormField label={label} error={errorOf(field)} required={required} disabled={disabled}>
      <Input
        name={`${idPrefix}.${field}`}
        value={value[field]}
        autoComplete={autoComplete}
        onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      />
    </FormField>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {text('address1', 'Address', `${idPrefix} address-line1`)}
      {text('address2', 'Address line 2', `${idPrefix} address-line2`, false)}
      {text('city', 'City', `${idPrefix} address-level2`)}
      <FormField label="State" error={errorOf('state')} required disabled={disabled}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={`${idPrefix}.state`}
            value={value.state}
            onChange={(e) => onChange({ ...value, state: e.target.value })}
          >
            <option value="">Select a state</option>
            <UsStateOptions />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {text('zipcode', 'Zip Code', `${idPrefix} postal-code`)}
    </SimpleGrid>
  );
}
