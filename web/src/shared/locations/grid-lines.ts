/**
 * The dataset's grid cell outlines for the map's viewport (docs/requirements.md#access-and-routing,
 * #constants: "grid lines at zoom 2 or higher"). Only the lines inside both the viewport and the
 * grid are built, only from the zoom where cells are at least MIN_CELL_PX wide on screen (and never
 * below zoom 2), and never more than `maxLines`: CPC cells (0.25 deg) show from about zoom 5, PRISM
 * cells (1/24 deg) from about zoom 7.5.
 */
import type { GridSpec } from '@almanac/core';
import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';

export const GRID_MIN_ZOOM = 2;
export const MIN_CELL_PX = 8;
export const MAX_GRID_LINES = 600;
/** Web-mercator world width in pixels at zoom 0 (maplibre's 512 px tiles). */
const WORLD_PX = 512;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The grid's outer edges (cell centres ± half a step). */
export function gridExtent(grid: GridSpec): Bounds {
  const lat0 = grid.firstCentreLat - grid.latStep / 2;
  const lat1 = grid.firstCentreLat + (grid.rows - 0.5) * grid.latStep;
  const lon0 = grid.firstCentreLon - grid.lonStep / 2;
  const lon1 = grid.firstCentreLon + (grid.cols - 0.5) * grid.lonStep;
  return {
    west: Math.min(lon0, lon1),
    east: Math.max(lon0, lon1),
    south: Math.min(lat0, lat1),
    north: Math.max(lat0, lat1),
  };
}

/** The lowest zoom at which the grid's cells are drawn. */
export function gridMinZoom(grid: GridSpec): number {
  const cellPxAtZoom0 = (Math.abs(grid.lonStep) * WORLD_PX) / 360;
  return Math.max(GRID_MIN_ZOOM, Math.log2(MIN_CELL_PX / cellPxAtZoom0));
}

/** Cell edges (degrees) along one axis between lo and hi. */
function edgesBetween(first: number, step: number, count: number, lo: number, hi: number): number[] {
  const s = Math.abs(step);
  const start = step > 0 ? first - s / 2 : first + (count - 0.5) * step;
  const from = Math.max(0, Math.ceil((lo - start) / s));
  const to = Math.min(count, Math.floor((hi - start) / s));
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(start + i * s);
  return out;
}

/**
 * The grid lines in the viewport as GeoJSON, or null when zoomed out too far or when they would be
 * more than `maxLines`.
 */
export function gridLinesForViewport(
  grid: GridSpec,
  viewport: Bounds,
  zoom: number,
  maxLines: number = MAX_GRID_LINES,
): FeatureCollection<LineString> | null {
  if (zoom < gridMinZoom(grid)) return null;
  const extent = gridExtent(grid);
  const west = Math.max(viewport.west, extent.west);
  const east = Math.min(viewport.east, extent.east);
  const south = Math.max(viewport.south, extent.south);
  const north = Math.min(viewport.north, extent.north);
  if (west >= east || south >= north) return { type: 'FeatureCollection', features: [] };
  const lons = edgesBetween(grid.firstCentreLon, grid.lonStep, grid.cols, west, east);
  const lats = edgesBetween(grid.firstCentreLat, grid.latStep, grid.rows, south, north);
  if (lons.length + lats.length > maxLines) return null;
  const line = (coordinates: [number, number][]): Feature<LineString> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  });
  return {
    type: 'FeatureCollection',
    features: [
      ...lons.map((lon) =>
        line([
          [lon, south],
          [lon, north],
        ]),
      ),
      ...lats.map((lat) =>
        line([
          [west, lat],
          [east, lat],
        ]),
      ),
    ],
  };
}

/** The outline of the cell whose centre is (lat, lng), for highlighting a picked location's cell. */
export function cellOutline(
  grid: GridSpec,
  lat: number,
  lng: number,
  properties: Record<string, unknown> = {},
): Feature<Polygon> {
  const h = Math.abs(grid.latStep) / 2;
  const w = Math.abs(grid.lonStep) / 2;
  return {
    type: 'Feature',
    properties,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lng - w, lat - h],
          [lng + w, lat - h],
          [lng + w, lat + h],
          [lng - w, lat + h],
          [lng - w, lat - h],
        ],
      ],
    },
  };
}
