import { Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form-field.js';
import type { ContactValues } from '../api/organization-card-api.js';

export const emptyContact: ContactValues = { firstName: '', lastName: '', email: '', phone: '' };

/** One contact of the Contacts dialog (primary agent or accounting), as a named group of fields. */
export function ContactFields<K extends string>({
  name,
  legend,
  register,
  errors,
}: {
  name: K;
  legend: string;
  register: UseFormRegister<Record<K, ContactValues>>;
  errors?: FieldErrors<ContactValues>;
}) {
  const field = (key: keyof ContactValues) => register(`${name}.${key}` as never);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" color="fg">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
        <FormField label="First Name" required error={errors?.firstName?.message}>
          <Input autoComplete="off" {...field('firstName')} />
        </FormField>
        <FormField label="Last Name" required error={errors?.lastName?.message}>
          <Input autoComplete="off" {...field('lastName')} />
        </FormField>
        <FormField label="Email" required error={errors?.email?.message}>
          <Input type="email" autoComplete="off" {...field('email')} />
        </FormField>
        <FormField label="Phone" required error={errors?.phone?.message}>
          <Input type="tel" autoComplete="off" {...field('phone')} />
        </FormField>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
