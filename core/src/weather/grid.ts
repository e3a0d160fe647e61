/**
 * Regular latitude/longitude grids addressed by (row, col). A grid is given by the centre of cell
 * (0, 0) and signed steps: CPC rows go north from the south edge, PRISM rows go south from the north
 * edge. Cell (row, col) covers the half-open interval [centre - step/2, centre + step/2) along each
 * index direction, so a point on a shared edge belongs to the cell with the larger index.
 */
export interface GridSpec {
  readonly cols: number;
  readonly rows: number;
  /** Latitude of the centre of row 0 (degrees). */
  readonly firstCentreLat: number;
  /** Latitude change from one row to the next (degrees; negative when row 0 is the northernmost). */
  readonly latStep: number;
  /** Longitude of the centre of column 0 (degrees east). */
  readonly firstCentreLon: number;
  /** Longitude change from one column to the next (degrees). */
  readonly lonStep: number;
}

export interface GridCell {
  readonly row: number;
  readonly col: number;
}

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/** The index (row or column) whose half-open interval holds `value`, or -1 when outside. */
function indexAlong(value: number, firstCentre: number, step: number, count: number): number {
  const i = Math.floor((value - firstCentre) / step + 0.5);
  return i >= 0 && i < count ? i : -1;
}

/** The grid cell holding a point, or null outside the grid. */
export function cellForLatLon(grid: GridSpec, lat: number, lon: number): GridCell | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const row = indexAlong(lat, grid.firstCentreLat, grid.latStep, grid.rows);
  const col = indexAlong(lon, grid.firstCentreLon, grid.lonStep, grid.cols);
  return row < 0 || col < 0 ? null : { row, col };
}

export const isCellInGrid = (grid: GridSpec, cell: GridCell): boolean =>
  Number.isInteger(cell.row) &&
  Number.isInteger(cell.col) &&
  cell.row >= 0 &&
  cell.row < grid.rows &&
  cell.col >= 0 &&
  cell.col < grid.cols;

/** Centre of a cell (degrees). */
export const cellCentre = (grid: GridSpec, cell: GridCell): LatLon => ({
  lat: grid.firstCentreLat + cell.row * grid.latStep,
  lon: grid.firstCentreLon + cell.col * grid.lonStep,
});
