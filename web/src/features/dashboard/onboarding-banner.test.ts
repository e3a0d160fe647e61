import { describe, expect, it } from 'vitest';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { onboardingCallToAction } from './components/onboarding-banner.js';

const withStatus = (
  status: 'NotStarted' | 'Started' | 'AwaitingAgency' | 'NeedsReview' | 'Approved',
  userId = 'u1',
) => {
  const user = notOnboarded();
  user.organization!.application = { _id: 'a', status, userId };
  return user;
};

describe('onboarding banner call to action (seed 001 section 4)', () => {
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
