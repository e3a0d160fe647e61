import { CPC_GRID, PRISM_GRID } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { cellOutline, GRID_MIN_ZOOM, gridExtent, gridLinesForViewport, gridMinZoom } from './grid-lines.js';

describe('grid lines', () => {
  it('knows each grid’s extent', () => {
    expect(gridExtent(CPC_GRID)).toEqual({ west: -130, east: -55, south: 20, north: 50 });
    const prism = gridExtent(PRISM_GRID);
    expect(prism.west).toBeCloseTo(-125 - 1 / 48, 9);
    expect(prism.north).toBeCloseTo(49.9166667 + 1 / 48, 6);
  });
  it('draws nothing below the zoom where cells get wide enough (never below zoom 2)', () => {
    expect(gridMinZoom(CPC_GRID)).toBeGreaterThanOrEqual(GRID_MIN_ZOOM);
    expect(gridMinZoom(CPC_GRID)).toBeCloseTo(4.49, 1);
    expect(gridMinZoom(PRISM_GRID)).toBeCloseTo(7.07, 1);
    const view = { west: -83, east: -82, south: 27, north: 28 };
    expect(gridLinesForViewport(CPC_GRID, view, 4)).toBeNull();
    expect(gridLinesForViewport(PRISM_GRID, view, 7)).toBeNull();
  });
  it('draws the cell edges inside the viewport and the grid', () => {
    const lines = gridLinesForViewport(CPC_GRID, { west: -83, east: -82, south: 27, north: 28 }, 8)!;
    // Edges at -83, -82.75, -82.5, -82.25, -82 and 27, 27.25, ..., 28.
    expect(lines.features).toHaveLength(10);
    expect(lines.features[0]!.geometry.coordinates).toEqual([
      [-83, 27],
      [-83, 28],
    ]);
    const clipped = gridLinesForViewport(CPC_GRID, { west: -140, east: -129, south: 49, north: 60 }, 8)!;
    expect(
      clipped.features.every((f) => f.geometry.coordinates.every(([x, y]) => x! >= -130 && y! <= 50)),
    ).toBe(true);
    expect(gridLinesForViewport(CPC_GRID, { west: 0, east: 1, south: 0, north: 1 }, 8)!.features).toEqual([]);
  });
  it('gives up past the cap', () => {
    expect(
      gridLinesForViewport(CPC_GRID, { west: -130, east: -55, south: 20, north: 50 }, 6, 400),
    ).toBeNull();
    expect(gridLinesForViewport(PRISM_GRID, { west: -125, east: -66, south: 24, north: 50 }, 8)).toBeNull();
    expect(
      gridLinesForViewport(CPC_GRID, { west: -100, east: -90, south: 30, north: 40 }, 6, 100),
    ).not.toBeNull();
  });
  it('outlines a cell around its centre', () => {
    expect(cellOutline(CPC_GRID, 27.875, -82.375).geometry.coordinates[0]![0]).toEqual([-82.5, 27.75]);
  });
});
