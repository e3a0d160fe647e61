import type { UploadPurpose } from '@almanac/core';
import { stateLicensePathPrefix } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadRecord } from '../../ports/index.js';
import { failure, organizationWorld, orgCallers } from '../organizations/organization-test-world.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { getSignedUrl } from './get-signed-url.js';
import { getUploads } from './get-uploads.js';

let w: InMemoryWorld;
let n = 0;
/** A verified upload of org-1 (or `organizationId`) made by `userId`. */
async function upload(purpose: UploadPurpose, userId: string, extra: Partial<UploadRecord> = {}) {
  n += 1;
  const folder =
    purpose === 'STATE_LICENSE'
      ? stateLicensePathPrefix(extra.organizationId ?? 'org-1', userId).slice(0, -1)
      : `lpc-insurance/organizations/org-1/${purpose.toLowerCase()}`;
  const record: UploadRecord = {
    id: `up-${n}`,
    userId,
    organizationId: 'org-1',
    purpose,
    folder,
    key: `${folder}/verified/up-${n}/a.pdf`,
    fileName: `${purpose.toLowerCase()}.pdf`,
    mimetype: 'application/pdf',
    declaredSize: 10,
    size: 10,
    status: 'VERIFIED',
    createdAt: `2026-11-2${n % 10}T10:00:00.000Z`,
    ...extra,
  };
  await w.store.uploads.put(record);
  return record.id;
}
const listed = async (caller: (typeof orgCallers)[keyof typeof orgCallers]) =>
  (await getUploads(w.ports, caller, {})).items.map((u) => [u.id, u.purpose]);

beforeEach(async () => {
  w = await organizationWorld();
  n = 0;
});

describe('the Documents page: getUploads and getSignedUrl', () => {
  it("sellers see their own uploads and their organisation's agreement and licenses, newest first", async () => {
    const agreement = await upload('AGENCY_AGREEMENT', 'primary-1');
    const ownLicense = await upload('STATE_LICENSE', 'agent-1');
    const colleaguesLicense = await upload('STATE_LICENSE', 'super-1');
    const colleaguesForm = await upload('DILIGENT_EFFORT', 'primary-1', { contractId: 'c-1' });
    const ownForm = await upload('DILIGENT_EFFORT', 'agent-1', { contractId: 'c-2' });
    await upload('STATE_LICENSE', 'admin-2', { organizationId: 'org-2' });
    await upload('AGENCY_AGREEMENT', 'agent-1', { status: 'PENDING' });
    expect(await listed(orgCallers.agent)).toEqual([
      [ownForm, 'DILIGENT_EFFORT'],
      [colleaguesLicense, 'STATE_LICENSE'],
      [ownLicense, 'STATE_LICENSE'],
      [agreement, 'AGENCY_AGREEMENT'],
    ]);
    expect((await getUploads(w.ports, orgCallers.primaryAgent, {})).items.map((u) => u.id)).toEqual([
      colleaguesForm,
      colleaguesLicense,
      ownLicense,
      agreement,
    ]);
    for (const file of [agreement, colleaguesLicense])
      expect(await getSignedUrl(w.ports, orgCallers.agent, { file })).toContain(file);
    // A colleague's own diligent-effort form stays theirs (and their managers').
    expect((await failure(getSignedUrl(w.ports, orgCallers.agent, { file: colleaguesForm }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it('an admin gets an empty list and no links; clients and internal users are refused (operations open agreements only)', async () => {
    const agreement = await upload('AGENCY_AGREEMENT', 'primary-1');
    const license = await upload('STATE_LICENSE', 'primary-1');
    expect(await getUploads(w.ports, orgCallers.admin, { input: { page: 1, limit: 15 } })).toEqual({
      items: [],
      count: 0,
    });
    // Operations review every agency's signed agreement (onboarding), but not its licenses.
    expect(await getSignedUrl(w.ports, orgCallers.internal, { file: agreement })).toContain(agreement);
    expect((await failure(getSignedUrl(w.ports, orgCallers.internal, { file: license }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    for (const caller of [orgCallers.admin, orgCallers.client])
      expect((await failure(getSignedUrl(w.ports, caller, { file: agreement }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    for (const caller of [orgCallers.client, orgCallers.internal])
      expect((await failure(getUploads(w.ports, caller, {}))).code).toBe('INVALID_PERMISSIONS');
  });

  it("another organisation's documents are never listed nor linked", async () => {
    const theirs = await upload('AGENCY_AGREEMENT', 'admin-2', { organizationId: 'org-2' });
    await w.store.users.create({
      ...(await w.store.users.get('agent-1'))!,
      id: 'agent-2',
      email: 'a2@example.com',
      organizationId: 'org-2',
    });
    const other = { ...orgCallers.agent, userId: 'agent-2' };
    expect(await listed(orgCallers.agent)).toEqual([]);
    expect((await failure(getSignedUrl(w.ports, orgCallers.agent, { file: theirs }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect(await getSignedUrl(w.ports, other, { file: theirs })).toContain(theirs);
  });

  it("a seller who cannot quote yet (still onboarding) reads the agency's documents", async () => {
    const agreement = await upload('AGENCY_AGREEMENT', 'primary-1');
    const primary = (await w.store.users.get('primary-1'))!;
    w.store.users.byId.set('primary-1', { ...primary, permissions: [] });
    expect(await listed(orgCallers.primaryAgent)).toEqual([[agreement, 'AGENCY_AGREEMENT']]);
    expect(await getSignedUrl(w.ports, orgCallers.primaryAgent, { file: agreement })).toContain(agreement);
  });

  it('naming userIds lists those members’ uploads only (no organisation documents)', async () => {
    await upload('AGENCY_AGREEMENT', 'primary-1');
    const form = await upload('DILIGENT_EFFORT', 'agent-1', { contractId: 'c-1' });
    expect(
      (await getUploads(w.ports, orgCallers.primaryAgent, { input: { userIds: ['agent-1'] } })).items.map(
        (u) => u.id,
      ),
    ).toEqual([form]);
    expect(
      (await failure(getUploads(w.ports, orgCallers.agent, { input: { userIds: ['primary-1'] } }))).code,
    ).toBe('INVALID_PERMISSIONS');
  });
});
