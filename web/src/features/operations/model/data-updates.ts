/** How the operations page shows a data update run. */
import {
  dataUpdateStatusPalette,
  dataUpdateTexts,
  datasetTitleOf,
  type DataUpdateRunStatus,
  formatUsDate,
} from '@almanac/core';

export interface DataUpdateRunView {
  id: string;
  datasetId: string;
  status: string;
  trigger: string;
  startedAt: string;
  finishedAt?: string | null;
  latestDateBefore?: string | null;
  latestDateAfter?: string | null;
  daysAdded: number;
  filesIngested: number;
  error?: string | null;
}

export const datasetTitle = (id: string): string => datasetTitleOf(id);

export const statusLabel = (status: string): string =>
  dataUpdateTexts.statuses[status as DataUpdateRunStatus] ?? status;

export const statusPalette = (status: string): string =>
  dataUpdateStatusPalette[status as DataUpdateRunStatus] ?? 'gray';

export const triggerLabel = (trigger: string): string =>
  (dataUpdateTexts.triggers as Record<string, string>)[trigger] ?? trigger;

/** A timestamp in the browser's time zone, e.g. "11/20/2026, 05:30"; a dash when there is none. */
export function timeOf(value: string | null | undefined): string {
  if (!value) return dataUpdateTexts.none;
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "MM/dd/yyyy → MM/dd/yyyy" (a dash for a day not known). */
export const latestOf = (run: Pick<DataUpdateRunView, 'latestDateBefore' | 'latestDateAfter'>): string => {
  const day = (v: string | null | undefined) => (v ? formatUsDate(v) : dataUpdateTexts.none);
  return `${day(run.latestDateBefore)} → ${day(run.latestDateAfter)}`;
};
