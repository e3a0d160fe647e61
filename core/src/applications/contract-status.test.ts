import { describe, expect, it } from 'vitest';
import {
  assertContractTransition,
  canTransition,
  contractStatuses,
  contractSweepDueAt,
  contractTransitionRefusedMessage,
  isAgentEditable,
  type ContractStatus,
} from './contract-status.js';

/**
 * The expected machine, written out here (docs/requirements.md#status-contract), not read from the
 * implementation: every pair below is allowed, every other pair of the 10 x 10 is refused.
 */
const EXPECTED_ALLOWED: Record<ContractStatus, ContractStatus[]> = {
  DRAFT: ['SUBMITTED', 'PENDING_APPROVAL', 'EXPIRED', 'CANCELLED'],
  SUBMITTED: ['AWAITING_CLIENT', 'EXPIRED', 'CANCELLED'],
  PENDING_APPROVAL: ['SUBMITTED', 'REJECTED', 'EXPIRED', 'CANCELLED'],
  AWAITING_CLIENT: ['CLIENT_REVIEWED', 'AWAITING_AGENT', 'EXPIRED', 'CANCELLED'],
  AWAITING_AGENT: ['SUBMITTED', 'PENDING_APPROVAL', 'EXPIRED', 'CANCELLED'],
  CLIENT_REVIEWED: ['APPROVED', 'EXPIRED', 'CANCELLED'],
  APPROVED: ['CANCELLED'],
  REJECTED: [],
  EXPIRED: [],
  CANCELLED: [],
};
const ALL: ContractStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'PENDING_APPROVAL',
  'AWAITING_CLIENT',
  'AWAITING_AGENT',
  'CLIENT_REVIEWED',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
];

describe('contract status machine', () => {
  it('has exactly the ten statuses', () => {
    expect([...contractStatuses].sort()).toEqual([...ALL].sort());
  });

  const pairs = ALL.flatMap((from) =>
    ALL.map((to) => [from, to, EXPECTED_ALLOWED[from].includes(to)] as const),
  );
  it('covers the whole 10 x 10 matrix', () => expect(pairs).toHaveLength(100));

  for (const [from, to] of pairs.filter(([, , a]) => a)) {
    it(`allows ${from} → ${to}`, () => {
      expect(canTransition(from, to)).toBe(true);
      expect(() => assertContractTransition(from, to)).not.toThrow();
    });
  }
  for (const [from, to] of pairs.filter(([, , a]) => !a)) {
    it(`refuses ${from} → ${to} with CONFLICT`, () => {
      expect(canTransition(from, to)).toBe(false);
      expect(() => assertContractTransition(from, to)).toThrow(
        expect.objectContaining({ code: 'CONFLICT', message: contractTransitionRefusedMessage(from, to) }),
      );
    });
  }

  it('refusal texts name both statuses', () => {
    expect(contractTransitionRefusedMessage('AWAITING_CLIENT', 'SUBMITTED')).toBe(
      'This application is awaiting client and cannot become submitted.',
    );
  });

  it('the agent edits only DRAFT and AWAITING_AGENT', () => {
    expect(ALL.filter(isAgentEditable)).toEqual(['DRAFT', 'AWAITING_AGENT']);
  });

  it("the sweeper's due time: a draft's deadline, a submitted contract's last write, nothing else", () => {
    const c = { applicationDeadline: '2027-01-01', updatedAt: '2026-12-01T10:00:00.000Z' };
    expect(contractSweepDueAt({ ...c, status: 'DRAFT' })).toBe('2027-01-01');
    expect(contractSweepDueAt({ ...c, status: 'SUBMITTED' })).toBe('2026-12-01T10:00:00.000Z');
    expect(contractSweepDueAt({ ...c, status: 'AWAITING_CLIENT' })).toBeUndefined();
  });
});
