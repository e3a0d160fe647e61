import { AppError, feedbackSchema } from '@almanac/core';
import type { FeedbackRecord, Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';

type Deps = Pick<Ports, 'users' | 'feedback' | 'clock' | 'random'>;

/**
 * saveFeedback (the dashboard's Provide Feedback modal, docs/requirements.md#dashboard,
 * #entity-forms, #api-selling): a rating from 1 to 5 and optional text, stored with who gave it.
 * Any signed-in, confirmed user of the portal may give it; clients (who reach the product only
 * through token links) may not.
 */
export async function saveFeedback(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role === 'client') throw new AppError('INVALID_PERMISSIONS');
  const { rating, feedback } = parseInput(feedbackSchema, rawArgs ?? {});
  const record: FeedbackRecord = {
    id: ports.random.id(),
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    rating,
    feedback,
    createdAt: ports.clock.now().toISOString(),
  };
  await ports.feedback.create(record);
  return true;
}
