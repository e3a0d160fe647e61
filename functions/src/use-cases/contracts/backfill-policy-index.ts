import type { Ports } from '../../ports/index.js';

export interface PolicyIndexBackfillCounts {
  /** Items read (every entity of the table: the Scan reads them all). */
  scanned: number;
  /** Contracts that got their list keys. */
  written: number;
  /** Contracts changed since the page was read (their newer write carries its keys): left alone. */
  skipped: number;
}

/**
 * One-off, after deploying the policy lists (issue 27; docs/data-model.md#policy-lists,
 * docs/operations.md#policy-list-backfill): every contract saved before them that belongs in a
 * policy list or the applications in progress gets the keys every save now writes, page by page
 * from `after` (a `next` printed before: resumable). Each write is conditional on the version read
 * and on there being no keys yet, so it never overwrites newer data; a contract that has its keys
 * is not read again, so running it twice writes nothing the second time. `onPage` hears each
 * page's counts and the token to resume from.
 */
export async function backfillPolicyIndex(
  ports: Pick<Ports, 'contracts'>,
  options: {
    after?: string;
    onPage?: (page: PolicyIndexBackfillCounts & { next?: string }) => void;
  } = {},
): Promise<PolicyIndexBackfillCounts> {
  const total: PolicyIndexBackfillCounts = { scanned: 0, written: 0, skipped: 0 };
  let after = options.after;
  do {
    const page = await ports.contracts.listUnindexed(after);
    const counts: PolicyIndexBackfillCounts = { scanned: page.scanned, written: 0, skipped: 0 };
    for (const contract of page.contracts) {
      if (await ports.contracts.writeListKeys(contract)) counts.written++;
      else counts.skipped++;
    }
    total.scanned += counts.scanned;
    total.written += counts.written;
    total.skipped += counts.skipped;
    options.onPage?.({ ...counts, ...(page.next ? { next: page.next } : {}) });
    after = page.next;
  } while (after);
  return total;
}
