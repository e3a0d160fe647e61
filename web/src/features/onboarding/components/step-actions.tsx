import { Button, Flex } from '@chakra-ui/react';
import { FormError } from '../../../components/form-error.js';

/** A step's buttons: Back (when there is a step before) and its main action; the server's refusal under them. */
export function StepActions({
  onBack,
  submitLabel,
  submitting,
  error,
}: {
  onBack?: () => void;
  submitLabel: string;
  submitting: boolean;
  error: string | null;
}) {
  return (
    <>
      <Flex gap="3" justify="flex-end" wrap="wrap">
        {onBack ? (
          <Button variant="outline" colorPalette="secondary" onClick={onBack} disabled={submitting}>
            Back
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Flex>
      <FormError message={error} />
    </>
  );
}
