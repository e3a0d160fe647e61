import type { RateLimitName } from '@almanac/core';
import type { OutgoingMail, Ports } from '../../ports/index.js';
import { takeRateLimit } from '../rate-limit.js';

export type ContractMailDeps = Pick<Ports, 'throttle' | 'clock' | 'mailQueue' | 'logger'>;

/**
 * Queue a notice about a contract unless its recipient is past `limit` (core RATE_LIMITS, counted
 * per address). Past it nothing is sent and a warning is logged (the contract id and the kind,
 * never the address); the change the notice reports stands. Answers whether it was queued.
 */
export async function sendContractMail(
  ports: ContractMailDeps,
  limit: RateLimitName,
  mail: OutgoingMail,
  contractId: string,
): Promise<boolean> {
  const recipient = mail.to[0];
  if (!recipient) return false;
  if (!(await takeRateLimit(ports, limit, recipient))) {
    ports.logger.warn('Contract notice held back by the recipient rate limit', {
      contractId,
      kind: mail.meta?.kind,
    });
    return false;
  }
  await ports.mailQueue.send(mail);
  return true;
}
