/**
 * Which US state (or DC, PR) a point lies in, by point-in-polygon on state boundaries given as an
 * argument (GeoJSON-style [lon, lat] rings). The geometry itself is data and is loaded by an
 * adapter (functions: us-atlas states at 1:10M); this module is pure.
 *
 * Simplified boundaries clip coastlines by up to a few kilometres, so a point in no polygon is
 * given to the nearest state whose boundary lies within `toleranceDeg` (0.05 deg, about 5 km; the
 * longitude difference is scaled by cos(lat)). Points farther out are outside the US.
 */
import { usStates } from './us-states.js';

/** A ring of [lon, lat] positions; GeoJSON closes it (the last position repeats the first). */
export type Ring = readonly (readonly number[])[];
/** Polygon = outer ring then holes; MultiPolygon = a list of polygons. */
export type StateGeometry =
  | { readonly type: 'Polygon'; readonly coordinates: readonly Ring[] }
  | { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly Ring[])[] };

export interface StateFeatureInput {
  /** The state's name as in core's list (`usStates`), e.g. "New York". */
  readonly name: string;
  readonly geometry: StateGeometry | null;
}

interface IndexedState {
  readonly code: string;
  readonly polygons: readonly (readonly Ring[])[];
  /** [minLon, minLat, maxLon, maxLat] */
  readonly bbox: readonly [number, number, number, number];
}

export interface StateIndex {
  readonly states: readonly IndexedState[];
}

/** Default tolerance for points just off a simplified coastline (degrees). */
export const STATE_LOOKUP_TOLERANCE_DEG = 0.05;

const codeByName = new Map(usStates.map((s) => [s.name.toLowerCase(), s.code]));

/** Index the features once (bounding boxes); features whose name is not a state, DC or PR are left out. */
export function buildStateIndex(features: readonly StateFeatureInput[]): StateIndex {
  const states: IndexedState[] = [];
  for (const f of features) {
    const code = codeByName.get(f.name.toLowerCase());
    if (!code || !f.geometry) continue;
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    let minLon = Infinity;
    let minLat = Infinity;
    let maxLon = -Infinity;
    let maxLat = -Infinity;
    for (const polygon of polygons) {
      for (const p of polygon[0] ?? []) {
        const lon = p[0]!;
        const lat = p[1]!;
        if (lon < minLon) minLon = lon;
        if (lon > maxLon) maxLon = lon;
        if (lat < minLat) minLat = lat;
        if (lat > maxLat) maxLat = lat;
      }
    }
    states.push({ code, polygons, bbox: [minLon, minLat, maxLon, maxLat] });
  }
  return { states };
}

/** Even-odd ray casting over all rings of a polygon (holes included). */
function inPolygon(rings: readonly Ring[], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const xi = ring[i]![0]!;
      const yi = ring[i]![1]!;
      const xj = ring[j]![0]!;
      const yj = ring[j]![1]!;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Squared distance (degrees, longitude scaled by `kx`) from a point to a segment. */
function segmentDistance2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  kx: number,
): number {
  const x0 = (px - ax) * kx;
  const y0 = py - ay;
  const dx = (bx - ax) * kx;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, (x0 * dx + y0 * dy) / len2)) : 0;
  const ex = x0 - t * dx;
  const ey = y0 - t * dy;
  return ex * ex + ey * ey;
}

/** The two-letter code of the state holding (lat, lon), or null outside every state. */
export function stateAt(
  index: StateIndex,
  lat: number,
  lon: number,
  toleranceDeg: number = STATE_LOOKUP_TOLERANCE_DEG,
): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  for (const s of index.states) {
    const [minLon, minLat, maxLon, maxLat] = s.bbox;
    if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) continue;
    for (const polygon of s.polygons) if (inPolygon(polygon, lon, lat)) return s.code;
  }
  if (!(toleranceDeg > 0)) return null;
  // Not inside any polygon: the nearest boundary within the tolerance.
  const kx = Math.cos((lat * Math.PI) / 180);
  const padLon = toleranceDeg / Math.max(kx, 0.1);
  let best: string | null = null;
  let bestD2 = toleranceDeg * toleranceDeg;
  for (const s of index.states) {
    const [minLon, minLat, maxLon, maxLat] = s.bbox;
    if (
      lon < minLon - padLon ||
      lon > maxLon + padLon ||
      lat < minLat - toleranceDeg ||
      lat > maxLat + toleranceDeg
    )
      continue;
    for (const polygon of s.polygons) {
      for (const ring of polygon) {
        for (let i = 1; i < ring.length; i++) {
          const a = ring[i - 1]!;
          const b = ring[i]!;
          const d2 = segmentDistance2(lon, lat, a[0]!, a[1]!, b[0]!, b[1]!, kx);
          if (d2 <= bestD2) {
            bestD2 = d2;
            best = s.code;
          }
        }
      }
    }
  }
  return best;
}
