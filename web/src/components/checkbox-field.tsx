import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  /** `control` from the form's `useForm()`. */
  control: Control<TFieldValues, TContext, TTransformedValues>;
  /** A boolean field of the form. */
  name: FieldPathByValue<TFieldValues, boolean | undefined>;
  label: ReactNode;
}

/** A react-hook-form boolean field as a labelled Chakra checkbox (blur marks the field touched). */
export function CheckboxField<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  control,
  name,
  label,
}: CheckboxFieldProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={!!field.value}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          name={field.name}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
