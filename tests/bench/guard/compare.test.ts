import { describe, expect, it } from 'vitest';
import { type BenchFigures, type Figure, FIGURES_PREFIX, parseFigures } from '../figures.js';
import {
  type Baseline,
  type CommandResult,
  busierThanBaseline,
  compare,
  failed,
  normalise,
  ratioToBaseline,
  recordBaseline,
} from './compare.js';

const time = (name: string, value: number, target?: number): Figure => ({
  name,
  kind: 'time',
  value,
  unit: 'ms',
  ...(target === undefined ? {} : { target }),
});
const rate = (name: string, value: number, target?: number): Figure => ({
  name,
  kind: 'rate',
  value,
  unit: 'req/s',
  ...(target === undefined ? {} : { target }),
});
const size = (name: string, value: number, target?: number): Figure => ({
  name,
  kind: 'size',
  value,
  unit: 'KiB',
  ...(target === undefined ? {} : { target }),
});

const baselineOf = (command: string, line: BenchFigures): Baseline => ({
  updatedAt: '2026-11-29T12:00:00.000Z',
  benches: {
    [line.bench]: {
      command,
      calibrationMs: line.calibrationMs,
      figures: line.figures,
      recordedAt: '2026-11-29T12:00:00.000Z',
      machine: 'test',
    },
  },
});

const ran = (command: string, ...figures: BenchFigures[]): CommandResult => ({ command, figures });

describe('parseFigures', () => {
  it('finds every figures line among the readable output and ignores the rest', () => {
    const line: BenchFigures = { bench: 'exposure', calibrationMs: 6.5, figures: [time('read', 5)] };
    const output = `a table\nthe BENCH_FIGURES line follows\n${FIGURES_PREFIX}${JSON.stringify(line)}\nmore\n`;
    expect(parseFigures(output)).toEqual([line]);
  });
});

describe('normalising by the calibration loop', () => {
  it('divides timings by the calibration and multiplies rates by it; sizes stay bytes', () => {
    expect(normalise('time', 20, 10)).toBe(2);
    expect(normalise('rate', 500, 10)).toBe(5000);
    expect(normalise('size', 4096, 10)).toBe(4096);
  });

  it('sees no change when a timing and the calibration both doubled (a busier machine)', () => {
    const ratio = ratioToBaseline('time', { value: 40, calibrationMs: 20 }, { value: 20, calibrationMs: 10 });
    expect(ratio).toBe(1);
  });

  it('sees no change when a rate halved while the calibration doubled', () => {
    const ratio = ratioToBaseline(
      'rate',
      { value: 250, calibrationMs: 20 },
      { value: 500, calibrationMs: 10 },
    );
    expect(ratio).toBe(1);
  });

  it('counts a halved rate on the same machine as twice worse', () => {
    expect(
      ratioToBaseline('rate', { value: 250, calibrationMs: 10 }, { value: 500, calibrationMs: 10 }),
    ).toBe(2);
  });

  it('compares sizes as bytes, whatever the calibrations', () => {
    expect(
      ratioToBaseline('size', { value: 2048, calibrationMs: 1 }, { value: 1024, calibrationMs: 50 }),
    ).toBe(2);
  });

  it('treats a rate that fell to zero as infinitely worse', () => {
    expect(ratioToBaseline('rate', { value: 0, calibrationMs: 10 }, { value: 500, calibrationMs: 10 })).toBe(
      Infinity,
    );
  });
});

