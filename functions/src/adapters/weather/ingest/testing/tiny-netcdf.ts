/** Test fixtures: a small NetCDF4-like CPC file (HDF5, deflate-compressed chunks) via h5wasm. */
import h5wasm from 'h5wasm/node';

export const CPC_FILL = -9.96921e36;

export interface TinyCpc {
  lats: number[];
  /** Degrees east, 0..360 as PSL writes them. */
  lons: number[];
  /** Time values in `timeUnits`. */
  times: number[];
  timeUnits: string;
  /** precip[t][lat][lon] flattened, mm; use CPC_FILL for missing. */
  precip: number[];
}

export async function writeTinyCpc(path: string, c: TinyCpc): Promise<void> {
  await h5wasm.ready;
  const file = new h5wasm.File(path, 'w');
  try {
    const lat = file.create_dataset({ name: 'lat', data: Float32Array.from(c.lats) });
    lat.create_attribute('units', 'degrees_north');
    const lon = file.create_dataset({ name: 'lon', data: Float32Array.from(c.lons) });
    lon.create_attribute('units', 'degrees_east');
    const time = file.create_dataset({ name: 'time', data: Float64Array.from(c.times) });
    time.create_attribute('units', c.timeUnits);
    const precip = file.create_dataset({
      name: 'precip',
      data: Float32Array.from(c.precip),
      shape: [c.times.length, c.lats.length, c.lons.length],
      dtype: '<f',
      chunks: [1, c.lats.length, c.lons.length],
      compression: 'gzip',
      compression_opts: 4,
    } as unknown as Parameters<typeof file.create_dataset>[0]);
    precip.create_attribute('units', 'mm');
    precip.create_attribute('_FillValue', CPC_FILL, null, '<f');
    precip.create_attribute('missing_value', CPC_FILL, null, '<f');
  } finally {
    file.close();
  }
}
