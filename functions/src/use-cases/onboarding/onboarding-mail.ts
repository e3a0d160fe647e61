import { displayNameOf, ONBOARDING_PATH, operationsAgencyPath, type RateLimitName } from '@almanac/core';
import {
  agencyApplicationReceivedEmail,
  agencyApplicationSubmittedEmail,
  agencyApprovedEmail,
  agencyReturnedEmail,
  type AgencyMailArgs,
} from '../../emails/onboarding-emails.js';
import type { OrganizationRecord, OutgoingMail, Ports, UserRecord } from '../../ports/index.js';
import { takeRateLimit } from '../rate-limit.js';

export type OnboardingMailDeps = Pick<
  Ports,
  'users' | 'throttle' | 'clock' | 'mailQueue' | 'logger' | 'random' | 'webUrl' | 'operationsEmail'
>;

/** Queue one notice unless its recipient is past `limit`; past it the step stands, unmailed (logged). */
async function send(ports: OnboardingMailDeps, limit: RateLimitName, mail: OutgoingMail, orgId: string) {
  const recipient = mail.to[0];
  if (!recipient) return;
  if (!(await takeRateLimit(ports, limit, recipient))) {
    ports.logger.warn('Onboarding notice held back by the recipient rate limit', {
      organizationId: orgId,
      kind: mail.meta?.kind,
    });
    return;
  }
  await ports.mailQueue.send(mail);
}

/** The agency's people a notice goes to: these users, once each, while still members. */
async function agencyPeople(ports: OnboardingMailDeps, org: OrganizationRecord, ids: (string | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  const users = await Promise.all(unique.map((id) => ports.users.get(id)));
  return users.filter((u): u is UserRecord => !!u && u.organizationId === org.id);
}

const nameOf = (u: UserRecord) =>
  displayNameOf({ firstName: u.profile.firstName, lastName: u.profile.lastName, email: u.email });

const argsFor = (
  ports: OnboardingMailDeps,
  org: OrganizationRecord,
  to: string,
  name: string,
  link: string,
) => ({ id: ports.random.id(), to, org, name, link }) satisfies AgencyMailArgs;

/**
 * After a submission: the operations inbox is asked to review it; the signer and the applicant
 * are told it was received. Failures are logged, never answered: the submission stands.
 */
export async function notifySubmitted(
  ports: OnboardingMailDeps,
  org: OrganizationRecord,
  signer: UserRecord,
) {
  try {
    const review = `${ports.webUrl}${operationsAgencyPath(org.id)}`;
    await send(
      ports,
      'agencyApplicationsToOperationsPerDay',
      agencyApplicationSubmittedEmail(argsFor(ports, org, ports.operationsEmail, 'Operations', review)),
      org.id,
    );
    for (const person of await agencyPeople(ports, org, [signer.id, org.application?.userId]))
      await send(
        ports,
        'onboardingMailPerRecipient',
        agencyApplicationReceivedEmail(
          argsFor(ports, org, person.email, nameOf(person), `${ports.webUrl}${ONBOARDING_PATH}`),
        ),
        org.id,
      );
  } catch (error) {
    ports.logger.warn('Agency application notice failed', { organizationId: org.id, error });
  }
}

/** After a decision: the applicant (and the primary agent) hear of it, a return with its reason. */
export async function notifyDecision(ports: OnboardingMailDeps, org: OrganizationRecord) {
  try {
    const approved = org.application?.status === 'Approved';
    const build = approved ? agencyApprovedEmail : agencyReturnedEmail;
    const link = `${ports.webUrl}${approved ? '/dashboard' : ONBOARDING_PATH}`;
    for (const person of await agencyPeople(ports, org, [
      org.application?.userId,
      org.application?.primaryAgentId,
    ]))
      await send(
        ports,
        'onboardingMailPerRecipient',
        build(argsFor(ports, org, person.email, nameOf(person), link)),
        org.id,
      );
  } catch (error) {
    ports.logger.warn('Agency decision notice failed', { organizationId: org.id, error });
  }
}
