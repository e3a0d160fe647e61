/**
 * A raster read from a file: north-up pixels with an affine geotransform, one or more bands
 * (days), values in native units with NaN for nodata.
 */
export interface Raster {
  readonly width: number;
  readonly height: number;
  /** Longitude and latitude of the outer upper-left corner of the upper-left pixel (degrees). */
  readonly originLon: number;
  readonly originLat: number;
  /** Pixel size: positive eastwards, negative southwards (degrees). */
  readonly pixelLon: number;
  readonly pixelLat: number;
  /** Band b's values, row-major from the upper-left pixel; NaN marks nodata. */
  readonly bands: readonly Float32Array[];
  /** Band b's own description (GDAL band description), when the file has one. */
  readonly descriptions: readonly (string | null)[];
}

/** Replaces a nodata value (and non-finite values) with NaN, in place. */
export function maskNodata(values: Float32Array, nodata: number | null): Float32Array {
  const f32Nodata = nodata === null ? NaN : Math.fround(nodata);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v) || v === f32Nodata) values[i] = NaN;
  }
  return values;
}
