import { accountMessages } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { currentUser } from '../users/current-user.js';
import { failure, organizationWorld, orgCallers, ORG_TEST_NOW } from './organization-test-world.js';
import { updateOrganizationContact } from './update-organization-contact.js';
import { updateOrganizationLocationAddress } from './update-organization-location-address.js';

const physical = { address1: '1 Main St', address2: 'Suite 4', city: 'Tampa', state: 'fl', zipcode: '33602' };
const mailing = { address1: 'PO Box 7', city: 'Tampa', state: 'FL', zipcode: '33601' };
const accounting = { firstName: 'Dana', lastName: 'Reyes', email: 'Dana@Example.com', phone: '8135550142' };

let w: InMemoryWorld;
beforeEach(async () => {
  w = await organizationWorld();
});

const setAddress = (caller = orgCallers.admin, type = 'physical', address: object = physical, extra = {}) =>
  updateOrganizationLocationAddress(w.ports, caller, {
    organization: 'org-1',
    input: { address, type },
    ...extra,
  });
const setContact = (
  caller = orgCallers.admin,
  input: object = { ...accounting, type: 'admin' },
  extra = {},
) => updateOrganizationContact(w.ports, caller, { organization: 'org-1', input, ...extra });

describe('updateOrganizationLocationAddress', () => {
  it('sets the physical and the mailing address, each kept under its id', async () => {
    const first = await setAddress();
    expect(first.locations).toEqual([
      { _id: 'id-1', type: 'physical', address: { ...physical, state: 'FL' } },
    ]);
    const both = await setAddress(orgCallers.admin, 'mailing', mailing, { location: null });
    expect(both.locations).toEqual([
      { _id: 'id-1', type: 'physical', address: { ...physical, state: 'FL' } },
      { _id: 'id-2', type: 'mailing', address: { ...mailing, address2: null } },
    ]);
    const moved = await setAddress(
      orgCallers.primaryAgent,
      'physical',
      { ...physical, city: 'Orlando' },
      {
        location: 'id-1',
      },
    );
    expect(moved.locations?.find((l) => l.type === 'physical')).toMatchObject({
      _id: 'id-1',
      address: { city: 'Orlando' },
    });
    const stored = (await w.store.organizations.get('org-1'))!;
    expect(stored.locations).toHaveLength(2);
    expect(stored.updatedAt).toBe(ORG_TEST_NOW);
    // The user view carries the organisation's addresses too.
    expect((await currentUser(w.ports, orgCallers.agent)).organization?.locations).toHaveLength(2);
  });

  it('every manager of the organisation may; nobody else, nor another organisation’s', async () => {
    for (const caller of [orgCallers.admin, orgCallers.primaryAgent, orgCallers.superAdmin])
      expect((await setAddress(caller)).locations).toHaveLength(1);
    for (const caller of [orgCallers.agent, orgCallers.client, orgCallers.internal, orgCallers.otherAdmin])
      expect((await failure(setAddress(caller))).code).toBe('INVALID_PERMISSIONS');
    expect(
      (
        await failure(
          updateOrganizationLocationAddress(w.ports, orgCallers.admin, {
            organization: 'org-2',
            input: { address: physical, type: 'physical' },
          }),
        )
      ).code,
    ).toBe('INVALID_PERMISSIONS');
    expect((await failure(setAddress(null as never))).code).toBe('UNAUTHORIZED');
  });

  it("validates with core's messages, and refuses a location id that is not the type's", async () => {
    expect(
      await failure(setAddress(orgCallers.admin, 'physical', { ...physical, zipcode: '' })),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: accountMessages.zipcode,
    });
    expect(
      await failure(setAddress(orgCallers.admin, 'physical', { ...physical, state: 'ZZ' })),
    ).toMatchObject({
      message: accountMessages.state,
    });
    await setAddress();
    expect((await failure(setAddress(orgCallers.admin, 'mailing', mailing, { location: 'id-1' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await w.store.organizations.get('org-1'))!.locations).toHaveLength(1);
  });
});

describe('updateOrganizationContact', () => {
  it('sets the accounting and primary-agent contacts (a full name is split), e-mail in lower case', async () => {
    const one = await setContact();
    expect(one.contacts).toEqual([
      {
        _id: 'id-1',
        type: 'admin',
        name: 'Dana Reyes',
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@example.com',
        phone: '(813) 555-0142',
      },
    ]);
    const two = await setContact(orgCallers.superAdmin, {
      name: 'Sam Okafor',
      email: 'sam@example.com',
      phone: '8135550100',
      type: 'primaryAgent',
    });
    expect(two.contacts?.map((c) => [c.type, c.name])).toEqual([
      ['admin', 'Dana Reyes'],
      ['primaryAgent', 'Sam Okafor'],
    ]);
    const renamed = await setContact(
      orgCallers.admin,
      { ...accounting, lastName: 'Cruz', type: 'admin' },
      {
        contact: 'id-1',
      },
    );
    expect(renamed.contacts?.find((c) => c.type === 'admin')).toMatchObject({
      _id: 'id-1',
      name: 'Dana Cruz',
    });
  });

  it('every manager of the organisation may; nobody else, nor another organisation’s', async () => {
    for (const caller of [orgCallers.admin, orgCallers.primaryAgent, orgCallers.superAdmin])
      expect((await setContact(caller)).contacts).toHaveLength(1);
    for (const caller of [orgCallers.agent, orgCallers.client, orgCallers.internal, orgCallers.otherAdmin])
      expect((await failure(setContact(caller))).code).toBe('INVALID_PERMISSIONS');
  });

  it("validates with core's messages, and refuses a contact id that is not the type's", async () => {
    expect(
      await failure(setContact(orgCallers.admin, { ...accounting, phone: ' ', type: 'admin' })),
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: 'phone is required' });
    expect(
      await failure(setContact(orgCallers.admin, { ...accounting, email: 'nope', type: 'admin' })),
    ).toMatchObject({ message: 'valid email is required' });
    expect((await failure(setContact(orgCallers.admin, { ...accounting, type: 'owner' }))).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await failure(setContact(orgCallers.admin, undefined, { contact: 'id-404' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it("a client of the agency sees none of the organisation's addresses or contacts", async () => {
    await setContact();
    await setAddress();
    const seenByClient = (await currentUser(w.ports, orgCallers.client)).organization;
    expect(seenByClient).toMatchObject({
      _id: 'org-1',
      locations: null,
      contacts: null,
      signatureDetails: null,
    });
    expect((await currentUser(w.ports, orgCallers.agent)).organization?.contacts).toHaveLength(1);
  });
});
