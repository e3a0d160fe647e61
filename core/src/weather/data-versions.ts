/**
 * Data versions (docs/pricing.md, "Data and versions"): which ingested days are final and which
 * may still be revised, what a quote's look-back contained, and which version settles a policy.
 * Pure: the ingest records a version per day, the grid store keeps them compressed in runs, the
 * server passes them here.
 *
 * - PRISM stamps each daily grid (`v8-2005-02-21`: version 8, released 21 February 2005). Version 1
 *   is the "early" grid of the next day (few stations), versions 2 to 7 the provisional grids
 *   re-issued as reports arrive, version 8 the stable grid released about six months later. The
 *   old daily file names say it in words (`PRISM_ppt_stable_4kmD2_...`, `_provisional_`, `_early_`).
 * - CPC's unified gauge analysis has no stamp: the retrospective files (years up to 2006) are
 *   final; the real-time files (2007 on) are rewritten while late gauge reports arrive, so a
 *   real-time day is provisional until it is `CPC_PROVISIONAL_DAYS` older than the latest day
 *   ingested.
 */
import { epochDayOfIso, isoOfEpochDay } from './calendar.js';

/** `early`: a first estimate (PRISM version 1); `provisional`: may still be revised; `stable`: final. */
export type DataStatus = 'early' | 'provisional' | 'stable';

/** One day's version: its status and the provider's stamp (null when the provider has none). */
export interface DayVersion {
  readonly status: DataStatus;
  readonly stamp: string | null;
}

/** Consecutive days of one version (stable days form one run whatever their stamps). */
export interface VersionRun {
  readonly from: string;
  readonly to: string;
  readonly status: DataStatus;
  /** The stamp of a non-stable run (each re-issue its own run); omitted on stable runs. */
  readonly stamp?: string;
}

/** A dataset's versions as the grid store keeps them: runs over the days with a known version. */
export interface DataVersions {
  /** Sorted, non-overlapping; days with data but no known version are in no run. */
  readonly runs: readonly VersionRun[];
}

/** The last PRISM version number, the stable grid. */
export const PRISM_STABLE_VERSION = 8;

/**
 * Real-time CPC days stay provisional this long after the latest day ingested: late gauge reports
 * revise the last days of the real-time file (the same 7 days the settlement waits for CPC).
 */
export const CPC_PROVISIONAL_DAYS = 7;

/** The last year of CPC's retrospective (final) analysis; later years are the real-time analysis. */
export const CPC_LAST_RETROSPECTIVE_YEAR = 2006;

/** A PRISM stamp (`v8-2005-02-21`, `v1-2025-05-06`) or a file name's status word, or null. */
export function prismDayVersion(text: string | null | undefined): DayVersion | null {
  if (!text) return null;
  const stamp = /\bv(\d+)-\d{4}-\d{2}-\d{2}\b/.exec(text);
  if (stamp) {
    const n = Number(stamp[1]);
    const status: DataStatus = n >= PRISM_STABLE_VERSION ? 'stable' : n <= 1 ? 'early' : 'provisional';
    return { status, stamp: stamp[0] };
  }
  const word = /(?:^|[_\s-])(stable|provisional|early)(?:[_\s-]|$)/i.exec(text)?.[1]?.toLowerCase();
  return word ? { status: word as DataStatus, stamp: word } : null;
}

/** A CPC day's version from its year and the latest day ingested (see CPC_PROVISIONAL_DAYS). */
export function cpcDayVersion(day: string, latestDate: string): DayVersion {
  if (Number(day.slice(0, 4)) <= CPC_LAST_RETROSPECTIVE_YEAR)
    return { status: 'stable', stamp: 'retrospective' };
  const provisional = epochDayOfIso(latestDate) - epochDayOfIso(day) < CPC_PROVISIONAL_DAYS;
  return { status: provisional ? 'provisional' : 'stable', stamp: 'real-time' };
}

const sameVersion = (a: DayVersion, b: DayVersion) =>
  a.status === b.status && (a.status === 'stable' || a.stamp === b.stamp);

/** Runs of days (epoch day → version), in day order. */
export function compressVersions(days: ReadonlyMap<number, DayVersion>): DataVersions {
  const sorted = [...days.keys()].sort((a, b) => a - b);
  const runs: VersionRun[] = [];
  let start = NaN;
  let prev = NaN;
  let current: DayVersion | null = null;
  const close = () => {
    if (current === null) return;
    runs.push({
      from: isoOfEpochDay(start),
      to: isoOfEpochDay(prev),
      status: current.status,
      ...(current.status !== 'stable' && current.stamp ? { stamp: current.stamp } : {}),
    });
  };
  for (const day of sorted) {
    const v = days.get(day)!;
    if (current !== null && day === prev + 1 && sameVersion(current, v)) {
      prev = day;
      continue;
    }
    close();
    start = day;
    prev = day;
    current = v;
  }
  close();
  return { runs };
}

