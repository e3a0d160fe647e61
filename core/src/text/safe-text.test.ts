import { describe, expect, it } from 'vitest';
import { applicationMessages, businessDetailsSchema } from '../applications/application-form.js';
import { updateUserSchema } from '../schemas/auth.js';
import { createClientUserSchema } from '../schemas/quoter.js';
import { hasUnsafeText, safeText, unsafeTextMessage } from './safe-text.js';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('safeText', () => {
  it('replaces bidi overrides, CR/LF, BEL and zero-width characters with single spaces', () => {
    expect(safeText('Dana\u202Eexe\u202C\r\nRe\u200Byes\u0007!')).toBe('Dana exe Re yes !');
    expect(hasUnsafeText('Zoë Ñúñez')).toBe(false);
    expect(hasUnsafeText('Zoë\u2066')).toBe(true);
  });
});

describe('names a sender chooses', () => {
  it('a client name with a bidi override or a line break is refused', () => {
    const client = { firstName: 'Mor\u202Egan', lastName: 'Blake', email: 'm@example.com' };
    expect(firstIssue(createClientUserSchema.safeParse(client))).toBe(unsafeTextMessage);
    expect(
      firstIssue(createClientUserSchema.safeParse({ ...client, firstName: 'Morgan', lastName: 'B\r\nX' })),
    ).toBe(unsafeTextMessage);
    expect(createClientUserSchema.safeParse({ ...client, firstName: 'Zoë' }).success).toBe(true);
  });

  it("a user's own name with BEL or a zero-width space is refused", () => {
    expect(firstIssue(updateUserSchema.safeParse({ firstName: 'Ada\u0007', lastName: 'L' }))).toBe(
      unsafeTextMessage,
    );
    expect(firstIssue(updateUserSchema.safeParse({ firstName: 'Ada', lastName: 'L\u200B' }))).toBe(
      unsafeTextMessage,
    );
  });
});

describe('revenue', () => {
  const years = (revenue: number) => ({
    businessType: 'OTHER',
    businessOperationsDescription: 'Row crops',
    previousAnnualRevenue: [2023, 2024, 2025].map((year) => ({ year, revenue })),
  });

  it('is whole dollars: $0.50 is refused with a clear message, $0 and $1 are taken', () => {
    expect(firstIssue(businessDetailsSchema.safeParse(years(0.5)))).toBe(
      applicationMessages.revenueWholeDollars,
    );
    expect(businessDetailsSchema.safeParse(years(0)).success).toBe(true);
    expect(businessDetailsSchema.safeParse(years(1)).success).toBe(true);
  });
});
