import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadRecord, UploadRepository } from '../../../ports/index.js';

const T0 = '2026-01-10T10:00:00.000Z';
const T1 = '2026-01-10T10:05:00.000Z';

const upload = (id: string, extra: Partial<UploadRecord> = {}): UploadRecord => ({
  id,
  userId: 'u1',
  organizationId: 'o1',
  contractId: 'c1',
  purpose: 'DILIGENT_EFFORT',
  folder: 'lpc-insurance/contracts/c1/diligent-effort',
  key: `lpc-insurance/contracts/c1/diligent-effort/${id}.pdf`,
  fileName: 'form.pdf',
  mimetype: 'application/pdf',
  declaredSize: 1234,
  status: 'PENDING',
  createdAt: T0,
  ...extra,
});

/** What uploadFile, the application's file check and getUploads rely on. */
export function describeUploadRepositoryContract(
  name: string,
  makeRepository: () => Promise<UploadRepository> | UploadRepository,
) {
  describe(`UploadRepository contract: ${name}`, () => {
    let uploads: UploadRepository;
    beforeEach(async () => {
      uploads = await makeRepository();
    });

    it('stores an upload once and reads it back', async () => {
      expect(await uploads.get('f1')).toBeUndefined();
      await uploads.put(upload('f1'));
      await expect(uploads.put(upload('f1', { userId: 'u2' }))).rejects.toThrow();
      expect(await uploads.get('f1')).toEqual(upload('f1'));
    });

    it('reads many uploads at once, in the order asked, leaving out the unknown', async () => {
      await uploads.put(upload('f1'));
      await uploads.put(upload('f2'));
      expect(await uploads.getMany(['f2', 'nope', 'f1'])).toEqual([upload('f2'), upload('f1')]);
      expect(await uploads.getMany([])).toEqual([]);
    });

    it('settles a pending upload once', async () => {
      await uploads.put(upload('f1'));
      await uploads.put(upload('f2'));
      expect(await uploads.settle('f1', { status: 'VERIFIED', size: 900, at: T1 })).toEqual({
        ...upload('f1'),
        status: 'VERIFIED',
        size: 900,
        verifiedAt: T1,
      });
      expect(await uploads.settle('f1', { status: 'REJECTED', at: T1 })).toBeUndefined();
      expect(await uploads.settle('f2', { status: 'REJECTED', at: T1 })).toEqual({
        ...upload('f2'),
        status: 'REJECTED',
        verifiedAt: T1,
      });
      expect(await uploads.settle('nope', { status: 'REJECTED', at: T1 })).toBeUndefined();
    });

    it('records the key of the checked copy when verifying', async () => {
      await uploads.put(upload('f1'));
      const key = 'lpc-insurance/contracts/c1/diligent-effort/verified/f1/a1.pdf';
      expect(await uploads.settle('f1', { status: 'VERIFIED', size: 900, key, at: T1 })).toEqual({
        ...upload('f1'),
        key,
        status: 'VERIFIED',
        size: 900,
        verifiedAt: T1,
      });
      expect(await uploads.get('f1')).toMatchObject({ key, status: 'VERIFIED' });
    });

    it("lists a user's uploads newest first, and only theirs", async () => {
      await uploads.put(upload('f1', { createdAt: T0 }));
      await uploads.put(upload('f2', { createdAt: T1 }));
      await uploads.put(upload('f3', { userId: 'u2' }));
      expect((await uploads.listByUser('u1')).map((u) => u.id)).toEqual(['f2', 'f1']);
      expect(await uploads.listByUser('u9')).toEqual([]);
    });

    it("lists an organisation's uploads of one purpose newest first, and only those", async () => {
      const license = (id: string, extra: Partial<UploadRecord> = {}) =>
        upload(id, { purpose: 'STATE_LICENSE', contractId: undefined, ...extra });
      await uploads.put(license('l1', { createdAt: T0 }));
      await uploads.put(license('l2', { createdAt: T1, userId: 'u2' }));
      await uploads.put(license('l3', { organizationId: 'o2' }));
      await uploads.put(license('l4', { organizationId: undefined }));
      await uploads.put(upload('d1'));
      await uploads.put(upload('a1', { purpose: 'AGENCY_AGREEMENT' }));
      expect((await uploads.listByOrganization('o1', 'STATE_LICENSE')).map((u) => u.id)).toEqual([
        'l2',
        'l1',
      ]);
      expect((await uploads.listByOrganization('o1', 'AGENCY_AGREEMENT')).map((u) => u.id)).toEqual(['a1']);
      expect(await uploads.listByOrganization('o1', 'STATE_LICENSE')).toContainEqual(license('l1'));
      expect(await uploads.listByOrganization('o9', 'STATE_LICENSE')).toEqual([]);
    });
  });
}
