import { fromArrayBuffer } from 'geotiff';
import { readFile } from 'node:fs/promises';
import { maskNodata, type Raster } from './raster.js';

/**
 * Reads every band of a GeoTIFF or COG (first image; overviews ignored), with each band's GDAL
 * description (`<YYYY-MM-DD> <version>` in the Tampa Bay PRISM files) and nodata as NaN.
 */
export async function readGeoTiff(path: string): Promise<Raster> {
  const file = await readFile(path);
  const tiff = await fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  const image = await tiff.getImage();
  const [originLon, originLat] = image.getOrigin();
  const [pixelLon, pixelLat] = image.getResolution();
  const width = image.getWidth();
  const height = image.getHeight();
  const samples = image.getSamplesPerPixel();
  const nodata = image.getGDALNoData();
  const rasters = (await image.readRasters({ interleave: false })) as unknown as ArrayLike<number>[];
  const directory = image.fileDirectory as unknown as {
    hasTag(name: string): boolean;
    loadValue(name: string): Promise<unknown>;
  };
  const described = directory.hasTag('GDAL_METADATA')
    ? bandDescriptions(String(await directory.loadValue('GDAL_METADATA')))
    : new Map<number, string>();
  const bands: Float32Array[] = [];
  const descriptions: (string | null)[] = [];
  for (let b = 0; b < samples; b++) {
    const band = rasters[b]!;
    bands.push(maskNodata(band instanceof Float32Array ? band : Float32Array.from(band), nodata));
    descriptions.push(described.get(b) ?? null);
  }
  return {
    width,
    height,
    originLon: originLon!,
    originLat: originLat!,
    pixelLon: pixelLon!,
    pixelLat: pixelLat!,
    bands,
    descriptions,
  };
}

const xmlText = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Band descriptions from the GDAL_METADATA tag (parsed once, not once per band):
 * `<Item name="DESCRIPTION" sample="0" role="description">2004-08-12 v8-2005-02-21</Item>`.
 */
export function bandDescriptions(xml: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of xml.matchAll(/<Item\b([^>]*)>([^<]*)<\/Item>/g)) {
    const attrs = m[1]!;
    const name = /\bname="([^"]*)"/.exec(attrs)?.[1];
    const sample = /\bsample="(\d+)"/.exec(attrs)?.[1];
    if (name === 'DESCRIPTION' && sample !== undefined) out.set(Number(sample), xmlText(m[2]!).trim());
  }
  return out;
}
