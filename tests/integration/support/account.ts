/**
 * The account area's people (issue 14): an agency of every role, arranged as a team invitation
 * will make them (members moved into the primary agent's organisation, roles granted), and the
 * uploads the team edit and the onboarding will write (state licenses, the agency agreement).
 */
import { stateLicensePathPrefix, type Role, type UploadPurpose } from '@almanac/core';
import { expectData, send } from './api.js';
import { registerConfirmedAgent } from './accounts.js';
import { table } from './db.js';
import { CURRENT_USER } from './operations.js';
import { grantRole } from './underwriting.js';

export type Member = Awaited<ReturnType<typeof registerConfirmedAgent>> & { orgId: string };

/** A confirmed primary agent and their new organisation. */
export async function agencyFounder(): Promise<Member> {
  const founder = await registerConfirmedAgent({ role: 'primaryAgent' });
  const orgId = expectData(await send(CURRENT_USER, {}, { token: founder.token })).currentUser.organization
    ._id;
  return { ...founder, orgId };
}

/** A confirmed user of `role` in the organisation. */
export async function memberOf(orgId: string, role: Role): Promise<Member> {
  const member = await registerConfirmedAgent();
  await table().moveToOrganization(member.userId, orgId);
  if (role !== 'agent') await grantRole(member.userId, role);
  return { ...member, orgId };
}

let uploads = 0;
/** A verified upload of the organisation, as the team edit (licenses) or the onboarding (agreement) writes it. */
export async function organizationUpload(
  purpose: UploadPurpose,
  orgId: string,
  userId: string,
  subjectId = userId,
) {
  uploads += 1;
  const id = `it-${purpose.toLowerCase()}-${Date.now().toString(36)}-${uploads}`;
  const folder =
    purpose === 'STATE_LICENSE'
      ? stateLicensePathPrefix(orgId, subjectId).slice(0, -1)
      : `lpc-insurance/organizations/${orgId}/agreements`;
  const createdAt = new Date(Date.now() + uploads).toISOString();
  await table().put({
    pk: `UPLOAD#${id}`,
    sk: 'UPLOAD',
    entity: 'upload',
    gsi1pk: `USER#${userId}#UPLOADS`,
    gsi1sk: `${createdAt}#${id}`,
    gsi2pk: `ORG#${orgId}#UPLOADS`,
    gsi2sk: `${purpose}#${createdAt}#${id}`,
    id,
    userId,
    organizationId: orgId,
    purpose,
    folder,
    key: `${folder}/verified/${id}/a.pdf`,
    fileName: `${purpose.toLowerCase()}.pdf`,
    mimetype: 'application/pdf',
    declaredSize: 9,
    size: 9,
    status: 'VERIFIED',
    createdAt,
    verifiedAt: createdAt,
  });
  return id;
}
