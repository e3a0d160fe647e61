import { describe, expect, it } from 'vitest';
import { purchaseBlock, purchaseBlockMessage, type PurchasableQuote } from './purchase-availability.js';

// Quoting "today" is the date in UTC-10: noon UTC on 1 Dec 2026 is 1 Dec.
const now = new Date('2026-12-01T12:00:00Z');
const quote = (over: Partial<PurchasableQuote> = {}): PurchasableQuote => ({
  program: 'HPC',
  createdAt: '2026-11-20T10:00:00Z',
  riskPeriod: { startDate: '2027-01-10' },
  applicationDeadline: '2026-12-21',
  clientId: 'client-1',
  ...over,
});
const ctx = { now, canBind: true };

describe('Begin Application', () => {
  it('is enabled inside the window, before the deadline, unexpired, with bind permission and a client', () => {
    expect(purchaseBlock(quote(), ctx)).toBeNull();
  });
  it('needs inception within 60 days of today (the 60th day still counts)', () => {
    expect(
      purchaseBlock(
        quote({ riskPeriod: { startDate: '2027-01-30' }, applicationDeadline: '2027-01-10' }),
        ctx,
      ),
    ).toBeNull();
    expect(
      purchaseBlock(
        quote({ riskPeriod: { startDate: '2027-01-31' }, applicationDeadline: '2027-01-11' }),
        ctx,
      ),
    ).toBe('inceptionWindow');
  });
  it('is closed after the application deadline', () => {
    expect(purchaseBlock(quote({ applicationDeadline: '2026-11-30' }), ctx)).toBe('deadlinePassed');
    expect(purchaseBlock(quote({ applicationDeadline: '2026-12-01' }), ctx)).toBeNull();
  });
  it('expires a quote created 120 days or more before inception', () => {
    expect(purchaseBlock(quote({ createdAt: '2026-09-12T00:00:00Z' }), ctx)).toBe('expired');
    expect(purchaseBlock(quote({ createdAt: '2026-09-13T00:00:00Z' }), ctx)).toBeNull();
  });
  it('needs bind permission and an attached client; never for a submitted quote', () => {
    expect(purchaseBlock(quote(), { ...ctx, canBind: false })).toBe('noBind');
    expect(purchaseBlock(quote({ clientId: null }), ctx)).toBe('noClient');
    expect(purchaseBlock(quote({ clientId: null }), { ...ctx, requireClient: false })).toBeNull();
    expect(purchaseBlock(quote({ frozenAt: '2026-11-30T00:00:00Z' }), ctx)).toBe('submitted');
  });
  it('liftApplicationDeadline lifts the three date rules only', () => {
    const late = quote({
      applicationDeadline: '2026-01-01',
      createdAt: '2025-01-01T00:00:00Z',
      riskPeriod: { startDate: '2027-06-01' },
    });
    expect(purchaseBlock(late, ctx)).toBe('inceptionWindow');
    expect(purchaseBlock(late, { ...ctx, liftApplicationDeadline: true })).toBeNull();
    expect(purchaseBlock(late, { ...ctx, liftApplicationDeadline: true, canBind: false })).toBe('noBind');
  });
  it('says why in the spec’s words', () => {
    expect(purchaseBlockMessage('inceptionWindow', 'HPC')).toBe(
      'You can only purchase coverage for an inception date within 60 days of today.',
    );
    expect(purchaseBlockMessage('deadlinePassed', 'HPC')).toBe(
      'The application deadline has passed. Deadline is 20 days from the inception date.',
    );
    expect(purchaseBlockMessage('expired', 'LTC')).toBe(
      'This premium indication was created 120 days before the inception date and will need to be recreated. Please create a new premium indication.',
    );
    expect(purchaseBlockMessage('noBind', 'HTC')).toBe(
      'You do not have the permissions to bind this quote. Please contact your organization admin.',
    );
  });
});
