import { describe, expect, it } from 'vitest';
import { makeQuote } from '../../test/quote-fixtures.js';
import { priceBreakdownRows } from './price-breakdown.js';

const row = (rows: ReturnType<typeof priceBreakdownRows>, label: string) =>
  rows.find((r) => r.label.startsWith(label))?.value;

describe('priceBreakdownRows', () => {
  it("shows the server's amounts, totals included, without adding any", () => {
    // A total the parts do not add up to: the row must show the server's figure, not a sum.
    const q = { ...makeQuote({ strike: 18, exhaust: 22, netPremium: 1000 }), estimatedTaxesAndFees: 123.45 };
    const rows = priceBreakdownRows(q);
    expect(row(rows, 'Net Premium')).toBe('$1,000.00');
    expect(row(rows, 'Taxes and Fees')).toBe('$123.45');
    expect(row(rows, 'Surplus Lines Tax')).toBe('$220.50');
    expect(row(rows, 'Policy Fee')).toBe('$100.00');
    expect(row(rows, 'Estimated Gross Premium')).toBe('$1,350.25');
    expect(row(rows, 'Agent Commission (10%)')).toBe('$100.00');
  });

  it('reads TBD for the taxes and the gross where they cannot be estimated (Kentucky)', () => {
    const rows = priceBreakdownRows(makeQuote({ strike: 18, exhaust: 22, netPremium: 1000, state: 'KY' }));
    expect(rows.filter((r) => r.value === 'TBD').map((r) => r.label)).toEqual([
      'Taxes and Fees',
      'Surplus Lines Tax',
      'Stamping Fee',
      'Estimated Gross Premium',
    ]);
    expect(row(rows, 'Policy Fee')).toBe('$100.00');
  });
});
