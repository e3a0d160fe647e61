import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackRecord, FeedbackRepository } from '../../../ports/index.js';

const feedback = (id: string, extra: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id,
  userId: 'u1',
  organizationId: 'o1',
  role: 'agent',
  rating: 4,
  feedback: 'Quick quotes.',
  createdAt: '2026-01-10T10:00:00.000Z',
  ...extra,
});

/** What the Provide Feedback modal relies on: each answer written once. */
export function describeFeedbackRepositoryContract(
  name: string,
  makeRepository: () => Promise<FeedbackRepository> | FeedbackRepository,
) {
  describe(`FeedbackRepository contract: ${name}`, () => {
    let answers: FeedbackRepository;
    beforeEach(async () => {
      answers = await makeRepository();
    });

    it('reads back what was written (undefined members dropped), undefined for an unknown id', async () => {
      expect(await answers.get('f1')).toBeUndefined();
      await answers.create({ ...feedback('f1'), feedback: undefined });
      const read = (await answers.get('f1'))!;
      expect(read).toEqual(feedback('f1', { feedback: undefined }));
      expect(Object.keys(read)).not.toContain('feedback');
    });

    it('refuses a second answer with the same id, keeping the first', async () => {
      await answers.create(feedback('f1'));
      await expect(answers.create(feedback('f1', { rating: 1 }))).rejects.toThrow();
      expect((await answers.get('f1'))!.rating).toBe(4);
    });
  });
}
