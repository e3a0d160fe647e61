import { Alert } from '@chakra-ui/react';

/** A server error under a form's action button (spec: "shown as a message under the action button"). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
