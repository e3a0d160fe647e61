import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeQuote } from '../../../test/quote-fixtures.js';
import { buildHistoricalCsv, HISTORICAL_CSV_FILE_NAME, indexColumnName } from './historical-csv.js';

const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

describe('historical_results.csv', () => {
  it('has Year, the cumulative rainfall and one $ payout column per offered strike (HPC)', () => {
    const years = [2023, 2021, 2022];
    const index = (y: number) => ({ 2021: 9.5, 2022: 13.25, 2023: 20 })[y]!;
    const quotes = [
      makeQuote({ strike: 12, exhaust: 18, years, index, limit: 60_000 }),
      makeQuote({ strike: 14, exhaust: 20, years, index, limit: 60_000 }),
    ];
    const rows = parse(buildHistoricalCsv('HPC', quotes));
    expect(HISTORICAL_CSV_FILE_NAME).toBe('historical_results.csv');
    expect(rows[0]).toEqual(['Year', 'Cumulative Rainfall (in)', 'Payout 12.00 in', 'Payout 14.00 in']);
    // Oldest year first; inches with 2 decimals; dollars with a $ prefix and 2 decimals.
    expect(rows.slice(1)).toEqual([
      ['2021', '9.50', '$0.00', '$0.00'],
      ['2022', '13.25', '$12500.00', '$0.00'],
      ['2023', '20.00', '$60000.00', '$60000.00'],
    ]);
  });

  it('uses the Max / Min prefixes and 1-decimal °F for temperature', () => {
    expect(indexColumnName('HTC')).toBe('Max Temperature (°F)');
    expect(indexColumnName('LTC')).toBe('Min Temperature (°F)');
    expect(indexColumnName('LPC')).toBe('Cumulative Rainfall (in)');
    const high = parse(
      buildHistoricalCsv('HTC', [
        makeQuote({ program: 'HTC', strike: 90, exhaust: 95, years: [2020], index: () => 91.26 }),
      ]),
    );
    expect(high).toEqual([
      ['Year', 'Max Temperature (°F)', 'Payout Above 90.0°F'],
      ['2020', '91.3', '$25200.00'],
    ]);
    const low = parse(
      buildHistoricalCsv('LTC', [
        makeQuote({ program: 'LTC', strike: 30, exhaust: 25, years: [2019], index: () => 24 }),
      ]),
    );
    expect(low[0]).toEqual(['Year', 'Min Temperature (°F)', 'Payout Below 30.0°F']);
    expect(low[1]).toEqual(['2019', '24.0', '$100000.00']);
  });

  it('is empty apart from the header without options', () => {
    expect(parse(buildHistoricalCsv('HPC', []))).toEqual([['Year', 'Cumulative Rainfall (in)']]);
  });
});
