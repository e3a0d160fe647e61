import { onboardingSteps, type OnboardingStepKey } from '@almanac/core';
import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

/** The wizard's steps in order: done ones ticked, the current one marked (aria-current="step"). */
export function OnboardingStepper({ current }: { current: OnboardingStepKey }) {
  const at = onboardingSteps.findIndex((s) => s.key === current);
  return (
    <Flex as="ol" aria-label="Onboarding steps" gap={{ base: '2', md: '4' }} wrap="wrap" listStyleType="none">
      {onboardingSteps.map((step, i) => {
        const done = i < at;
        const active = i === at;
        return (
          <Flex as="li" key={step.key} align="center" gap="2" aria-current={active ? 'step' : undefined}>
            <Circle
              size="7"
              fontSize="sm"
              fontWeight="semibold"
              bg={done || active ? 'primary.solid' : 'bg.muted'}
              color={done || active ? 'primary.contrast' : 'fg.muted'}
            >
              {done ? <LuCheck aria-label="done" /> : i + 1}
            </Circle>
            <Text
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'normal'}
              color={active ? 'fg' : 'fg.muted'}
            >
              {step.label}
            </Text>
            {i < onboardingSteps.length - 1 ? (
              <Box display={{ base: 'none', md: 'block' }} w="6" h="1px" bg="border" aria-hidden="true" />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
