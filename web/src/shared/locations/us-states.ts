/**
 * US state boundaries for the location map and the state of a picked point: us-atlas's 1:10M
 * states (TopoJSON) served as a static asset of the build (no tile or file server needed), turned
 * into GeoJSON with topojson-client and indexed with core's point-in-polygon lookup (the same the
 * server uses). Loaded on demand by the location step.
 */
import { buildStateIndex, PROGRAM_EXCLUDED_STATES, stateAt, type StateIndex, usStates } from '@almanac/core';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';

export interface StateProperties {
  name: string;
  /** Two-letter code. */
  code: string;
  /** The quoter's programs are offered in the state. */
  available: boolean;
}

export interface UsStatesData {
  collection: FeatureCollection<Geometry, StateProperties>;
  index: StateIndex;
  /** The two-letter code of the state holding the point, or null. */
  stateOf(lat: number, lng: number): string | null;
}

const codeByName = new Map(usStates.map((s) => [s.name.toLowerCase(), s.code]));

/** Build the map's collection and the lookup from the us-atlas topology. */
export function usStatesFromTopology(topology: Topology): UsStatesData {
  const states = topology.objects.states as GeometryCollection<{ name: string }>;
  const raw = feature(topology, states) as FeatureCollection<Geometry, { name: string }>;
  const features: Feature<Geometry, StateProperties>[] = [];
  for (const f of raw.features) {
    const code = codeByName.get(f.properties.name.toLowerCase());
    if (!code) continue;
    features.push({
      ...f,
      properties: { name: f.properties.name, code, available: !PROGRAM_EXCLUDED_STATES.includes(code) },
    });
  }
  const collection: FeatureCollection<Geometry, StateProperties> = { type: 'FeatureCollection', features };
  const index = buildStateIndex(
    features.map((f) => ({
      name: f.properties.name,
      geometry:
        f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon'
          ? (f.geometry as Parameters<typeof buildStateIndex>[0][number]['geometry'])
          : null,
    })),
  );
  return { collection, index, stateOf: (lat, lng) => stateAt(index, lat, lng) };
}

let loading: Promise<UsStatesData> | null = null;

/** Fetch (once) and index the state boundaries. */
export function loadUsStates(fetchImpl: typeof fetch = fetch): Promise<UsStatesData> {
  loading ??= fetchImpl(statesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
      return res.json() as Promise<Topology>;
    })
    .then(usStatesFromTopology)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
