/** 1 Entity Information & Contact (docs/requirements.md#application-entity, #validation-entity). */
import { capitalizeWords, formatUsPhone, MAX_APPLICATION_EMAILS, NEW_YORK_DIALOG } from '@almanac/core';
import { Button, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { AppDialog } from '../../../components/app-dialog.js';
import { FormField } from '../../../components/form-field.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import type { EntityForm } from '../model/application-form.js';

type Field = keyof Omit<EntityForm, 'emails'>;

export function EntitySection({
  value,
  onChange,
  errorOf,
  onTouch,
  maskedTaxId,
}: {
  value: EntityForm;
  onChange: (next: EntityForm) => void;
  /** The field's message when it has been visited. */
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  maskedTaxId: string | null;
}) {
  const [nyOpen, setNyOpen] = useState(false);
  const set = (field: Field, v: string) => onChange({ ...value, [field]: v });
  const text = (field: Field, label: string, opts: { capitalize?: boolean; autoComplete?: string } = {}) => (
    <FormField label={label} error={errorOf(field)} required>
      <Input
        value={value[field]}
        autoComplete={opts.autoComplete ?? 'off'}
        onChange={(e) => set(field, e.target.value)}
        onBlur={() => {
          if (opts.capitalize && value[field]) set(field, capitalizeWords(value[field]));
          onTouch(field);
        }}
      />
    </FormField>
  );
  const setEmail = (i: number, v: string) =>
    onChange({ ...value, emails: value.emails.map((e, j) => (j === i ? v : e)) });

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('legalName', 'Legal Name', { autoComplete: 'organization' })}
        {text('address', 'Address', { autoComplete: 'street-address' })}
        {text('city', 'City')}
        <FormField label="State" error={errorOf('state')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value.state}
              onChange={(e) => {
                if (e.target.value === 'NY') {
                  setNyOpen(true);
                  return;
                }
                set('state', e.target.value);
              }}
              onBlur={() => onTouch('state')}
            >
              <option value="">Select a state</option>
              <UsStateOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('county', 'County')}
        {text('country', 'Country')}
        <FormField label="Zip Code" error={errorOf('zip')} required>
          <Input
            value={value.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            onChange={(e) => set('zip', e.target.value)}
            onBlur={() => onTouch('zip')}
          />
        </FormField>
        <FormField
          label="Federal Tax ID"
          error={errorOf('federalTaxId')}
          required={!maskedTaxId}
          helper={maskedTaxId ? `On file: ${maskedTaxId}. Leave blank to keep it.` : '8 or 9 digits'}
        >
          <Input
            value={value.federalTaxId}
            inputMode="numeric"
            autoComplete="off"
            placeholder={maskedTaxId ?? '12-3456789'}
            onChange={(e) => set('federalTaxId', e.target.value.replace(/[^\d-]/g, '').slice(0, 10))}
            onBlur={() => onTouch('federalTaxId')}
          />
        </FormField>
        {text('contactFirstName', 'Contact First Name', { capitalize: true, autoComplete: 'given-name' })}
        {text('contactLastName', 'Contact Last Name', { capitalize: true, autoComplete: 'family-name' })}
        <FormField label="Business Phone" error={errorOf('businessPhone')} required>
          <Input
            value={value.businessPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(813) 555-0142"
            onChange={(e) => set('businessPhone', e.target.value)}
            onBlur={() => {
              // A valid number is shown as stored; anything else stays as typed, with core's message.
              const phone = formatUsPhone(value.businessPhone);
              if (phone) set('businessPhone', phone);
              onTouch('businessPhone');
            }}
          />
        </FormField>
      </SimpleGrid>
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Client e-mail addresses (up to {MAX_APPLICATION_EMAILS})
        </Text>
        {value.emails.map((email, i) => (
          <Flex key={i} gap="2" align="flex-end">
            <FormField label={`Email ${i + 1}`} error={errorOf(`emails.${i}`)} required={i === 0}>
              <Input
                type="email"
                value={email}
                autoComplete="off"
                onChange={(e) => setEmail(i, e.target.value)}
                onBlur={() => onTouch(`emails.${i}`)}
              />
            </FormField>
            {value.emails.length > 1 ? (
              <IconButton
                aria-label={`Remove Email ${i + 1}`}
                variant="ghost"
                colorPalette="red"
                onClick={() => onChange({ ...value, emails: value.emails.filter((_, j) => j !== i) })}
              >
                <LuTrash2 />
              </IconButton>
            ) : null}
          </Flex>
        ))}
        {errorOf('emails') ? (
          <Text fontSize="sm" color="fg.error">
            {errorOf('emails')}
          </Text>
        ) : null}
        {value.emails.length < MAX_APPLICATION_EMAILS ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...value, emails: [...value.emails, ''] })}
          >
            <LuPlus aria-hidden="true" /> Add Email
          </Button>
        ) : null}
      </Stack>
      <AppDialog
        open={nyOpen}
        onClose={() => setNyOpen(false)}
        title={NEW_YORK_DIALOG.title}
        role="alertdialog"
        maxW="390px"
        footer={<Button onClick={() => setNyOpen(false)}>OK</Button>}
      >
        <Text>{NEW_YORK_DIALOG.body}</Text>
      </AppDialog>
    </Stack>
  );
}
