import { buildStateIndex, stateAt, type StateFeatureInput, type StateIndex } from '@almanac/core';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json' with { type: 'json' };
import type { StateLocator } from '../../ports/index.js';

let index: StateIndex | undefined;

/**
 * US state boundaries from us-atlas (Census cartographic boundaries at 1:10,000,000, bundled with
 * the function) decoded once per container, for core's point-in-polygon `stateAt`.
 */
export function loadUsStateIndex(): StateIndex {
  if (index) return index;
  const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.states);
  const features: StateFeatureInput[] = collection.features.map((f) => ({
    name: f.properties.name,
    geometry:
      f.geometry && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')
        ? (f.geometry as StateFeatureInput['geometry'])
        : null,
  }));
  index = buildStateIndex(features);
  return index;
}

export const usStateLocator: StateLocator = (lat, lon) => stateAt(loadUsStateIndex(), lat, lon);
