import { FormStatus } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

/**
 * Move a policy's signed loss reports (NEEDS_REVIEW) to `status`: COMPLETE after a settlement
 * without a payout, APPROVED or REJECTED with its claim's decision (drafts stay drafts). Each is a
 * conditional write on the version read, tried again once on a lost race; a report that still
 * cannot be moved is logged (at warn) and left: the settlement or decision stands.
 */
export async function moveSignedLossReports(
  ports: Pick<Ports, 'forms' | 'clock' | 'logger'>,
  contractId: string,
  status: typeof FormStatus.COMPLETE | typeof FormStatus.APPROVED | typeof FormStatus.REJECTED,
): Promise<number> {
  let moved = 0;
  for (const form of await ports.forms.listByContract(contractId)) {
    if (form.status !== FormStatus.NEEDS_REVIEW) continue;
    let current = form;
    for (let attempt = 0; attempt < 2; attempt++) {
      const at = ports.clock.now().toISOString();
      const written = await ports.forms.replace(
        { ...current, status, updatedAt: at },
        { version: current.version },
      );
      if (written) {
        moved++;
        break;
      }
      const reread = await ports.forms.get(form.id);
      if (!reread || reread.status !== FormStatus.NEEDS_REVIEW) break;
      current = reread;
      if (attempt === 1)
        ports.logger.warn('Loss report status not moved', { formId: form.id, contractId, status });
    }
  }
  return moved;
}
