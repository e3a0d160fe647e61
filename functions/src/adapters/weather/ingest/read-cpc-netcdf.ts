/**
 * Reads a CPC US unified daily precipitation file (`precip.V1.0.YYYY.nc` as NOAA PSL publishes
 * it): NetCDF4 (HDF5) with `precip(time, lat, lon)` in mm, `lat` (20.125..49.875), `lon` in
 * degrees east (230.125..304.875), `time` in days or hours since a base date (its `units`
 * attribute says which). `_FillValue` / `missing_value` (-9.96921e36) and any non-finite or
 * negative amount become NaN; `scale_factor` / `add_offset` are applied when present.
 */
import { epochDayOfIso } from '@almanac/core';
import h5wasm from 'h5wasm/node';

export interface CpcFile {
  /** Epoch day of each time step. */
  readonly days: Int32Array;
  readonly lats: Float64Array;
  /** Longitudes in degrees east, -180..180. */
  readonly lons: Float64Array;
  /** precip[t][lat][lon], mm, NaN when missing. */
  readonly precip: Float32Array;
}

type H5Dataset = InstanceType<typeof h5wasm.Dataset>;

const attr = (dataset: H5Dataset, name: string): unknown => {
  const a = dataset.attrs[name];
  if (!a) return undefined;
  const v = a.value as unknown;
  return ArrayBuffer.isView(v) || Array.isArray(v) ? (v as ArrayLike<unknown>)[0] : v;
};

/** `days since 1900-01-01`, `hours since 1900-01-01 00:00:0.0`, ... → (step in days, base epoch day). */
export function parseTimeUnits(units: string): { daysPerUnit: number; baseDay: number } {
  const match = /^\s*(days|hours|minutes|seconds)\s+since\s+(\d{1,4})-(\d{1,2})-(\d{1,2})/i.exec(units);
  if (!match) throw new Error(`Unsupported time units: ${units}`);
  const perDay: Record<string, number> = { days: 1, hours: 24, minutes: 1440, seconds: 86400 };
  const iso = `${match[2]!.padStart(4, '0')}-${match[3]!.padStart(2, '0')}-${match[4]!.padStart(2, '0')}`;
  return { daysPerUnit: 1 / perDay[match[1]!.toLowerCase()]!, baseDay: epochDayOfIso(iso) };
}

let ready: Promise<unknown> | undefined;

export async function readCpcNetcdf(path: string): Promise<CpcFile> {
  ready ??= h5wasm.ready;
  await ready;
  const file = new h5wasm.File(path, 'r');
  try {
    const get = (name: string): H5Dataset => {
      const d = file.get(name);
      if (!(d instanceof h5wasm.Dataset)) throw new Error(`${path}: no variable ${name}`);
      return d;
    };
    const precipVar = get('precip');
    const timeVar = get('time');
    const shape = precipVar.shape ?? [];
    const lats = Float64Array.from(get('lat').value as ArrayLike<number>);
    const lons = Float64Array.from(get('lon').value as ArrayLike<number>, (x) => (x > 180 ? x - 360 : x));
    if (shape.length !== 3 || shape[1] !== lats.length || shape[2] !== lons.length) {
      throw new Error(`${path}: precip is not (time, lat, lon)`);
    }
    const { daysPerUnit, baseDay } = parseTimeUnits(String(attr(timeVar, 'units') ?? ''));
    const times = timeVar.value as ArrayLike<number | bigint>;
    const days = Int32Array.from({ length: shape[0]! }, (_, i) =>
      Math.floor(baseDay + Number(times[i]) * daysPerUnit + 1e-6),
    );
    const raw = precipVar.value as ArrayLike<number>;
    const fills = ['_FillValue', 'missing_value']
      .map((n) => attr(precipVar, n))
      .filter((v): v is number => typeof v === 'number')
      .map((v) => Math.fround(v));
    const scale = Number(attr(precipVar, 'scale_factor') ?? 1);
    const offset = Number(attr(precipVar, 'add_offset') ?? 0);
    const precip = new Float32Array(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const r = raw[i]!;
      const v = r * scale + offset;
      precip[i] =
        !Number.isFinite(v) || fills.includes(Math.fround(r)) || v < 0 || Math.abs(r) > 1e30 ? NaN : v;
    }
    return { days, lats, lons, precip };
  } finally {
    file.close();
  }
}
