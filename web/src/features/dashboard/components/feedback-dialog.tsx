import { feedbackSchema } from '@almanac/core';
import {
  Button,
  Circle,
  Dialog,
  Field,
  Fieldset,
  Flex,
  Icon,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { LuCircleCheck, LuStar } from 'react-icons/lu';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useSaveFeedback } from '../api/dashboard-api.js';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};
export const FEEDBACK_MAX = 2000;
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

interface FeedbackFormValues {
  rating: number | undefined;
  feedback: string;
}
type FeedbackOutput = z.output<typeof feedbackSchema>;

/** 1 to 5 stars as a radio group: arrow keys move, each star is named "N stars". */
function StarRating({
  value,
  onChange,
  onBlur,
  invalid,
}: {
  value: number | undefined;
  onChange: (v: number) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <RadioGroup.Root
      value={value ? String(value) : null}
      onValueChange={(e) => e.value && onChange(Number(e.value))}
      orientation="horizontal"
      aria-invalid={invalid || undefined}
      onMouseLeave={() => setHover(null)}
    >
      <Flex gap="1" align="center">
        {RATINGS.map((n) => (
          <RadioGroup.Item
            key={n}
            value={String(n)}
            cursor="pointer"
            borderRadius="md"
            p="1"
            onMouseEnter={() => setHover(n)}
            _focusWithin={{ outline: '2px solid', outlineColor: 'primary.focusRing' }}
          >
            <RadioGroup.ItemHiddenInput onBlur={onBlur} />
            <Icon
              as={LuStar}
              boxSize="8"
              aria-hidden="true"
              color={n <= shown ? 'warning.solid' : 'fg.subtle'}
              fill={n <= shown ? 'currentColor' : 'none'}
              transition="transform 0.1s"
              _hover={{ transform: 'scale(1.1)' }}
            />
            <VisuallyHidden>
              <RadioGroup.ItemText>{n === 1 ? '1 star' : `${n} stars`}</RadioGroup.ItemText>
            </VisuallyHidden>
          </RadioGroup.Item>
        ))}
        <Text ms="2" fontSize="sm" color="fg.muted" minW="20" aria-hidden="true">
          {shown ? RATING_WORDS[shown] : ''}
        </Text>
      </Flex>
    </RadioGroup.Root>
  );
}

/**
 * Provide Feedback (docs/requirements.md#dashboard, #entity-forms, #validation-feedback): a rating
 * from 1 to 5 and text; saveFeedback.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const save = useSaveFeedback();
  const [sent, setSent] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues, unknown, FeedbackOutput>({
    // The form starts without a rating; core's schema answers its message for that.
    resolver: zodResolver(feedbackSchema) as unknown as Resolver<FeedbackFormValues, unknown, FeedbackOutput>,
    defaultValues: { rating: undefined, feedback: '' },
    mode: 'onTouched',
  });
  const text = useWatch({ control, name: 'feedback' }) ?? '';

  // Each opening starts afresh (both resets are stable functions).
  const { reset: resetSave } = save;
  useEffect(() => {
    if (open) {
      setSent(false);
      resetSave();
      reset({ rating: undefined, feedback: '' });
    }
  }, [open, reset, resetSave]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        rating: values.rating,
        ...(values.feedback ? { feedback: values.feedback } : {}),
      });
      setSent(true);
    } catch {
      // shown below from the mutation's error
    }
  });

  if (sent) {
    return (
      <AppDialog
        open={open}
        onClose={onClose}
        title="Provide Feedback"
        footer={
          <Dialog.ActionTrigger asChild>
            <Button>Close</Button>
          </Dialog.ActionTrigger>
        }
      >
        <Stack align="center" textAlign="center" gap="3" py="4" role="status">
          <Circle size="14" bg="primary.subtle" color="primary.solid">
            <Icon as={LuCircleCheck} boxSize="8" aria-hidden="true" />
          </Circle>
          <Text fontWeight="semibold" fontSize="lg">
            {FEEDBACK_THANKS}
          </Text>
          <Text color="fg.muted">Every note is read by the team and helps us improve Almanac.</Text>
        </Stack>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Provide Feedback"
      form={{ onSubmit, 'aria-label': 'Provide feedback' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" type="button">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={isSubmitting}>
            Send Feedback
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">How is your experience with Almanac so far?</Text>
        <Fieldset.Root invalid={!!errors.rating}>
          <Fieldset.Legend fontWeight="medium" color="fg">
            Rating
          </Fieldset.Legend>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRating
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!errors.rating}
              />
            )}
          />
          {errors.rating?.message ? <Fieldset.ErrorText>{errors.rating.message}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <Field.Root invalid={!!errors.feedback}>
          <Field.Label>Tell us more</Field.Label>
          <Textarea
            rows={5}
            maxLength={FEEDBACK_MAX}
            placeholder="What works well, what could be better?"
            {...register('feedback')}
          />
          {errors.feedback?.message ? (
            <Field.ErrorText>{errors.feedback.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`Optional · ${text.length}/${FEEDBACK_MAX}`}</Field.HelperText>
          )}
        </Field.Root>
        <FormError message={save.error ? displayError(save.error) : null} />
      </Stack>
    </AppDialog>
  );
}
