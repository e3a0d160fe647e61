import { accountDocumentsTexts, documentErrorText, type DocumentError, type Role } from '@almanac/core';
import { Alert, List } from '@chakra-ui/react';

/** The unresolved document errors (core's documentErrorsOf), each in a line, worded for who is looking. */
export function DocumentErrorsAlert({
  errors,
  role,
}: {
  errors: readonly DocumentError[];
  role: Role | null | undefined;
}) {
  if (errors.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${accountDocumentsTexts.errorsTitle} (${errors.length})`}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {errors.map((e) => (
              <List.Item key={e}>{documentErrorText(e, role)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
