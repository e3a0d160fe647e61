/**
 * The location picker's map (lazy-load it: maplibre is its own chunk). It works offline: the style is
 * built from GeoJSON (us-atlas state outlines, unavailable states shaded) with no tile server; a
 * raster tile URL from the runtime config is drawn underneath when one is set. The chosen
 * dataset's grid cells are outlined when zoomed in, the locations' cells are filled, and a click
 * reports the point (the caller snaps it to its cell and checks it).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Text } from '@chakra-ui/react';
import { type GridSpec, isNoCoverageState } from '@almanac/core';
import type { FeatureCollection, Geometry, Polygon } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Layer,
  Map as MapView,
  type MapLayerMouseEvent,
  type MapRef,
  Marker,
  NavigationControl,
  Source,
  type StyleSpecification,
} from 'react-map-gl/maplibre';
import type { StateProperties } from '../../shared/locations/us-states.js';
import { type Bounds, cellOutline, gridLinesForViewport } from '../../shared/locations/grid-lines.js';
import type { MapLocation } from '../../shared/locations/location.js';

maplibregl.setWorkerUrl(workerUrl);

/** docs/requirements.md#constants: default centre about 38.5, -91.63, zoom 4. */
export const DEFAULT_VIEW = { latitude: 38.5, longitude: -91.63, zoom: 4 };

const COLORS = {
  water: '#dce9f2',
  land: '#ffffff',
  unavailable: '#e4e7ec',
  border: '#8a99b3',
  grid: '#1f7f3b',
  cell: '#279a49',
  flagged: '#dc2626',
};

export function offlineStyle(
  states: FeatureCollection<Geometry, StateProperties>,
  tiles?: { url: string; attribution?: string },
): StyleSpecification {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states },
      ...(tiles
        ? {
            basemap: {
              type: 'raster',
              tiles: [tiles.url],
              tileSize: 256,
              ...(tiles.attribution ? { attribution: tiles.attribution } : {}),
            },
          }
        : {}),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': COLORS.water } },
      ...(tiles ? [{ id: 'basemap', type: 'raster' as const, source: 'basemap' }] : []),
      {
        id: 'states-fill',
        type: 'fill',
        source: 'states',
        paint: {
          'fill-color': ['case', ['get', 'available'], COLORS.land, COLORS.unavailable],
          'fill-opacity': tiles ? 0.35 : 1,
        },
      },
      {
        id: 'states-line',
        type: 'line',
        source: 'states',
        paint: {
          'line-color': COLORS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.5],
        },
      },
    ],
  };
}

/** Whether the browser can draw WebGL (maplibre needs it). */
function webglSupported(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

export interface LocationMapProps {
  states: FeatureCollection<Geometry, StateProperties>;
  /** The dataset's grid (core's CPC_GRID or PRISM_GRID): its cells are outlined and filled. */
  grid: GridSpec;
  locations: readonly MapLocation[];
  /** A click on the map (unsnapped). */
  onPick: (lat: number, lng: number) => void;
  /** Move to this point when it changes (a location added from the search). */
  focus?: { lat: number; lng: number; key: string } | null;
  tileUrl?: string;
  tileAttribution?: string;
}

export default function LocationMap({
  states,
  grid,
  locations,
  onPick,
  focus,
  tileUrl,
  tileAttribution,
}: LocationMapProps) {
  const mapRef = useRef<MapRef>(null);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(() =>
    webglSupported() ? null : 'WebGL is not available in this browser',
  );

  const mapStyle = useMemo(
    () => offlineStyle(states, tileUrl ? { url: tileUrl, attribution: tileAttribution } : undefined),
    [states, tileUrl, tileAttribution],
  );

  const readView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setView({
      bounds: { west: b.getWest(), east: b.getEast(), south: b.getSouth(), north: b.getNorth() },
      zoom: map.getZoom(),
    });
  }, []);

  useEffect(() => {
    if (focus && mapRef.current) {
      mapRef.current.flyTo({
        center: [focus.lng, focus.lat],
        zoom: Math.max(mapRef.current.getZoom(), 7),
        duration: 800,
      });
    }
  }, [focus]);

  const gridLines = useMemo(
    () => (view ? gridLinesForViewport(grid, view.bounds, view.zoom) : null),
    [grid, view],
  );
  const cells = useMemo<FeatureCollection<Polygon>>(
    () => ({
      type: 'FeatureCollection',
      features: locations.map((l) =>
        cellOutline(grid, l.lat, l.lng, { flagged: isNoCoverageState(l.state) }),
      ),
    }),
    [grid, locations],
  );

  if (failed) {
    return (
      <Box
        h="full"
        minH="64"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p="6"
        bg="bg.muted"
        role="alert"
      >
        <Text color="fg.muted" textAlign="center">
          The map could not be shown ({failed}). Add locations by address, coordinates or CPC ID instead.
        </Text>
      </Box>
    );
  }

  return (
    <MapView
      ref={mapRef}
      mapLib={maplibregl}
      initialViewState={DEFAULT_VIEW}
      mapStyle={mapStyle}
      style={{ width: '100%', height: '100%' }}
      cursor="crosshair"
      minZoom={2}
      maxZoom={14}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      onLoad={readView}
      onMoveEnd={readView}
      onResize={readView}
      onClick={(e: MapLayerMouseEvent) => onPick(e.lngLat.lat, e.lngLat.lng)}
      onError={(e) => {
        const message = e.error?.message ?? '';
        if (/webgl/i.test(message)) setFailed('WebGL is not available');
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <Source id="grid" type="geojson" data={gridLines ?? { type: 'FeatureCollection', features: [] }}>
        <Layer
          id="grid-lines"
          type="line"
          paint={{ 'line-color': COLORS.grid, 'line-opacity': 0.35, 'line-width': 0.6 }}
        />
      </Source>
      <Source id="cells" type="geojson" data={cells}>
        <Layer
          id="cells-fill"
          type="fill"
          paint={{
            'fill-color': ['case', ['get', 'flagged'], COLORS.flagged, COLORS.cell],
            'fill-opacity': 0.3,
          }}
        />
        <Layer
          id="cells-line"
          type="line"
          paint={{
            'line-color': ['case', ['get', 'flagged'], COLORS.flagged, COLORS.cell],
            'line-width': 1.5,
          }}
        />
      </Source>
      {locations.map((l, i) => (
        <Marker key={l.id} latitude={l.lat} longitude={l.lng} anchor="bottom">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="6"
            h="6"
            px="1"
            borderRadius="full"
            bg={isNoCoverageState(l.state) ? 'danger.solid' : 'secondary.solid'}
            color="white"
            fontSize="xs"
            fontWeight="bold"
            borderWidth="2px"
            borderColor="white"
            boxShadow="md"
            title={l.name}
          >
            {i + 1}
          </Box>
        </Marker>
      ))}
    </MapView>
  );
}
