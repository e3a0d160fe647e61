import { Center, Heading, Stack } from '@chakra-ui/react';
import { Logo } from '../../components/logo.js';

export const MAINTENANCE_MESSAGE = 'We are currently under maintenance. Please check back later.';

/** Replaces the whole app while the maintenance flag is on. */
export function MaintenancePage() {
  return (
    <Center minH="100vh" px="4" as="main">
      <Stack gap="6" align="center" textAlign="center">
        <Logo />
        <Heading as="h1" size="xl" fontWeight="medium" color="secondary.solid">
          {MAINTENANCE_MESSAGE}
        </Heading>
      </Stack>
    </Center>
  );
}
