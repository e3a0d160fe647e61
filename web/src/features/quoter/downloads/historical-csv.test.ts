import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeQuote } from '../../../test/quote-fixtures.js';
import { buildHistoricalCsv, HISTORICAL_CSV_FILE_NAME, indexColumnName } from './historical-csv.js';

const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

describe('historical_results.csv', () => {
  it('has Year, the cumulative rainfall and one $ payout column per offered strike (HPC), then the same as if today', () => {
    const years = [2023, 2021, 2022];
    const index = (y: number) => ({ 2021: 9.5, 2022: 13.25, 2023: 20 })[y]!;
    // A wetting trend: older years move up more when brought to the policy year.
    const asIfToday = (y: number) => ({ 2021: 10.5, 2022: 14, 2023: 20.5 })[y]!;
    const quotes = [
      makeQuote({ strike: 12, exhaust: 18, years, index, asIfToday, limit: 60_000 }),
      makeQuote({ strike: 14, exhaust: 20, years, index, asIfToday, limit: 60_000 }),
    ];
    const rows = parse(buildHistoricalCsv('HPC', quotes));
    expect(HISTORICAL_CSV_FILE_NAME).toBe('historical_results.csv');
    // The spec's columns first, in their places; the as-if-today columns after them.
    expect(rows[0]).toEqual([
      'Year',
      'Cumulative Rainfall (in)',
      'Payout 12.00 in',
      'Payout 14.00 in',
      'Cumulative Rainfall (in) As if today',
      'Payout 12.00 in As if today',
      'Payout 14.00 in As if today',
    ]);
    // Oldest year first; inches with 2 decimals; dollars with a $ prefix and 2 decimals.
    expect(rows.slice(1)).toEqual([
      ['2021', '9.50', '$0.00', '$0.00', '10.50', '$0.00', '$0.00'],
      ['2022', '13.25', '$12500.00', '$0.00', '14.00', '$20000.00', '$0.00'],
      ['2023', '20.00', '$60000.00', '$60000.00', '20.50', '$60000.00', '$60000.00'],
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
      [
        'Year',
        'Max Temperature (°F)',
        'Payout Above 90.0°F',
        'Max Temperature (°F) As if today',
        'Payout Above 90.0°F As if today',
      ],
      ['2020', '91.3', '$25200.00', '91.3', '$25200.00'],
    ]);
    const low = parse(
      buildHistoricalCsv('LTC', [
        makeQuote({ program: 'LTC', strike: 30, exhaust: 25, years: [2019], index: () => 24 }),
      ]),
    );
    expect(low[0]).toEqual([
      'Year',
      'Min Temperature (°F)',
      'Payout Below 30.0°F',
      'Min Temperature (°F) As if today',
      'Payout Below 30.0°F As if today',
    ]);
    expect(low[1]).toEqual(['2019', '24.0', '$100000.00', '24.0', '$100000.00']);
  });

  it('is empty apart from the header without options', () => {
    expect(parse(buildHistoricalCsv('HPC', []))).toEqual([
      ['Year', 'Cumulative Rainfall (in)', 'Cumulative Rainfall (in) As if today'],
    ]);
  });
});
