import { describe, expect, it } from 'vitest';
import {
  CELL_HEADER_BYTES,
  decodeCellRecord,
  encodeCellRecord,
  encodingOf,
  mergeCellRecord,
  type CellRecord,
} from './cell-record.js';

const record = (firstDay: number, values: number[]): CellRecord => ({
  firstDay,
  values: Float32Array.from(values),
});
const plain = (r: CellRecord | null) => r && { firstDay: r.firstDay, values: Array.from(r.values) };

describe('cell record format', () => {
  it('round-trips float32 exactly, NaN included, with the documented header', () => {
    const r = record(-8036, [0, 1.25, NaN, 3.3, 1e-7, 612.4]);
    const bytes = encodeCellRecord(r);
    expect(bytes.byteLength).toBe(CELL_HEADER_BYTES + 6 * 4);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('ALMG');
    const view = new DataView(bytes.buffer);
    expect([view.getUint8(4), view.getUint8(5), view.getUint16(6, true)]).toEqual([1, 1, 32]);
    expect([view.getInt32(8, true), view.getUint32(12, true)]).toEqual([-8036, 6]);
    expect(plain(decodeCellRecord(bytes))).toEqual(plain(r));
    // Unaligned input (a Buffer slice of a pooled allocation) decodes too.
    const shifted = new Uint8Array(bytes.byteLength + 1);
    shifted.set(bytes, 1);
    expect(plain(decodeCellRecord(shifted.subarray(1)))).toEqual(plain(r));
  });

  it('round-trips scaled int16 to the scale, with -32768 as missing', () => {
    const encoding = { kind: 'int16', scale: 0.01, offset: 0 } as const;
    const bytes = encodeCellRecord(record(100, [0, 1.234, NaN, -12.5, 327.67]), encoding);
    expect(bytes.byteLength).toBe(CELL_HEADER_BYTES + 5 * 2);
    expect(new DataView(bytes.buffer).getInt16(CELL_HEADER_BYTES + 4, true)).toBe(-32768);
    const back = decodeCellRecord(bytes);
    expect(back.values[0]).toBe(0);
    expect(back.values[1]).toBeCloseTo(1.23, 5);
    expect(back.values[2]).toBeNaN();
    expect(back.values[3]).toBeCloseTo(-12.5, 5);
    expect(back.values[4]).toBeCloseTo(327.67, 3);
    expect(encodingOf(bytes)).toEqual(encoding);
    expect(() => encodeCellRecord(record(0, [400]), encoding)).toThrow('does not fit');
  });

  it('rejects what is not a cell object', () => {
    expect(() =>
      decodeCellRecord(new TextEncoder().encode('{"datasetId":1}............................')),
    ).toThrow('Not a grid cell object');
    const bytes = encodeCellRecord(record(0, [1, 2]));
    expect(() => decodeCellRecord(bytes.subarray(0, bytes.byteLength - 1))).toThrow('Truncated');
  });
});

describe('merging days into a record', () => {
  it('extends a record with a later year and leaves a gap as NaN', () => {
    const merged = mergeCellRecord(record(10, [1, 2]), record(14, [5, 6]));
    expect(plain(merged)).toEqual({ firstDay: 10, values: [1, 2, NaN, NaN, 5, 6] });
    expect(plain(mergeCellRecord(record(10, [1, 2]), record(7, [3])))).toEqual({
      firstDay: 7,
      values: [3, NaN, NaN, 1, 2],
    });
  });

  it('lets a finite new value replace the stored one, never a NaN', () => {
    expect(plain(mergeCellRecord(record(0, [1, 2, 3]), record(1, [9, NaN])))).toEqual({
      firstDay: 0,
      values: [1, 9, 3],
    });
  });

  it('trims leading and trailing days without a value, and is idempotent', () => {
    const update = record(0, [NaN, 4, NaN, 5, NaN, NaN]);
    const once = mergeCellRecord(null, update);
    expect(plain(once)).toEqual({ firstDay: 1, values: [4, NaN, 5] });
    expect(plain(mergeCellRecord(once, update))).toEqual(plain(once));
    expect(mergeCellRecord(null, record(0, [NaN, NaN]))).toBeNull();
  });
});
