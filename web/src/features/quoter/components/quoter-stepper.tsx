import { Box, Circle, Flex, Icon, Portal, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { stepSummary } from '../model/format.js';
import { isStepComplete, isStepDisabled, type QuoterState, type StepKey, stepsFor } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

/**
 * The quoter's stepper (docs/requirements.md#quoter-wizard): numbered circles, a check mark when
 * a step is complete, a hover (and focus) summary of its value, and disabled steps while a
 * previous non-optional step has no value.
 */
export function QuoterStepper({ state, current }: { state: QuoterState; current: StepKey }) {
  const [, actions] = useQuoter();
  if (!state.program) return null;
  const steps = stepsFor(state.program);
  return (
    <Box as="nav" aria-label="Quoter steps">
      <Flex
        as="ol"
        listStyleType="none"
        gap={{ base: '2', md: '0' }}
        align="flex-start"
        wrap={{ base: 'wrap', md: 'nowrap' }}
      >
        {steps.map((step, i) => {
          const complete = isStepComplete(state, step.key);
          const disabled = isStepDisabled(state, step.index);
          const isCurrent = step.key === current;
          const summary = stepSummary(state, step.key);
          const summaryText =
            summary ?? (step.optional ? 'Optional: may be saved for later' : 'Not chosen yet');
          const circle = (
            <Circle
              size="8"
              flexShrink={0}
              fontWeight="semibold"
              fontSize="sm"
              borderWidth="2px"
              bg={complete ? 'primary.solid' : isCurrent ? 'primary.subtle' : 'bg'}
              color={complete ? 'primary.contrast' : disabled ? 'fg.subtle' : 'primary.fg'}
              borderColor={disabled ? 'border' : 'primary.solid'}
              aria-hidden="true"
            >
              {complete ? <Icon as={LuCheck} boxSize="4" /> : step.index + 1}
            </Circle>
          );
          const label = (
            <Flex direction="column" minW="0">
              <Text
                fontSize="sm"
                fontWeight={isCurrent ? 'semibold' : 'medium'}
                color={disabled ? 'fg.subtle' : isCurrent ? 'fg' : 'fg.muted'}
              >
                {step.label}
                {step.optional ? (
                  <Text as="span" fontWeight="normal" color="fg.subtle">
                    {' '}
                    (optional)
                  </Text>
                ) : null}
              </Text>
              <VisuallyHidden>
                {complete ? ', complete' : ''}
                {disabled ? ', not available yet' : ''}: {summaryText}
              </VisuallyHidden>
            </Flex>
          );
          const content = (
            <Flex align="center" gap="2" px="2" py="1.5" borderRadius="md">
              {circle}
              {label}
            </Flex>
          );
          return (
            <Flex as="li" key={step.key} flex={{ md: '1' }} align="center" minW="0" data-step={step.key}>
              <Tooltip.Root openDelay={150} closeDelay={50} positioning={{ placement: 'bottom' }}>
                <Tooltip.Trigger asChild>
                  {disabled ? (
                    <Box
                      aria-disabled="true"
                      tabIndex={0}
                      cursor="not-allowed"
                      data-testid={`step-${step.key}`}
                    >
                      {content}
                    </Box>
                  ) : (
                    <Link
                      to={step.path}
                      aria-current={isCurrent ? 'step' : undefined}
                      data-testid={`step-${step.key}`}
                      onClick={() => actions.visitStep(step.index)}
                      style={{ textDecoration: 'none', borderRadius: '6px' }}
                    >
                      <Box _hover={{ bg: 'bg.muted' }} borderRadius="md">
                        {content}
                      </Box>
                    </Link>
                  )}
                </Tooltip.Trigger>
                <Portal>
                  <Tooltip.Positioner>
                    <Tooltip.Content aria-hidden="true">{summaryText}</Tooltip.Content>
                  </Tooltip.Positioner>
                </Portal>
              </Tooltip.Root>
              {i < steps.length - 1 ? (
                <Box
                  display={{ base: 'none', md: 'block' }}
                  flex="1"
                  h="2px"
                  mx="2"
                  bg={isStepComplete(state, step.key) ? 'primary.solid' : 'border'}
                  aria-hidden="true"
                />
              ) : null}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
