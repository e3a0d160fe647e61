import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" textAlign="center" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="primary.solid" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      </Stack>
    </Center>
  );
}
