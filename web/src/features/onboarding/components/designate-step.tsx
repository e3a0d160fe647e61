/**
 * Designate Primary Agent (docs/requirements.md#onboarding): the signed-in member (when they sell)
 * or an active selling member of the team. Keeping the current primary agent just continues.
 */
import { onboardingCallToActions, onboardingTexts, roleLabels, sellingRoles } from '@almanac/core';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CurrentUser } from '../../../lib/session/index.js';
import { type OnboardingPerson, personName } from '../../../shared/onboarding/onboarding-model.js';
import { StepActions } from './step-actions.js';

interface Choice {
  id: string;
  label: string;
  detail: string;
}

function choicesFor(me: CurrentUser, current: OnboardingPerson | null | undefined, team: OnboardingPerson[]) {
  const choices: Choice[] = [];
  const add = (p: OnboardingPerson, label = personName(p)) => {
    if (!choices.some((c) => c.id === p._id))
      choices.push({ id: p._id, label, detail: `${roleLabels[p.role]} · ${p.email}` });
  };
  if (sellingRoles.includes(me.role)) add(me, `${onboardingTexts.designateMyself} (${personName(me)})`);
  if (current) add(current);
  team.forEach((p) => add(p));
  return choices;
}

export function DesignateStep({
  me,
  current,
  team,
  onDesignate,
  onContinue,
  designating,
  error,
}: {
  me: CurrentUser;
  current: OnboardingPerson | null | undefined;
  team: OnboardingPerson[];
  onDesignate: (userId: string) => Promise<void>;
  onContinue: () => void;
  designating: boolean;
  error: string | null;
}) {
  const choices = choicesFor(me, current, team);
  const [choice, setChoice] = useState<string>(current?._id ?? choices[0]?.id ?? '');
  const keeps = !!current && choice === current._id;

  return (
    <form
      noValidate
      aria-label={onboardingCallToActions.NotStarted}
      onSubmit={(e) => {
        e.preventDefault();
        if (keeps) onContinue();
        else if (choice) void onDesignate(choice);
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted">{onboardingTexts.designateLead}</Text>
        {choices.length === 0 ? (
          <Text>{onboardingTexts.noSellingMembers}</Text>
        ) : (
          <RadioGroup.Root
            value={choice}
            onValueChange={(e) => setChoice(e.value ?? '')}
            aria-label="Primary agent"
          >
            <Stack gap="1">
              {choices.map((c) => (
                <RadioGroup.Item
                  key={c.id}
                  value={c.id}
                  px="3"
                  py="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  _checked={{ bg: 'primary.subtle' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text as="span" fontWeight="medium">
                      {c.label}
                    </Text>{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {c.detail}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        <StepActions
          submitLabel={keeps ? 'Continue' : onboardingCallToActions.NotStarted}
          submitting={designating}
          error={error}
        />
      </Stack>
    </form>
  );
}
