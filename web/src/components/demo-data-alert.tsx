import { DEMO_DATA_NOTE } from '@almanac/core';
import { Alert } from '@chakra-ui/react';

/** The note shown with anything priced on demo data (the quoter, a shared premium indication). */
export function DemoDataAlert() {
  return (
    <Alert.Root status="warning" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Priced on demo data</Alert.Title>
        <Alert.Description>{DEMO_DATA_NOTE}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
