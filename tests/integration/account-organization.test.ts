/**
 * My Information's organisation card over HTTP (issue 14): updateOrganizationLocationAddress and
 * updateOrganizationContact with the web's documents, every role, another organisation, every
 * message. docs/requirements.md#account-my-information, #validation-account, #roles-and-permissions.
 */
import { accountMessages, errorMessages } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ORGANIZATION,
  UPDATE_ORGANIZATION_CONTACT,
  UPDATE_ORGANIZATION_LOCATION_ADDRESS,
} from '../../web/src/features/account/api/organization-card-documents.js';
import { agencyFounder, memberOf, type Member } from './support/account.js';
import { demo, loginAs, registerAgent } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';

const physical = { address1: '1 Main St', address2: 'Suite 4', city: 'Tampa', state: 'FL', zipcode: '33602' };
const mailing = { address1: 'PO Box 7', city: 'Tampa', state: 'FL', zipcode: '33601' };
const dana = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', phone: '8135550142' };

let primary: Member;
let agent: Member;
let admin: Member;
let superAdmin: Member;
let internal: Member;
const sessions = { client: '', otherAdmin: '' };

beforeAll(async () => {
  primary = await agencyFounder();
  [agent, admin, superAdmin, internal] = await Promise.all([
    memberOf(primary.orgId, 'agent'),
    memberOf(primary.orgId, 'admin'),
    memberOf(primary.orgId, 'superAdmin'),
    memberOf(primary.orgId, 'internal'),
  ]);
  // A client of this agency (with a session, as a review link gives one).
  sessions.client = (await memberOf(primary.orgId, 'client')).token;
  sessions.otherAdmin = await loginAs(demo.admin);
});

const setAddress = (token: string, type: 'physical' | 'mailing', address: object, extra = {}) =>
  send(
    UPDATE_ORGANIZATION_LOCATION_ADDRESS,
    { organization: primary.orgId, input: { type, address }, ...extra },
    { token },
  );
const setContact = (token: string, input: object, extra = {}) =>
  send(
    UPDATE_ORGANIZATION_CONTACT,
    { organization: primary.orgId, input: input as never, ...extra },
    { token },
  );
const organizationSeenBy = async (token: string) =>
  expectData(await send(ACCOUNT_ORGANIZATION, {}, { token })).currentUser.organization;

describe('updateOrganizationLocationAddress', () => {
  it("'Same as physical address': the dialog's two calls set both; the members see them", async () => {
    const first = expectData(
      await setAddress(admin.token, 'physical', physical),
    ).updateOrganizationLocationAddress;
    const physicalId = first.locations![0]!._id;
    const both = expectData(
      await setAddress(admin.token, 'mailing', physical),
    ).updateOrganizationLocationAddress;
    expect(both.locations).toEqual([
      { _id: physicalId, type: 'physical', address: physical },
      { _id: expect.any(String), type: 'mailing', address: physical },
    ]);
    // Later, a separate mailing address under the same ids.
    const mailingId = both.locations![1]!._id;
    expectData(await setAddress(primary.token, 'mailing', mailing, { location: mailingId }));
    for (const member of [agent, admin, superAdmin])
      expect((await organizationSeenBy(member.token)).locations).toEqual([
        { _id: physicalId, type: 'physical', address: physical },
        { _id: mailingId, type: 'mailing', address: { ...mailing, address2: null } },
      ]);
  });

  it('admins, primary agents and super admins of the organisation; nobody else', async () => {
    for (const member of [admin, primary, superAdmin])
      expectData(await setAddress(member.token, 'physical', physical));
    for (const token of [agent.token, internal.token, sessions.client, sessions.otherAdmin])
      expectError(
        await setAddress(token, 'physical', physical),
        'INVALID_PERMISSIONS',
        errorMessages.INVALID_PERMISSIONS,
      );
    // A manager of another organisation, for theirs or for this one; an organisation that does not exist.
    expectError(
      await send(
        UPDATE_ORGANIZATION_LOCATION_ADDRESS,
        { organization: 'demo-org-onboarded', input: { type: 'physical', address: physical } },
        { token: admin.token },
      ),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(
        UPDATE_ORGANIZATION_LOCATION_ADDRESS,
        { organization: 'no-such-org', input: { type: 'physical', address: physical } },
        { token: admin.token },
      ),
      'INVALID_PERMISSIONS',
    );
    expect401(
      await send(
        UPDATE_ORGANIZATION_LOCATION_ADDRESS,
        { organization: primary.orgId, input: { type: 'physical', address: physical } },
        { none: true },
      ),
    );
    const unconfirmed = await registerAgent();
    expectError(await setAddress(unconfirmed.token, 'physical', physical), 'NOT_CONFIRMED');
  });

  it("says the requirement's messages and refuses another type's id", async () => {
    const cases: [object, string][] = [
      [{ ...physical, address1: ' ' }, accountMessages.address],
      [{ ...physical, city: '' }, accountMessages.city],
      [{ ...physical, state: 'ZZ' }, accountMessages.state],
      [{ ...physical, zipcode: '' }, accountMessages.zipcode],
    ];
    for (const [address, message] of cases)
      expectError(await setAddress(admin.token, 'physical', address), 'VALIDATION_ERROR', message);
    const { locations } = await organizationSeenBy(admin.token);
    const physicalId = locations!.find((l) => l.type === 'physical')!._id;
    expectError(await setAddress(admin.token, 'mailing', mailing, { location: physicalId }), 'NOT_FOUND');
  });
});

