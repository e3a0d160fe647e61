import {
  AppError,
  mayWorkOnOnboarding,
  onboardingServerMessages,
  saveOrganizationApplicationSchema,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { answersPatch } from './agency-answers.js';
import {
  callerAndAgency,
  personOf,
  requireAllowed,
  requireTransition,
  statusOf,
} from './onboarding-access.js';
import { onboardingView } from './onboarding-view.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'clock' | 'random' | 'throttle'>;

/**
 * saveOrganizationApplication(input): a draft of the agency application (any answers, each valid),
 * by its applicant, primary agent or a manager, while Started or AwaitingAgency (a primary agent
 * must be designated first). Conditional on the status read: a draft never lands on an application
 * submitted meanwhile.
 */
export async function saveOrganizationApplication(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { me, org } = await callerAndAgency(ports, caller);
  requireAllowed(mayWorkOnOnboarding(personOf(me), org));
  await enforceRateLimit(ports, 'onboardingSavesPerUser', me.id);
  const { input } = parseInput(saveOrganizationApplicationSchema, rawArgs);
  if (statusOf(org) === 'NotStarted') throw new AppError('CONFLICT', onboardingServerMessages.designateFirst);
  requireTransition(org, 'save', onboardingServerMessages.notEditable);
  const written = await ports.organizations.updateApplication(org.id, statusOf(org), {
    ...answersPatch(ports, org, input),
    updatedAt: ports.clock.now().toISOString(),
  });
  if (!written) throw new AppError('CONFLICT', onboardingServerMessages.notEditable);
  return onboardingView(ports, written);
}
