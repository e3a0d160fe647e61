import { AppError, canQuote } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/**
 * Every pricing and quote operation: a signed-in caller whose account may quote (core's canQuote:
 * role superAdmin, agent or primaryAgent with the DEFAULT-platform canQuote permission).
 */
export async function requireQuoter(ports: Pick<Ports, 'users'>, caller: Caller | null): Promise<UserRecord> {
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!canQuote(user)) throw new AppError('INVALID_PERMISSIONS');
  return user;
}
