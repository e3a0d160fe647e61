/**
 * CPC IDs: a cell's position in the 300-column CPC grid counted row-major from the south-west
 * corner, id = row * 300 + col, 0..35999. The picker accepts 0..90000
 * (docs/requirements.md#validation-locations); ids past the grid name no cell.
 */
import { CPC_GRID } from './datasets.js';
import { cellCentre, cellForLatLon, type GridCell, isCellInGrid, type LatLon } from './grid.js';

export const CPC_ID_COUNT = CPC_GRID.cols * CPC_GRID.rows; // 36000
/** The largest id the location picker accepts. */
export const CPC_ID_INPUT_MAX = 90000;

export function cpcIdOfCell(cell: GridCell): number | null {
  return isCellInGrid(CPC_GRID, cell) ? cell.row * CPC_GRID.cols + cell.col : null;
}

export function cellOfCpcId(id: number): GridCell | null {
  if (!Number.isInteger(id) || id < 0 || id >= CPC_ID_COUNT) return null;
  return { row: Math.floor(id / CPC_GRID.cols), col: id % CPC_GRID.cols };
}

export function cpcIdForLatLon(lat: number, lon: number): number | null {
  const cell = cellForLatLon(CPC_GRID, lat, lon);
  return cell ? cpcIdOfCell(cell) : null;
}

export function centreOfCpcId(id: number): LatLon | null {
  const cell = cellOfCpcId(id);
  return cell ? cellCentre(CPC_GRID, cell) : null;
}
