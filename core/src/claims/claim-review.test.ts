import { describe, expect, it } from 'vitest';
import { claimMessages, claimReviewInputSchema, getClaimsArgsSchema } from './claim-review.js';
import { clientMessageTexts } from '../text/client-message.js';

const messages = (value: unknown) => {
  const r = claimReviewInputSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the claim review input', () => {
  it('approves without a reason; rejects only with a reason of 3 characters or more', () => {
    expect(claimReviewInputSchema.parse({ decision: 'APPROVE' })).toEqual({
      decision: 'APPROVE',
      clientMessage: '',
    });
    expect(messages({ decision: 'REJECT' })).toEqual([claimMessages.reasonRequired]);
    expect(messages({ decision: 'REJECT', reason: '  no  ' })).toEqual([claimMessages.reasonRequired]);
    expect(claimReviewInputSchema.parse({ decision: 'REJECT', reason: ' Data error ' })).toEqual({
      decision: 'REJECT',
      reason: 'Data error',
      clientMessage: '',
    });
    expect(messages({ decision: 'MAYBE' })).toEqual([claimMessages.decisionInvalid]);
    expect(messages({ decision: 'REJECT', reason: 'x'.repeat(2001) })).toContain(claimMessages.reasonTooLong);
  });

  it('takes an optional message to the policyholder apart from the reason: trimmed, cleaned, at most 1000 characters', () => {
    expect(
      claimReviewInputSchema.parse({
        decision: 'REJECT',
        reason: 'Internal',
        clientMessage: '  Below \u202Etrigger. ',
      }),
    ).toEqual({ decision: 'REJECT', reason: 'Internal', clientMessage: 'Below trigger.' });
    expect(messages({ decision: 'REJECT', reason: 'Internal', clientMessage: 'x'.repeat(1001) })).toEqual([
      clientMessageTexts.tooLong,
    ]);
  });

  it('lists claims 25 a page unless asked, in any status unless one is named', () => {
    expect(getClaimsArgsSchema.parse({})).toEqual({
      status: undefined,
      pagination: { page: 1, limit: 25 },
    });
    expect(getClaimsArgsSchema.parse({ status: 'APPROVED', pagination: { page: 2, limit: 5 } })).toEqual({
      status: 'APPROVED',
      pagination: { page: 2, limit: 5 },
    });
    expect(getClaimsArgsSchema.safeParse({ status: 'OPEN' }).success).toBe(false);
  });
});
