import { ONBOARDING_PATH, onboardingBannerFor, onboardingBannerTexts } from '@almanac/core';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { TEAM_PATH, useHasScreen } from '../../../lib/screens.js';
import type { CurrentUser } from '../../../lib/session/index.js';

/**
 * Agency onboarding banner (docs/requirements.md#onboarding; core's onboardingBannerFor): hidden
 * once the organisation is onboarded, or when its application is Approved and the current user is
 * not the applicant; while in review a processing note; otherwise its call to action leads to
 * /onboarding.
 */
export function OnboardingBanner({ user }: { user: CurrentUser }) {
  const hasScreen = useHasScreen();
  const banner = onboardingBannerFor(user);
  if (banner.kind === 'hidden') return null;
  const processing = banner.kind === 'processing';
  const returned = banner.kind === 'cta' && banner.status === 'AwaitingAgency';
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
          {processing ? onboardingBannerTexts.processingTitle : onboardingBannerTexts.title}
        </Alert.Title>
        <Alert.Description>
          {processing
            ? onboardingBannerTexts.processingBody
            : returned
              ? onboardingBannerTexts.returnedBody
              : onboardingBannerTexts.body}
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0} wrap="wrap" ms={{ base: '8', md: '0' }}>
        {hasScreen(TEAM_PATH) ? (
          <Button asChild size="sm" variant="outline" colorPalette="secondary">
            <Link to={TEAM_PATH}>My Team</Link>
          </Button>
        ) : null}
        {banner.kind === 'cta' ? (
          <Button asChild size="sm">
            <Link to={ONBOARDING_PATH}>{banner.cta}</Link>
          </Button>
        ) : null}
      </HStack>
    </Alert.Root>
  );
}
