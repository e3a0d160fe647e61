/**
 * PRISM file names:
 * - yearly multi-band GeoTIFF (the Tampa Bay set): `prism_<var>_<region>_<YYYY>.tif`, band i = day i
 * - single day GeoTIFF/COG: `prism_<var>_us_30s_<YYYYMMDD>.tif` (800 m) or `..._25m_...` (4 km)
 * - single day BIL: `PRISM_<var>_stable_4kmD2_<YYYYMMDD>_bil.bil` (+ `.hdr`)
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatasetId } from '@almanac/core';

export type PrismVariable = 'ppt' | 'tmax' | 'tmin';

export const prismDatasetOf: Readonly<Record<PrismVariable, DatasetId>> = {
  ppt: 'prism-precip-daily',
  tmax: 'prism_temp_max-daily',
  tmin: 'prism_temp_min-daily',
};

export interface PrismFileName {
  readonly variable: PrismVariable | null;
  readonly format: 'tif' | 'bil';
  /** `yearly`: band i is day i of `year`; `daily`: the one band is `date`. */
  readonly span: { kind: 'yearly'; year: number } | { kind: 'daily'; date: string } | { kind: 'unknown' };
}

export function parsePrismFileName(name: string): PrismFileName | null {
  const lower = name.toLowerCase();
  const format = /\.(tif|tiff)$/.test(lower) ? 'tif' : lower.endsWith('.bil') ? 'bil' : null;
  if (!format) return null;
  const variable =
    (/(?:^|[_-])(ppt|tmax|tmin)(?:[_-]|$)/.exec(lower)?.[1] as PrismVariable | undefined) ?? null;
  const daily = /(?:^|[_-])((?:18|19|20)\d{2})(\d{2})(\d{2})(?:[_.-]|$)/.exec(lower);
  if (daily)
    return { variable, format, span: { kind: 'daily', date: `${daily[1]}-${daily[2]}-${daily[3]}` } };
  const yearly = /[_-]((?:18|19|20)\d{2})\.(tif|tiff|bil)$/.exec(lower);
  if (yearly) return { variable, format, span: { kind: 'yearly', year: Number(yearly[1]) } };
  return { variable, format, span: { kind: 'unknown' } };
}

/** The raster files named by the arguments: files as given, folders searched recursively. */
export async function listRasterFiles(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input);
    if (info.isDirectory()) {
      const entries = await readdir(input, { recursive: true, withFileTypes: true });
      for (const e of entries) {
        if (e.isFile() && /\.(tif|tiff|bil)$/i.test(e.name)) files.push(join(e.parentPath, e.name));
      }
    } else {
      files.push(input);
    }
  }
  return [...new Set(files)].sort();
}
