/**
 * The grid store's cell object: one location's whole daily record of one dataset in one object, so
 * a quote reads one object per location. Binary, little-endian:
 *
 *   offset size  field
 *        0    4  magic "ALMG"
 *        4    1  format version (1)
 *        5    1  encoding: 1 = float32, 2 = int16 scaled
 *        6    2  header length in bytes (32; readers skip to it)
 *        8    4  first day: int32, days since 1970-01-01
 *       12    4  day count: uint32
 *       16    8  scale: float64 (int16: value = raw * scale + offset; float32: 1)
 *       24    8  offset: float64 (float32: 0)
 *       32  4|2 x count  values for consecutive days from the first day
 *
 * float32: NaN is a missing day. int16: -32768 is a missing day. Values are in the dataset's
 * native unit (mm, deg C). float32 is lossless for PRISM and CPC (both publish float32); int16
 * halves the size where a resolution of `scale` is enough (e.g. 0.01 mm or 0.01 deg C).
 */

export const CELL_MAGIC = 'ALMG';
export const CELL_FORMAT_VERSION = 1;
export const CELL_HEADER_BYTES = 32;
export const INT16_MISSING = -32768;

export type CellEncoding = { kind: 'float32' } | { kind: 'int16'; scale: number; offset: number };
export const FLOAT32: CellEncoding = { kind: 'float32' };

/** A decoded cell record: values for consecutive epoch days from `firstDay`, NaN when missing. */
export interface CellRecord {
  readonly firstDay: number;
  readonly values: Float32Array;
}

export function encodeCellRecord(record: CellRecord, encoding: CellEncoding = FLOAT32): Uint8Array {
  const count = record.values.length;
  const width = encoding.kind === 'float32' ? 4 : 2;
  const bytes = new Uint8Array(CELL_HEADER_BYTES + count * width);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = CELL_MAGIC.charCodeAt(i);
  view.setUint8(4, CELL_FORMAT_VERSION);
  view.setUint8(5, encoding.kind === 'float32' ? 1 : 2);
  view.setUint16(6, CELL_HEADER_BYTES, true);
  view.setInt32(8, record.firstDay, true);
  view.setUint32(12, count, true);
  view.setFloat64(16, encoding.kind === 'float32' ? 1 : encoding.scale, true);
  view.setFloat64(24, encoding.kind === 'float32' ? 0 : encoding.offset, true);
  if (encoding.kind === 'float32') {
    for (let i = 0; i < count; i++) view.setFloat32(CELL_HEADER_BYTES + 4 * i, record.values[i]!, true);
  } else {
    for (let i = 0; i < count; i++) {
      const v = record.values[i]!;
      let raw = INT16_MISSING;
      if (v === v) {
        raw = Math.round((v - encoding.offset) / encoding.scale);
        if (raw < -32767 || raw > 32767) {
          throw new RangeError(`Value ${v} does not fit the int16 encoding (scale ${encoding.scale})`);
        }
      }
      view.setInt16(CELL_HEADER_BYTES + 2 * i, raw, true);
    }
  }
  return bytes;
}

export function decodeCellRecord(bytes: Uint8Array): CellRecord {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!);
  if (bytes.byteLength < CELL_HEADER_BYTES || magic !== CELL_MAGIC) throw new Error('Not a grid cell object');
  const version = view.getUint8(4);
  if (version !== CELL_FORMAT_VERSION) throw new Error(`Unsupported grid cell format version ${version}`);
  const encoding = view.getUint8(5);
  const header = view.getUint16(6, true);
  const firstDay = view.getInt32(8, true);
  const count = view.getUint32(12, true);
  const scale = view.getFloat64(16, true);
  const offset = view.getFloat64(24, true);
  const width = encoding === 1 ? 4 : encoding === 2 ? 2 : 0;
  if (width === 0) throw new Error(`Unknown grid cell encoding ${encoding}`);
  if (bytes.byteLength < header + count * width) throw new Error('Truncated grid cell object');
  const values = new Float32Array(count);
  if (encoding === 1) {
    const start = bytes.byteOffset + header;
    if (start % 4 === 0) {
      // Little-endian hosts (all Node targets) can copy the payload as is.
      values.set(new Float32Array(bytes.buffer, start, count));
    } else {
      for (let i = 0; i < count; i++) values[i] = view.getFloat32(header + 4 * i, true);
    }
  } else {
    for (let i = 0; i < count; i++) {
      const raw = view.getInt16(header + 2 * i, true);
      values[i] = raw === INT16_MISSING ? NaN : raw * scale + offset;
    }
  }
  return { firstDay, values };
}

/** The encoding an object was written with (so a merge keeps it). */
export function encodingOf(bytes: Uint8Array): CellEncoding {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint8(5) === 1
    ? FLOAT32
    : { kind: 'int16', scale: view.getFloat64(16, true), offset: view.getFloat64(24, true) };
}

/**
 * Merges new days into a record. A finite new value replaces the stored one (a re-issued file
 * wins); a NaN new value never erases a stored value. The result spans the first to the last day
 * with a finite value in either (days between without data are NaN), or is null when neither has
 * any. Merging the same days twice gives the same record.
 */
export function mergeCellRecord(existing: CellRecord | null, update: CellRecord): CellRecord | null {
  let first = Infinity;
  let last = -Infinity;
  const scan = (r: CellRecord) => {
    for (let i = 0; i < r.values.length; i++) {
      if (r.values[i] === r.values[i]) {
        first = Math.min(first, r.firstDay + i);
        break;
      }
    }
    for (let i = r.values.length - 1; i >= 0; i--) {
      if (r.values[i] === r.values[i]) {
        last = Math.max(last, r.firstDay + i);
        break;
      }
    }
  };
  if (existing) scan(existing);
  scan(update);
  if (first > last) return null;
  const values = new Float32Array(last - first + 1).fill(NaN);
  const copy = (r: CellRecord, overwriteOnlyFinite: boolean) => {
    for (let i = 0; i < r.values.length; i++) {
      const day = r.firstDay + i;
      if (day < first || day > last) continue;
      const v = r.values[i]!;
      if (overwriteOnlyFinite && v !== v) continue;
      values[day - first] = v;
    }
  };
  if (existing) copy(existing, false);
  copy(update, true);
  return { firstDay: first, values };
}

/** Number of NaN days in a record. */
export function countMissing(values: Float32Array): number {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (values[i] !== values[i]) n++;
  return n;
}

export const equalBytes = (a: Uint8Array | null, b: Uint8Array): boolean =>
  a !== null && a.byteLength === b.byteLength && Buffer.compare(a, b) === 0;
