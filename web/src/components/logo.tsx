import { HStack, Text } from '@chakra-ui/react';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2" aria-label="Almanac">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#0f1f3d'} />
        <path d="M8 22c3-8 13-8 16 0" stroke="#279a49" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="16" cy="11" r="3.5" fill="#ffb300" />
      </svg>
      <Text
        as="span"
        fontWeight="bold"
        fontSize="xl"
        letterSpacing="tight"
        color={inverted ? 'white' : 'secondary.solid'}
      >
        Almanac
      </Text>
    </HStack>
  );
}
