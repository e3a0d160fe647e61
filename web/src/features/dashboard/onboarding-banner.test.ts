import { describe, expect, it } from 'vitest';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { onboardingBannerState, onboardingCallToAction } from './components/onboarding-banner.js';

const withStatus = (
  status: 'NotStarted' | 'Started' | 'AwaitingAgency' | 'NeedsReview' | 'Approved',
  userId = 'u1',
) => {
  const user = notOnboarded();
  user.organization!.application = { _id: 'a', status, userId };
  return user;
};

describe('onboarding banner call to action (docs/requirements.md#onboarding)', () => {
  it('follows the organisation application status', () => {
    expect(onboardingCallToAction(withStatus('NotStarted'))).toBe('Designate Primary Agent');
    expect(onboardingCallToAction(withStatus('Started'))).toBe('Continue Onboarding');
    expect(onboardingCallToAction(withStatus('AwaitingAgency'))).toBe('Finish Onboarding');
    expect(onboardingCallToAction(withStatus('NeedsReview'))).toBeNull();
  });

  it('is hidden once onboarded, or when Approved and the user is not the applicant', () => {
    expect(onboardingCallToAction(makeUser())).toBeNull();
    expect(onboardingCallToAction(withStatus('Approved', 'someone-else'))).toBeNull();
    expect(onboardingCallToAction(withStatus('Approved', 'u1'))).toBe('Finish Onboarding');
  });
});

describe('onboarding banner state', () => {
  it('hides the banner when Approved and another user applied (no processing note either)', () => {
    expect(onboardingBannerState(withStatus('Approved', 'someone-else'))).toEqual({ kind: 'hidden' });
    expect(onboardingBannerState(makeUser())).toEqual({ kind: 'hidden' });
  });

  it('shows the processing note while in review, the call to action otherwise', () => {
    expect(onboardingBannerState(withStatus('NeedsReview'))).toEqual({ kind: 'processing' });
    expect(onboardingBannerState(withStatus('NotStarted'))).toEqual({
      kind: 'cta',
      cta: 'Designate Primary Agent',
    });
    expect(onboardingBannerState(withStatus('Approved', 'u1'))).toEqual({
      kind: 'cta',
      cta: 'Finish Onboarding',
    });
  });
});
