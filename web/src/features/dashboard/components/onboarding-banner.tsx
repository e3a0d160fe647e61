import { NOT_OPEN_YET_MESSAGES } from '@almanac/core';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useBeginOnboarding } from '../../../lib/onboarding.js';
import { ONBOARDING_PATH, TEAM_PATH, useHasScreen } from '../../../lib/screens.js';
import type { CurrentUser } from '../../../lib/session/index.js';

/**
 * Agency onboarding banner (docs/requirements.md#onboarding): hidden once the organisation is
 * onboarded, or when its application is Approved and the current user is not the applicant.
 */
export function onboardingCallToAction(user: CurrentUser): string | null {
  const org = user.organization;
  if (!org || org.isOnboarded) return null;
  const status = org.application?.status ?? 'NotStarted';
  if (status === 'Approved' && org.application?.userId !== user._id) return null;
  if (status === 'NotStarted') return 'Designate Primary Agent';
  if (status === 'Started') return 'Continue Onboarding';
  if (status === 'AwaitingAgency' || status === 'Approved') return 'Finish Onboarding';
  return null; // NeedsReview: processing
}

/**
 * What the banner shows: nothing (onboarded, no organisation, or Approved and someone else
 * applied), a call to action, or — while the application is in review (NeedsReview) — a
 * processing note without one.
 */
export function onboardingBannerState(
  user: CurrentUser,
): { kind: 'hidden' } | { kind: 'cta'; cta: string } | { kind: 'processing' } {
  const cta = onboardingCallToAction(user);
  if (cta) return { kind: 'cta', cta };
  const org = user.organization;
  if (org && !org.isOnboarded && org.application?.status === 'NeedsReview') return { kind: 'processing' };
  return { kind: 'hidden' };
}

export function OnboardingBanner({ user }: { user: CurrentUser }) {
  const onboarding = useBeginOnboarding();
  const hasScreen = useHasScreen();
  const onboardingOpen = hasScreen(ONBOARDING_PATH);
  const notOpenId = useId();
  const state = onboardingBannerState(user);
  if (state.kind === 'hidden') return null;
  const processing = state.kind === 'processing';
  const cta = state.kind === 'cta' ? state.cta : null;
  return (
    <Alert.Root
      status={processing ? 'info' : 'warning'}
      borderRadius="lg"
      alignItems={{ base: 'flex-start', md: 'center' }}
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      rowGap="3"
      role="region"
      aria-label="Agency onboarding"
    >
      <Alert.Indicator />
      <Alert.Content flexBasis={{ base: 'calc(100% - 2.5rem)', md: 'auto' }}>
        <Alert.Title>
          {processing ? 'Your agency application is being processed.' : 'Finish onboarding your agency'}
        </Alert.Title>
        <Alert.Description>
          {processing
            ? 'We will be in touch within a few business days.'
            : 'Onboard your agency to quote and bind cover. You can also invite your team.'}
          {onboarding.error ? ` ${onboarding.error}` : ''}
          {cta && !onboardingOpen ? <span id={notOpenId}> {NOT_OPEN_YET_MESSAGES.onboarding}</span> : null}
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0} wrap="wrap" ms={{ base: '8', md: '0' }}>
        {hasScreen(TEAM_PATH) ? (
          <Button asChild size="sm" variant="outline" colorPalette="secondary">
            <Link to={TEAM_PATH}>My Team</Link>
          </Button>
        ) : null}
        {cta ? (
          <Button
            size="sm"
            onClick={() => void onboarding.begin()}
            loading={onboarding.pending}
            disabled={!onboardingOpen}
            aria-describedby={onboardingOpen ? undefined : notOpenId}
          >
            {cta}
          </Button>
        ) : null}
      </HStack>
    </Alert.Root>
  );
}
