/**
 * TEMPORARY stand-in (client-server branch): ops-server writes the real issuePolicy (documents,
 * the quote's policy number, the commission, the e-mails); the merge takes its file.
 */
import type { ContractRecord, Ports } from '../../ports/index.js';

export type IssuePolicyDeps = Pick<Ports, 'contracts' | 'clock'>;
export async function issuePolicy(_p: IssuePolicyDeps, c: ContractRecord) {
  return c;
}