describe('updateOrganizationContact', () => {
  it("the dialog's two calls set the primary agent and the accounting contact", async () => {
    expectData(
      await setContact(admin.token, { ...dana, firstName: 'Sam', lastName: 'Okafor', type: 'primaryAgent' }),
    );
    const both = expectData(
      await setContact(admin.token, { ...dana, email: 'Dana@Example.com', type: 'admin' }),
    ).updateOrganizationContact;
    expect(both.contacts?.map((c) => [c.type, c.name, c.email])).toEqual([
      ['primaryAgent', 'Sam Okafor', 'dana@example.com'],
      ['admin', 'Dana Reyes', 'dana@example.com'],
    ]);
    // The requirement's input carries a full name.
    const adminId = both.contacts!.find((c) => c.type === 'admin')!._id;
    const renamed = expectData(
      await setContact(
        superAdmin.token,
        { name: 'Dana Cruz', email: dana.email, phone: dana.phone, type: 'admin' },
        { contact: adminId },
      ),
    ).updateOrganizationContact;
    expect(renamed.contacts?.find((c) => c.type === 'admin')).toMatchObject({
      _id: adminId,
      firstName: 'Dana',
      lastName: 'Cruz',
    });
    expect((await organizationSeenBy(agent.token)).contacts).toHaveLength(2);
  });

  it('admins, primary agents and super admins of the organisation; nobody else', async () => {
    for (const member of [admin, primary, superAdmin])
      expectData(await setContact(member.token, { ...dana, type: 'admin' }));
    for (const token of [agent.token, internal.token, sessions.client, sessions.otherAdmin])
      expectError(await setContact(token, { ...dana, type: 'admin' }), 'INVALID_PERMISSIONS');
    expectError(
      await send(
        UPDATE_ORGANIZATION_CONTACT,
        { organization: 'demo-org-onboarded', input: { ...dana, type: 'admin' } },
        { token: primary.token },
      ),
      'INVALID_PERMISSIONS',
    );
    expect401(
      await send(
        UPDATE_ORGANIZATION_CONTACT,
        { organization: primary.orgId, input: { ...dana, type: 'admin' } },
        { none: true },
      ),
    );
    const unconfirmed = await registerAgent();
    expectError(await setContact(unconfirmed.token, { ...dana, type: 'admin' }), 'NOT_CONFIRMED');
  });

  it("says the requirement's messages and refuses another type's id", async () => {
    const cases: [object, string][] = [
      [{ ...dana, firstName: '' }, 'first name is required'],
      [{ ...dana, lastName: ' ' }, 'last name is required'],
      [{ ...dana, email: 'not-an-email' }, 'valid email is required'],
      [{ ...dana, phone: '' }, 'phone is required'],
    ];
    for (const [input, message] of cases)
      expectError(await setContact(admin.token, { ...input, type: 'admin' }), 'VALIDATION_ERROR', message);
    const { contacts } = await organizationSeenBy(admin.token);
    const adminId = contacts!.find((c) => c.type === 'admin')!._id;
    expectError(
      await setContact(admin.token, { ...dana, type: 'primaryAgent' }, { contact: adminId }),
      'NOT_FOUND',
    );
  });

  it("a client sees none of the agency's contacts or addresses", async () => {
    const seen = await organizationSeenBy(sessions.client);
    expect(seen).toMatchObject({ locations: null, contacts: null });
  });
});
