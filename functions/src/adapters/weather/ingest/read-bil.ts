import { readFile } from 'node:fs/promises';
import { maskNodata, type Raster } from './raster.js';

/**
 * Reads an ESRI BIL raster (PRISM's `PRISM_<var>_stable_4kmD2_<YYYYMMDD>_bil.bil`) with its `.hdr`
 * header: NROWS, NCOLS, NBANDS, NBITS, PIXELTYPE, BYTEORDER (I little, M big), ULXMAP/ULYMAP
 * (centre of the upper-left pixel), XDIM, YDIM, NODATA.
 */
export async function readBil(path: string): Promise<Raster> {
  const headerPath = path.replace(/\.bil$/i, '.hdr');
  const header = new Map<string, string>();
  for (const line of (await readFile(headerPath, 'utf8')).split(/\r?\n/)) {
    const [key, ...rest] = line.trim().split(/\s+/);
    if (key) header.set(key.toUpperCase(), rest.join(' '));
  }
  const num = (key: string, fallback?: number): number => {
    const v = header.get(key);
    if (v === undefined) {
      if (fallback !== undefined) return fallback;
      throw new Error(`${headerPath}: no ${key}`);
    }
    return Number(v);
  };
  const width = num('NCOLS');
  const height = num('NROWS');
  const bandCount = num('NBANDS', 1);
  const bits = num('NBITS', 32);
  const pixelType = (header.get('PIXELTYPE') ?? 'FLOAT').toUpperCase();
  const littleEndian = (header.get('BYTEORDER') ?? 'I').toUpperCase().startsWith('I');
  const xdim = num('XDIM');
  const ydim = num('YDIM');
  const nodata = header.has('NODATA') ? num('NODATA') : null;
  const layout = (header.get('LAYOUT') ?? 'BIL').toUpperCase();
  if (layout !== 'BIL') throw new Error(`${headerPath}: layout ${layout} is not supported`);
  const bytes = await readFile(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width8 = bits / 8;
  if (bytes.byteLength < width * height * bandCount * width8) throw new Error(`${path}: file is too short`);
  const read = (offset: number): number => {
    if (pixelType === 'FLOAT' && bits === 32) return view.getFloat32(offset, littleEndian);
    if (pixelType === 'FLOAT' && bits === 64) return view.getFloat64(offset, littleEndian);
    if (pixelType === 'SIGNEDINT' && bits === 16) return view.getInt16(offset, littleEndian);
    if (pixelType === 'SIGNEDINT' && bits === 32) return view.getInt32(offset, littleEndian);
    throw new Error(`${headerPath}: pixel type ${pixelType} ${bits} bits is not supported`);
  };
  const bands = Array.from({ length: bandCount }, () => new Float32Array(width * height));
  // BIL: for each row, band 1's row, then band 2's, ...
  for (let row = 0; row < height; row++) {
    for (let b = 0; b < bandCount; b++) {
      const base = (row * bandCount + b) * width * width8;
      const band = bands[b]!;
      for (let col = 0; col < width; col++) band[row * width + col] = read(base + col * width8);
    }
  }
  return {
    width,
    height,
    originLon: num('ULXMAP') - xdim / 2,
    originLat: num('ULYMAP') + ydim / 2,
    pixelLon: xdim,
    pixelLat: -ydim,
    bands: bands.map((b) => maskNodata(b, nodata)),
    descriptions: bands.map(() => null),
  };
}
