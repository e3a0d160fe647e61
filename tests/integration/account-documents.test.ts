/**
 * The Documents page over HTTP (issue 14): getUploads and getSignedUrl with the web's documents.
 * Sellers get their own verified uploads and their organisation's agency agreement and state
 * licenses; an admin gets an empty list; another organisation's documents never.
 * docs/requirements.md#account-documents, #roles-and-permissions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_UPLOADS } from '../../web/src/features/account/api/account-uploads-documents.js';
import { GET_CONTRACT_DOCUMENT_URL } from '../../web/src/shared/contracts/contract-documents-documents.js';
import { agencyFounder, memberOf, organizationUpload, type Member } from './support/account.js';
import { expect401, expectData, expectError, send } from './support/api.js';

const page = { input: { page: 1, limit: 15, sortBy: 'createdAt', sortDirection: 'DESC' as const } };

let primary: Member;
let agent: Member;
let admin: Member;
let superAdmin: Member;
let internal: Member;
let outsider: Member;
const sessions = { client: '' };
const ids = { agreement: '', agentLicense: '', superLicense: '', elsewhere: '' };

beforeAll(async () => {
  primary = await agencyFounder();
  [agent, admin, superAdmin, internal] = await Promise.all([
    memberOf(primary.orgId, 'agent'),
    memberOf(primary.orgId, 'admin'),
    memberOf(primary.orgId, 'superAdmin'),
    memberOf(primary.orgId, 'internal'),
  ]);
  outsider = await agencyFounder();
  // A client of this agency (with a session, as a review link gives one).
  sessions.client = (await memberOf(primary.orgId, 'client')).token;
  ids.agreement = await organizationUpload('AGENCY_AGREEMENT', primary.orgId, primary.userId);
  // The team edit: a manager uploads a member's license.
  ids.agentLicense = await organizationUpload('STATE_LICENSE', primary.orgId, admin.userId, agent.userId);
  ids.superLicense = await organizationUpload('STATE_LICENSE', primary.orgId, superAdmin.userId);
  ids.elsewhere = await organizationUpload('AGENCY_AGREEMENT', outsider.orgId, outsider.userId);
});

const listed = async (token: string) =>
  expectData(await send(ACCOUNT_UPLOADS, page, { token })).getUploads.items.map((u) => [u.id, u.purpose]);
const linkFor = (token: string, file: string) => send(GET_CONTRACT_DOCUMENT_URL, { file }, { token });

describe('getUploads for the Documents page', () => {
  it('every seller of the organisation gets its agreement and licenses, newest first', async () => {
    const expected = [
      [ids.superLicense, 'STATE_LICENSE'],
      [ids.agentLicense, 'STATE_LICENSE'],
      [ids.agreement, 'AGENCY_AGREEMENT'],
    ];
    for (const member of [agent, primary, superAdmin]) expect(await listed(member.token)).toEqual(expected);
    expect(await listed(outsider.token)).toEqual([[ids.elsewhere, 'AGENCY_AGREEMENT']]);
  });

  it('an admin gets an empty list; a client and an internal user are refused', async () => {
    expect(expectData(await send(ACCOUNT_UPLOADS, page, { token: admin.token })).getUploads).toEqual({
      count: 0,
      items: [],
    });
    for (const token of [sessions.client, internal.token])
      expectError(await send(ACCOUNT_UPLOADS, page, { token }), 'INVALID_PERMISSIONS');
    expect401(await send(ACCOUNT_UPLOADS, page, { none: true }));
  });
});

describe('getSignedUrl for the Documents page', () => {
  it('every seller of the organisation gets a View link to its agreement and licenses', async () => {
    for (const member of [agent, primary, superAdmin])
      for (const file of [ids.agreement, ids.agentLicense, ids.superLicense])
        expect(expectData(await linkFor(member.token, file)).getSignedUrl).toContain(file);
  });

  it('nobody else: an admin, a client, another organisation; operations only the agreement', async () => {
    for (const token of [admin.token, sessions.client, outsider.token])
      expectError(await linkFor(token, ids.agreement), 'INVALID_PERMISSIONS');
    // Operations review every agency's signed agreement (onboarding), not its members' licenses.
    expect((await linkFor(internal.token, ids.agreement)).data?.getSignedUrl).toContain(ids.agreement);
    expectError(await linkFor(internal.token, ids.agentLicense), 'INVALID_PERMISSIONS');
    for (const member of [agent, primary])
      expectError(await linkFor(member.token, ids.elsewhere), 'INVALID_PERMISSIONS');
    // A super admin underwrites (like internal users): every agency's agreement is theirs to review.
    expect(expectData(await linkFor(superAdmin.token, ids.elsewhere)).getSignedUrl).toContain(ids.elsewhere);
    expect401(await send(GET_CONTRACT_DOCUMENT_URL, { file: ids.agreement }, { none: true }));
  });
});
