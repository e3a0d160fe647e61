import { describe, expect, it } from 'vitest';
import type { Row } from './compare.js';
import { formatTable, formatValue, verdictText } from './table.js';

const row = (over: Partial<Row>): Row => ({
  bench: 'bundles',
  figure: 'quotes',
  kind: 'size',
  value: 614_400,
  unit: 'KiB',
  target: 614_400,
  baseline: 512_000,
  ratio: 1.2,
  verdict: 'worse',
  overTarget: false,
  fails: true,
  ...over,
});

describe('the bench table', () => {
  it('shows sizes in the unit the bench named, from bytes', () => {
    expect(formatValue('size', 614_400, 'KiB')).toBe('600.0');
    expect(formatValue('size', 3 * 1024 * 1024, 'MiB')).toBe('3.00');
    expect(formatValue('time', 0.61, 'ms')).toBe('0.61');
    expect(formatValue('rate', 426.6, 'req/s')).toBe('426.6');
    expect(formatValue('time', undefined, 'ms')).toBe('-');
  });

  it('says which limit a failing figure went over, and a target missed', () => {
    expect(verdictText(row({}))).toBe('FAIL: over 1.1x baseline');
    expect(verdictText(row({ kind: 'time', unit: 'ms' }))).toBe('FAIL: over 2x baseline');
    expect(verdictText(row({ verdict: 'ok', fails: false, overTarget: true }))).toBe('ok, over target');
    expect(verdictText(row({ verdict: 'missing', note: 'exited with 1' }))).toBe(
      'FAIL: missing (exited with 1)',
    );
  });

  it('prints one header and one line per figure, with its ratio', () => {
    const table = formatTable([
      row({}),
      row({ figure: 'contracts', ratio: undefined, verdict: 'no baseline' }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^bench\s+figure\s+value\s+unit\s+target\s+baseline\s+ratio\s+verdict$/);
    expect(lines[1]).toContain('600.0');
    expect(lines[1]).toContain('1.20x');
    expect(lines[2]).toMatch(/contracts .* - +no baseline$/);
  });
});
