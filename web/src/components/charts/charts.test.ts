import { describe, expect, it } from 'vitest';
import { historySummary } from './charts.js';

const points = [
  { year: 2021, index: 10.2, payout: 0 },
  { year: 2022, index: 14.8, payout: 2500 },
  { year: 2023, index: 12.1, payout: 0 },
];

describe('historySummary', () => {
  it("states the server's average payout, not one the web adds up", () => {
    expect(historySummary('HPC', points, 1234.56)).toBe(
      'The selected option would have paid in 1 of 3 years (2021–2023), $1,234.56 a year on average. Index from 10.20 in to 14.80 in.',
    );
  });
  it('adds the as-if-today years and average beside the observed ones', () => {
    const both = points.map((p) => ({ ...p, payoutAsIfToday: p.year === 2023 ? 0 : 3000 }));
    expect(historySummary('HPC', both, 1234.56, 2000)).toBe(
      'The selected option would have paid in 1 of 3 years (2021–2023), $1,234.56 a year on average. As if today: in 2 years, $2,000.00 a year on average. Index from 10.20 in to 14.80 in.',
    );
  });
  it('shows only the years and the index range before an option is priced', () => {
    expect(historySummary('HPC', points)).toBe('3 years (2021–2023). Index from 10.20 in to 14.80 in.');
  });
});
