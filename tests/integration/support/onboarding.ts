/**
 * Agency onboarding in the integration tests (docs/requirements.md#onboarding): the web's own
 * documents (the wizard's and the operations page's), a member of an agency in any role, and the
 * complete signed application.
 */
import { quotingToday, type Role } from '@almanac/core';
import { registerConfirmedAgent } from './accounts.js';
import { table } from './db.js';

export {
  DESIGNATE_PRIMARY_AGENT,
  GET_ORGANIZATION_ONBOARDING,
  SAVE_ORGANIZATION_APPLICATION,
  SUBMIT_ORGANIZATION_APPLICATION,
} from '../../../web/src/features/onboarding/api/onboarding-documents.js';
export {
  GET_ORGANIZATION_APPLICATION,
  GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW,
  REVIEW_ORGANIZATION_APPLICATION,
} from '../../../web/src/features/operations/api/agencies-documents.js';
export { GET_CONTRACT_DOCUMENT_URL } from '../../../web/src/shared/contracts/contract-documents-documents.js';

/** A confirmed user moved into `organizationId` with `role` (as a team invitation will make them). */
export async function memberOf(organizationId: string, role: Role) {
  const user = await registerConfirmedAgent();
  await table().update({
    Key: { pk: `USER#${user.userId}`, sk: 'USER' },
    UpdateExpression: 'SET organizationId = :o, gsi1pk = :g, #role = :r',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':o': organizationId, ':g': `ORG#${organizationId}#USERS`, ':r': role },
  });
  return user;
}

const address = { address1: '1 Main St', city: 'Wichita', state: 'KS', zipcode: '67202' };

/** The complete, signed application (today's date on the quoting calendar). */
export const signedApplication = (overrides: Record<string, unknown> = {}) => ({
  name: 'Prairie Risk Partners',
  website: 'https://prairie.example',
  yearsInBusiness: 12,
  agencyLicenseState: 'KS',
  agencyLicenseNumber: 'KS-778812',
  npn: '1234567',
  physicalAddress: address,
  mailingAddress: { ...address, address1: 'PO Box 9' },
  signature: 'Sam Okafor',
  title: 'Principal',
  signingDate: quotingToday(new Date()),
  agreeAgencyAgreement: true,
  ...overrides,
});
