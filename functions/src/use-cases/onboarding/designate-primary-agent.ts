import {
  AppError,
  designatePrimaryAgentSchema,
  mayBePrimaryAgent,
  mayDesignatePrimaryAgent,
  onboardingServerMessages,
  roleAfterDesignation,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import {
  callerAndAgency,
  personOf,
  requireAllowed,
  requireTransition,
  statusOf,
} from './onboarding-access.js';
import { onboardingView } from './onboarding-view.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'clock'>;

/**
 * designatePrimaryAgent(user) (docs/requirements.md#onboarding): the agency's applicant or a
 * manager names its primary agent, themself or a selling member of the agency (an agent becomes a
 * primary agent). NotStarted → Started; before submitting, designating again changes the primary
 * agent and keeps the status. The role first, then the application, conditional on the status read.
 */
export async function designatePrimaryAgent(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { me, org } = await callerAndAgency(ports, caller);
  requireAllowed(mayDesignatePrimaryAgent(personOf(me), org));
  const { user: targetId } = parseInput(designatePrimaryAgentSchema, rawArgs);
  const next = requireTransition(org, 'designate', onboardingServerMessages.notEditable);
  const target = targetId === me.id ? me : await ports.users.get(targetId);
  // The same answer for an unknown id and someone else's member: ids cannot be probed.
  if (!target || !mayBePrimaryAgent(personOf(target), org))
    throw new AppError('VALIDATION_ERROR', onboardingServerMessages.notSellingMember, {
      fieldErrors: { user: onboardingServerMessages.notSellingMember },
    });
  const at = ports.clock.now().toISOString();
  const role = roleAfterDesignation(target.role);
  if (role !== target.role && !(await ports.users.designateRole(target.id, org.id, [target.role], role, at)))
    throw new AppError('CONFLICT');
  const written = await ports.organizations.updateApplication(org.id, statusOf(org), {
    application: {
      ...org.application,
      userId: org.application?.userId ?? me.id,
      status: next,
      primaryAgentId: target.id,
    },
    updatedAt: at,
  });
  if (!written) throw new AppError('CONFLICT', onboardingServerMessages.notEditable);
  return onboardingView(ports, written);
}