describe('verdicts against the baseline', () => {
  const base = { bench: 'pricing', calibrationMs: 10, figures: [time('HPC warm median', 1)] };

  it('passes a timing at exactly twice its baseline and fails it just above', () => {
    const atTwice = compare(
      [ran('pricing', { ...base, figures: [time('HPC warm median', 2)] })],
      baselineOf('pricing', base),
    );
    expect(atTwice[0]).toMatchObject({ verdict: 'ok', ratio: 2, fails: false });
    expect(failed(atTwice)).toBe(false);

    const above = compare(
      [ran('pricing', { ...base, figures: [time('HPC warm median', 2.02)] })],
      baselineOf('pricing', base),
    );
    expect(above[0]).toMatchObject({ verdict: 'worse', fails: true });
    expect(failed(above)).toBe(true);
  });

  it('does not fail a timing that doubled on a machine twice as busy', () => {
    const rows = compare(
      [ran('pricing', { ...base, calibrationMs: 25, figures: [time('HPC warm median', 2.4)] })],
      baselineOf('pricing', base),
    );
    expect(rows[0]).toMatchObject({ verdict: 'ok', fails: false });
    expect(rows[0]!.ratio).toBeCloseTo(0.96);
  });

  it('fails a rate that fell below half its baseline, not one that rose', () => {
    const line = { bench: 'load', calibrationMs: 10, figures: [rate('currentUser req/s', 500)] };
    const fell = compare(
      [ran('load', { ...line, figures: [rate('currentUser req/s', 240)] })],
      baselineOf('load', line),
    );
    expect(fell[0]).toMatchObject({ verdict: 'worse', fails: true });
    const rose = compare(
      [ran('load', { ...line, figures: [rate('currentUser req/s', 2000)] })],
      baselineOf('load', line),
    );
    expect(rose[0]).toMatchObject({ verdict: 'ok', ratio: 0.25, fails: false });
  });

  it('fails a size more than 10% above its baseline, exactly in bytes', () => {
    const line = { bench: 'bundles', calibrationMs: 10, figures: [size('quotes', 500_000)] };
    const within = compare(
      [ran('bundles', { ...line, calibrationMs: 99, figures: [size('quotes', 550_000)] })],
      baselineOf('bundles', line),
    );
    expect(within[0]).toMatchObject({ verdict: 'ok', fails: false });
    const over = compare(
      [ran('bundles', { ...line, figures: [size('quotes', 550_001)] })],
      baselineOf('bundles', line),
    );
    expect(over[0]).toMatchObject({ verdict: 'worse', fails: true });
  });

  it('fails a figure that has a baseline and was not printed this time', () => {
    const line = { bench: 'pricing', calibrationMs: 10, figures: [time('HPC', 1), time('HTC', 2)] };
    const rows = compare(
      [ran('pricing', { ...line, figures: [time('HPC', 1)] })],
      baselineOf('pricing', line),
    );
    expect(rows.find((r) => r.figure === 'HTC')).toMatchObject({
      verdict: 'missing',
      fails: true,
      baseline: 2,
    });
    expect(failed(rows)).toBe(true);
  });

  it('fails every baseline figure of a bench whose command measured nothing', () => {
    const rows = compare(
      [{ command: 'pricing', figures: [], notMeasured: 'exited with 1' }],
      baselineOf('pricing', base),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        bench: 'pricing',
        figure: 'HPC warm median',
        verdict: 'missing',
        fails: true,
      }),
    ]);
    expect(rows[0]!.note).toBe('exited with 1');
  });

  it('reports a bench without a baseline that measured nothing as not measured, without failing', () => {
    const rows = compare(
      [{ command: 'pages', figures: [], notMeasured: 'no npm script bench:pages' }],
      baselineOf('pricing', base),
    );
    expect(rows).toEqual([
      expect.objectContaining({ bench: 'pages', verdict: 'not measured', fails: false }),
    ]);
  });

  it('leaves out the baseline of benches that did not run (--only)', () => {
    const rows = compare(
      [ran('exposure', { bench: 'exposure', calibrationMs: 5, figures: [time('read', 5)] })],
      baselineOf('pricing', base),
    );
    expect(rows.map((r) => r.bench)).toEqual(['exposure']);
    expect(rows[0]).toMatchObject({ verdict: 'no baseline', fails: false });
  });

  it('fails a bench whose command ran but no longer prints its figures line', () => {
    const rows = compare(
      [ran('pricing', { bench: 'pricing-v2', calibrationMs: 10, figures: [time('HPC warm median', 1)] })],
      baselineOf('pricing', base),
    );
    expect(rows.find((r) => r.bench === 'pricing')).toMatchObject({ verdict: 'missing', fails: true });
  });

  it('fails two figures lines under one bench name', () => {
    const rows = compare([ran('load-a', base), ran('load-b', base)], undefined);
    expect(rows.find((r) => r.verdict === 'duplicate')).toMatchObject({ fails: true });
  });

  it('shows a figure beyond its target without failing on it', () => {
    const line = {
      bench: 'load',
      calibrationMs: 10,
      figures: [rate('currentUser req/s', 300, 500), time('p50', 30, 20)],
    };
    const rows = compare([ran('load', line)], baselineOf('load', line));
    expect(rows.map((r) => [r.overTarget, r.fails])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('does not compare a figure recorded as another kind', () => {
    const line = { bench: 'pricing', calibrationMs: 10, figures: [rate('HPC warm median', 100)] };
    const rows = compare([ran('pricing', line)], baselineOf('pricing', base));
    expect(rows[0]).toMatchObject({ verdict: 'kind changed', fails: false });
  });
});

describe('how busy the machine was', () => {
  const line = { bench: 'claim-link', calibrationMs: 10, figures: [time('existing policy median', 20)] };
  const baseline = baselineOf('claim-link', line);
  baseline.benches['claim-link']!.sampledCalibrationMs = 10;

  it("compares the calibration the guard sampled over the run with the baseline's", () => {
    expect(
      busierThanBaseline({ command: 'claim-link', figures: [line], sampledCalibrationMs: 30 }, baseline),
    ).toBe(3);
    expect(busierThanBaseline({ command: 'claim-link', figures: [line] }, baseline)).toBeUndefined();
  });

  it("normalises by the bench's own calibration, not by the samples", () => {
    const rows = compare(
      [
        {
          command: 'claim-link',
          figures: [{ ...line, figures: [time('existing policy median', 60)] }],
          sampledCalibrationMs: 30,
        },
      ],
      baseline,
    );
    expect(rows[0]).toMatchObject({ verdict: 'worse', ratio: 3, fails: true });
  });
});

describe('recording the baseline', () => {
  it('replaces the benches measured now and keeps the others', () => {
    const old = baselineOf('pricing', { bench: 'pricing', calibrationMs: 10, figures: [time('HPC', 1)] });
    const next = recordBaseline(
      old,
      [
        {
          command: 'exposure',
          figures: [{ bench: 'exposure', calibrationMs: 6, figures: [time('read', 5)] }],
          sampledCalibrationMs: 7,
        },
      ],
      'AMD EPYC x2, linux x64, Node v20',
      '2026-11-30T00:00:00.000Z',
    );
    expect(Object.keys(next.benches).sort()).toEqual(['exposure', 'pricing']);
    expect(next.benches.exposure).toEqual({
      command: 'exposure',
      calibrationMs: 6,
      sampledCalibrationMs: 7,
      figures: [time('read', 5)],
      recordedAt: '2026-11-30T00:00:00.000Z',
      machine: 'AMD EPYC x2, linux x64, Node v20',
    });
    expect(next.benches.pricing).toEqual(old.benches.pricing);
    expect(next.updatedAt).toBe('2026-11-30T00:00:00.000Z');
  });
});