/** Each day of the runs with its version (the inverse of compressVersions, stable stamps dropped). */
export function expandVersions(versions: DataVersions | null | undefined): Map<number, DayVersion> {
  const out = new Map<number, DayVersion>();
  for (const run of versions?.runs ?? []) {
    const v: DayVersion = { status: run.status, stamp: run.stamp ?? null };
    for (let d = epochDayOfIso(run.from); d <= epochDayOfIso(run.to); d++) out.set(d, v);
  }
  return out;
}

/**
 * The versions after an ingest: the stored ones with the new days' versions over them (a re-issued
 * day takes its new version).
 */
export function mergeVersions(
  stored: DataVersions | null | undefined,
  updates: ReadonlyMap<number, DayVersion>,
): DataVersions {
  const days = expandVersions(stored);
  for (const [day, v] of updates) days.set(day, v);
  return compressVersions(days);
}

/**
 * The last day through which every day from `firstDate` has a stable version, or null when the
 * first day is not stable (or versions are unknown).
 */
export function stableThrough(versions: DataVersions | null | undefined, firstDate: string): string | null {
  let through: string | null = null;
  let expected = epochDayOfIso(firstDate);
  for (const run of versions?.runs ?? []) {
    if (run.status !== 'stable' || epochDayOfIso(run.from) > expected) break;
    through = run.to;
    expected = epochDayOfIso(run.to) + 1;
  }
  return through;
}

/** How many days of [fromDay, toDay] (epoch days) have each status, and the non-stable stamps. */
export interface VersionCount {
  readonly stableDays: number;
  readonly provisionalDays: number;
  readonly earlyDays: number;
  /** Days with data but no recorded version. */
  readonly unknownDays: number;
  /** Distinct stamps of the non-stable days, in day order. */
  readonly stamps: readonly string[];
}

export function countVersions(
  versions: DataVersions | null | undefined,
  fromDay: number,
  toDay: number,
): VersionCount {
  let stableDays = 0;
  let provisionalDays = 0;
  let earlyDays = 0;
  const stamps: string[] = [];
  for (const run of versions?.runs ?? []) {
    const a = Math.max(fromDay, epochDayOfIso(run.from));
    const b = Math.min(toDay, epochDayOfIso(run.to));
    if (a > b) continue;
    const n = b - a + 1;
    if (run.status === 'stable') stableDays += n;
    else {
      if (run.status === 'early') earlyDays += n;
      else provisionalDays += n;
      if (run.stamp && !stamps.includes(run.stamp)) stamps.push(run.stamp);
    }
  }
  const total = Math.max(0, toDay - fromDay + 1);
  return {
    stableDays,
    provisionalDays,
    earlyDays,
    unknownDays: total - stableDays - provisionalDays - earlyDays,
    stamps,
  };
}

/**
 * What a quote records about the version of the data it priced from: the years of its look-back
 * with days that may still be revised, and the dataset's stable-through date and stamp.
 */
export interface QuoteDataVersion {
  /** Every day of the dataset up to this one is stable (null: not known). */
  readonly stableThrough: string | null;
  /** Look-back years whose window holds early or provisional days. */
  readonly provisionalYears: readonly number[];
  /** Early or provisional days in the look-back windows. */
  readonly provisionalDays: number;
  /** Look-back days with no recorded version (data ingested before versions were recorded). */
  readonly unknownDays: number;
  /** The grid store's stamp of the data (its metadata's updatedAt), or null (demo climate). */
  readonly updatedAt: string | null;
}

export function quoteDataVersion(args: {
  readonly versions: DataVersions | null | undefined;
  readonly firstDate: string;
  readonly updatedAt: string | null | undefined;
  /** The look-back years' windows, as epoch days. */
  readonly windows: readonly { readonly year: number; readonly startDay: number; readonly endDay: number }[];
}): QuoteDataVersion {
  const provisionalYears: number[] = [];
  let provisionalDays = 0;
  let unknownDays = 0;
  for (const w of args.windows) {
    const c = countVersions(args.versions, w.startDay, w.endDay);
    const open = c.provisionalDays + c.earlyDays;
    if (open > 0) provisionalYears.push(w.year);
    provisionalDays += open;
    unknownDays += c.unknownDays;
  }
  return {
    stableThrough: stableThrough(args.versions, args.firstDate),
    provisionalYears: provisionalYears.sort((a, b) => a - b),
    provisionalDays,
    unknownDays,
    updatedAt: args.updatedAt ?? null,
  };
}
