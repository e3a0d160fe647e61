import { describe, expect, it } from 'vitest';
import { epochDayOfIso } from './calendar.js';
import {
  compressVersions,
  countVersions,
  cpcDayVersion,
  type DayVersion,
  expandVersions,
  mergeVersions,
  prismDayVersion,
  quoteDataVersion,
  stableThrough,
} from './data-versions.js';

const d = epochDayOfIso;
const days = (entries: [string, DayVersion][]) => new Map(entries.map(([iso, v]) => [d(iso), v]));
const stable = (stamp: string): DayVersion => ({ status: 'stable', stamp });
const prov = (stamp: string): DayVersion => ({ status: 'provisional', stamp });

describe('data versions', () => {
  it('reads PRISM stamps: version 8 is stable, 1 early, 2 to 7 provisional; file names say it in words', () => {
    expect(prismDayVersion('2004-08-12 v8-2005-02-21')).toEqual({ status: 'stable', stamp: 'v8-2005-02-21' });
    expect(prismDayVersion('2024-12-11 v6-2025-04-17')).toEqual({
      status: 'provisional',
      stamp: 'v6-2025-04-17',
    });
    expect(prismDayVersion('2025-05-05 v1-2025-05-06')).toEqual({ status: 'early', stamp: 'v1-2025-05-06' });
    expect(prismDayVersion('PRISM_ppt_provisional_4kmD2_20250401_bil.bil')).toEqual({
      status: 'provisional',
      stamp: 'provisional',
    });
    expect(prismDayVersion('PRISM_ppt_stable_4kmD2_19810101_bil.bil')?.status).toBe('stable');
    expect(prismDayVersion('prism_ppt_tampa-bay_2004.tif')).toBeNull();
    expect(prismDayVersion(null)).toBeNull();
  });

  it('CPC: retrospective years are stable; real-time days turn stable 7 days before the latest', () => {
    expect(cpcDayVersion('2006-12-31', '2006-12-31')).toEqual({ status: 'stable', stamp: 'retrospective' });
    expect(cpcDayVersion('2025-05-01', '2025-05-07')).toEqual({ status: 'provisional', stamp: 'real-time' });
    expect(cpcDayVersion('2025-04-30', '2025-05-07')).toEqual({ status: 'stable', stamp: 'real-time' });
  });

  it('keeps stable days in one run whatever their stamps, and each re-issue of the others in its own', () => {
    const v = compressVersions(
      days([
        ['2024-10-30', stable('v8-2025-04-21')],
        ['2024-10-31', stable('v8-2025-05-21')],
        ['2024-11-01', prov('v7-2025-04-17')],
        ['2024-11-02', prov('v7-2025-04-17')],
        ['2024-11-03', prov('v2-2025-04-18')],
        ['2024-11-05', prov('v2-2025-04-18')], // a gap: a new run
      ]),
    );
    expect(v.runs).toEqual([
      { from: '2024-10-30', to: '2024-10-31', status: 'stable' },
      { from: '2024-11-01', to: '2024-11-02', status: 'provisional', stamp: 'v7-2025-04-17' },
      { from: '2024-11-03', to: '2024-11-03', status: 'provisional', stamp: 'v2-2025-04-18' },
      { from: '2024-11-05', to: '2024-11-05', status: 'provisional', stamp: 'v2-2025-04-18' },
    ]);
    expect(compressVersions(expandVersions(v))).toEqual(v);
    expect(stableThrough(v, '2024-10-30')).toBe('2024-10-31');
    expect(stableThrough(v, '2024-10-01')).toBeNull(); // days before the runs have no version
  });

  it('a re-issued day takes its new version (the stable release replaces the provisional one)', () => {
    const before = compressVersions(
      days([
        ['2025-01-01', stable('v8-2025-07-21')],
        ['2025-01-02', prov('v5-2025-04-17')],
        ['2025-01-03', { status: 'early', stamp: 'v1-2025-01-04' }],
      ]),
    );
    const after = mergeVersions(before, days([['2025-01-02', stable('v8-2025-07-21')]]));
    expect(after.runs).toEqual([
      { from: '2025-01-01', to: '2025-01-02', status: 'stable' },
      { from: '2025-01-03', to: '2025-01-03', status: 'early', stamp: 'v1-2025-01-04' },
    ]);
    expect(countVersions(after, d('2025-01-01'), d('2025-01-05'))).toEqual({
      stableDays: 2,
      provisionalDays: 0,
      earlyDays: 1,
      unknownDays: 2,
      stamps: ['v1-2025-01-04'],
    });
  });

  it("a quote's version: the look-back years whose window holds provisional or early days", () => {
    // Stable through 2024-10-31 (PRISM's Tampa Bay files), provisional after.
    const runs = {
      runs: [
        { from: '1981-01-01', to: '2024-10-31', status: 'stable' as const },
        { from: '2024-11-01', to: '2024-12-31', status: 'provisional' as const, stamp: 'v7-2025-04-17' },
      ],
    };
    const window = (year: number, from: string, to: string) => ({
      year,
      startDay: d(`${year}-${from}`),
      endDay: d(`${year}-${to}`),
    });
    const jul = quoteDataVersion({
      versions: runs,
      firstDate: '1981-01-01',
      updatedAt: '2026-11-21T00:00:00.000Z',
      windows: [window(2023, '07-01', '08-31'), window(2024, '07-01', '08-31')],
    });
    expect(jul).toEqual({
      stableThrough: '2024-10-31',
      provisionalYears: [],
      provisionalDays: 0,
      unknownDays: 0,
      updatedAt: '2026-11-21T00:00:00.000Z',
    });
    const dec = quoteDataVersion({
      versions: runs,
      firstDate: '1981-01-01',
      updatedAt: null,
      windows: [window(2024, '12-01', '12-31'), window(2023, '12-01', '12-31')],
    });
    expect(dec).toMatchObject({ provisionalYears: [2024], provisionalDays: 31 });
    // No versions recorded: every day unknown, nothing claimed stable.
    expect(
      quoteDataVersion({
        versions: null,
        firstDate: '1981-01-01',
        updatedAt: null,
        windows: [window(2024, '12-01', '12-31')],
      }),
    ).toMatchObject({ stableThrough: null, provisionalYears: [], unknownDays: 31 });
  });
});
