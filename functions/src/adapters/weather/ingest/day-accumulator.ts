import { dateOfEpochDay, epochDayOf, type GridSpec, isLeapYear } from '@almanac/core';
import type { CellUpdate } from '../grid-store/grid-writer.js';

/**
 * Collects ingested values per cell and year in memory until they are written (merged) into the
 * grid store, so each cell object is read and written once per flush, not once per file.
 */
export class DayAccumulator {
  private readonly cells = new Map<number, Map<number, Float32Array>>();
  /** Values held (366 per cell-year), to decide when to flush. */
  heldValues = 0;

  constructor(private readonly grid: GridSpec) {}

  /** Day `epochDay`'s values of the cells `cellIds` (row * cols + col); NaN values are skipped. */
  addDay(epochDay: number, cellIds: ArrayLike<number>, values: ArrayLike<number>): void {
    const { year } = dateOfEpochDay(epochDay);
    const index = epochDay - epochDayOf(year, 1, 1);
    for (let k = 0; k < cellIds.length; k++) {
      const v = values[k]!;
      if (v !== v) continue;
      const id = cellIds[k]!;
      let years = this.cells.get(id);
      if (!years) this.cells.set(id, (years = new Map()));
      let arr = years.get(year);
      if (!arr) {
        years.set(year, (arr = new Float32Array(366).fill(NaN)));
        this.heldValues += 366;
      }
      arr[index] = v;
    }
  }

  /** Everything held as one contiguous update per cell (NaN between), then forgets it. */
  drain(): CellUpdate[] {
    const updates: CellUpdate[] = [];
    const ids = [...this.cells.keys()].sort((a, b) => a - b);
    for (const id of ids) {
      const years = this.cells.get(id)!;
      const list = [...years.keys()].sort((a, b) => a - b);
      const firstYear = list[0]!;
      const lastYear = list[list.length - 1]!;
      const firstDay = epochDayOf(firstYear, 1, 1);
      const lastDay = epochDayOf(lastYear, 12, 31);
      const values = new Float32Array(lastDay - firstDay + 1).fill(NaN);
      for (const year of list) {
        const days = isLeapYear(year) ? 366 : 365;
        values.set(years.get(year)!.subarray(0, days), epochDayOf(year, 1, 1) - firstDay);
      }
      updates.push({
        cell: { row: Math.floor(id / this.grid.cols), col: id % this.grid.cols },
        firstDay,
        values,
      });
    }
    this.cells.clear();
    this.heldValues = 0;
    return updates;
  }
}
