import {
  isSameAddress,
  organizationAddressSchema,
  organizationCardTexts,
  organizationLocationLabels,
} from '@almanac/core';
import { Checkbox, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { locationOf, useSaveAddresses, type OrganizationCard } from '../api/organization-card-api.js';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields.js';
import { toastUpdated, toastUpdateFailed } from './update-toasts.js';

interface Values {
  physical: AddressValues;
  mailing: AddressValues;
  sameAsPhysical: boolean;
}

const schema = z.object({ physical: organizationAddressSchema, mailing: organizationAddressSchema });

/** With "Same as physical address" the mailing address is the physical one, checked as such. */
const resolver: Resolver<Values> = (values, context, options) =>
  zodResolver(schema)(
    { ...values, mailing: values.sameAsPhysical ? values.physical : values.mailing },
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<Values>>;

const valuesOf = (org: OrganizationCard): Values => {
  const stored = (type: 'physical' | 'mailing'): AddressValues => {
    const a = locationOf(org, type)?.address;
    return a ? { ...a, address2: a.address2 ?? '' } : emptyAddress;
  };
  const physical = stored('physical');
  const mailing = stored('mailing');
  const both = !!locationOf(org, 'physical') && !!locationOf(org, 'mailing');
  return { physical, mailing, sameAsPhysical: both && isSameAddress(physical, mailing) };
};

const toInput = (a: AddressValues) => ({
  address1: a.address1.trim(),
  ...(a.address2.trim() ? { address2: a.address2.trim() } : {}),
  city: a.city.trim(),
  state: a.state,
  zipcode: a.zipcode.trim(),
});

/**
 * Edit Addresses (docs/requirements.md#account-my-information): physical and mailing; "Same as
 * physical address" copies the physical address into the mailing one and disables its fields.
 * Saving sets both (two calls); on failure the dialog stays open with the server's message.
 */
export function EditAddressesDialog({
  org,
  open,
  onOpenChange,
}: {
  org: OrganizationCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveAddresses(org);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: valuesOf(org), mode: 'onTouched' });
  const same = useWatch({ control, name: 'sameAsPhysical' });
  const physical = useWatch({ control, name: 'physical' });

  // Each opening starts from the saved addresses (not on every save's answer while open).
  const saved = useRef(org);
  saved.current = org;
  useEffect(() => {
    if (open) reset(valuesOf(saved.current));
  }, [open, reset]);

  // The mailing fields show the physical address while they follow it.
  useEffect(() => {
    if (same) setValue('mailing', { ...physical });
  }, [same, physical, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        physical: toInput(v.physical),
        mailing: toInput(v.sameAsPhysical ? v.physical : v.mailing),
      });
      toastUpdated();
      onOpenChange(false);
    } catch (e) {
      console.error('Saving the organization addresses failed', e);
      toastUpdateFailed(e);
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={organizationCardTexts.addressesTitle}
      scrollBehavior="inside"
      form={{ onSubmit, 'aria-label': organizationCardTexts.addressesTitle }}
      footer={<CancelSaveFooter saving={isSubmitting} />}
    >
      <Stack gap="6">
        <AddressFields
          name="physical"
          legend={organizationLocationLabels.physical}
          register={register as never}
          errors={errors.physical}
        />
        <Stack gap="3">
          <Checkbox.Root
            checked={same}
            onCheckedChange={(e) => setValue('sameAsPhysical', e.checked === true, { shouldDirty: true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{organizationCardTexts.sameAsPhysical}</Checkbox.Label>
          </Checkbox.Root>
          <AddressFields
            name="mailing"
            legend={organizationLocationLabels.mailing}
            register={register as never}
            errors={same ? undefined : errors.mailing}
            disabled={same}
          />
        </Stack>
      </Stack>
    </AppDialog>
  );
}
