/**
 * Test fixtures: a minimal GeoTIFF writer (uncompressed float32, one strip, bands interleaved per
 * pixel, geographic lat/lon, optional GDAL band descriptions and nodata), built by hand because
 * geotiff's writer cannot write the GDAL_METADATA tag that carries band descriptions.
 */
export interface TinyGeoTiff {
  width: number;
  height: number;
  /** Outer upper-left corner and pixel size (degrees; pixelLat positive, rows go south). */
  originLon: number;
  originLat: number;
  pixelLon: number;
  pixelLat: number;
  bands: Float32Array[];
  descriptions?: string[];
  nodata?: string;
}

const SHORT = 3;
const LONG = 4;
const ASCII = 2;
const DOUBLE = 12;

export function buildGeoTiff(t: TinyGeoTiff): Uint8Array {
  const n = t.bands.length;
  const pixels = t.width * t.height;
  const dataBytes = pixels * n * 4;
  const entries: { tag: number; type: number; values: number[] | string }[] = [
    { tag: 256, type: LONG, values: [t.width] },
    { tag: 257, type: LONG, values: [t.height] },
    { tag: 258, type: SHORT, values: Array(n).fill(32) },
    { tag: 259, type: SHORT, values: [1] },
    { tag: 262, type: SHORT, values: [1] },
    { tag: 273, type: LONG, values: [8] },
    { tag: 277, type: SHORT, values: [n] },
    { tag: 278, type: LONG, values: [t.height] },
    { tag: 279, type: LONG, values: [dataBytes] },
    { tag: 284, type: SHORT, values: [1] },
    { tag: 339, type: SHORT, values: Array(n).fill(3) },
    { tag: 33550, type: DOUBLE, values: [t.pixelLon, t.pixelLat, 0] },
    { tag: 33922, type: DOUBLE, values: [0, 0, 0, t.originLon, t.originLat, 0] },
    { tag: 34735, type: SHORT, values: [1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4269] },
  ];
  if (t.descriptions) {
    const items = t.descriptions
      .map((d, i) => `  <Item name="DESCRIPTION" sample="${i}" role="description">${d}</Item>`)
      .join('\n');
    entries.push({ tag: 42112, type: ASCII, values: `<GDALMetadata>\n${items}\n</GDALMetadata>\0` });
  }
  if (t.nodata !== undefined) entries.push({ tag: 42113, type: ASCII, values: `${t.nodata}\0` });

  const sizeOf = (e: (typeof entries)[number]) =>
    typeof e.values === 'string'
      ? e.values.length
      : e.values.length * (e.type === SHORT ? 2 : e.type === LONG ? 4 : 8);
  let extra = 8 + dataBytes;
  const offsets = entries.map((e) => {
    const size = sizeOf(e);
    if (size <= 4) return -1;
    extra += extra % 2;
    const at = extra;
    extra += size;
    return at;
  });
  extra += extra % 2;
  const ifdOffset = extra;
  const total = ifdOffset + 2 + entries.length * 12 + 4;
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49]);
  view.setUint16(2, 42, true);
  view.setUint32(4, ifdOffset, true);
  for (let p = 0; p < pixels; p++) {
    for (let b = 0; b < n; b++) view.setFloat32(8 + (p * n + b) * 4, t.bands[b]![p]!, true);
  }
  const writeValues = (e: (typeof entries)[number], at: number) => {
    if (typeof e.values === 'string') {
      for (let i = 0; i < e.values.length; i++) bytes[at + i] = e.values.charCodeAt(i);
      return;
    }
    e.values.forEach((v, i) => {
      if (e.type === SHORT) view.setUint16(at + 2 * i, v, true);
      else if (e.type === LONG) view.setUint32(at + 4 * i, v, true);
      else view.setFloat64(at + 8 * i, v, true);
    });
  };
  view.setUint16(ifdOffset, entries.length, true);
  entries.forEach((e, i) => {
    const at = ifdOffset + 2 + i * 12;
    view.setUint16(at, e.tag, true);
    view.setUint16(at + 2, e.type, true);
    view.setUint32(at + 4, typeof e.values === 'string' ? e.values.length : e.values.length, true);
    if (offsets[i]! < 0) writeValues(e, at + 8);
    else {
      view.setUint32(at + 8, offsets[i]!, true);
      writeValues(e, offsets[i]!);
    }
  });
  return bytes;
}
