import { Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form-field.js';
import { UsStateOptions } from '../../../components/us-state-options.js';

export interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
}
export const emptyAddress: AddressValues = { address1: '', address2: '', city: '', state: '', zipcode: '' };

/** One address of the Addresses dialog (physical or mailing), as a named group of fields. */
export function AddressFields<K extends string>({
  name,
  legend,
  register,
  errors,
  disabled,
}: {
  name: K;
  legend: string;
  register: UseFormRegister<Record<K, AddressValues>>;
  errors?: FieldErrors<AddressValues>;
  /** The fields are shown but cannot change (the mailing address follows the physical one). */
  disabled?: boolean;
}) {
  const field = (key: keyof AddressValues) => register(`${name}.${key}` as never);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" color="fg">
        {legend}
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        <FormField label="Address" required error={errors?.address1?.message} disabled={disabled}>
          <Input autoComplete="address-line1" {...field('address1')} />
        </FormField>
        <FormField label="Address 2" error={errors?.address2?.message} disabled={disabled}>
          <Input autoComplete="address-line2" {...field('address2')} />
        </FormField>
        <FormField label="City" required error={errors?.city?.message} disabled={disabled}>
          <Input autoComplete="address-level2" {...field('city')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="State" required error={errors?.state?.message} disabled={disabled}>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('state')}>
                <option value="">Select a state</option>
                <UsStateOptions />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Zipcode" required error={errors?.zipcode?.message} disabled={disabled}>
            <Input autoComplete="postal-code" {...field('zipcode')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </Fieldset.Root>
  );
}
