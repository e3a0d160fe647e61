import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks on the location step's maplibre map at a latitude and longitude. The map is a WebGL
 * canvas, so the pixel is computed from its view: it opens at the spec's default view
 * (docs/requirements.md#constants, location-map.tsx DEFAULT_VIEW: centre 38.5, -91.63, zoom 4) and
 * each "Zoom in" of its navigation control adds one zoom level about the centre. Web Mercator with
 * maplibre's 512-pixel world at zoom 0.
 */
export const DEFAULT_VIEW = { lat: 38.5, lng: -91.63, zoom: 4 };
const TILE_SIZE = 512;

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** World pixel coordinates of a point at a zoom level. */
function worldPixel(lat: number, lng: number, zoom: number) {
  const size = TILE_SIZE * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * size,
  };
}

/** The offset of a point from the top-left corner of a map of `width` × `height` showing `view`. */
export function pixelOf(view: MapView, width: number, height: number, lat: number, lng: number) {
  const centre = worldPixel(view.lat, view.lng, view.zoom);
  const point = worldPixel(lat, lng, view.zoom);
  return { x: width / 2 + point.x - centre.x, y: height / 2 + point.y - centre.y };
}

export class LocationMap {
  readonly canvas: Locator;
  view: MapView = { ...DEFAULT_VIEW };

  constructor(readonly page: Page) {
    this.canvas = page
      .getByRole('region', { name: /^Map: click a place/ })
      .locator('canvas.maplibregl-canvas');
  }

  /**
   * Wait until the map is drawn and still: WebGL pixels are not in the DOM, so compare screenshots
   * of the canvas: a blank canvas (style not loaded yet) compresses to a few kilobytes, and two
   * identical screenshots in a row mean no easing is under way.
   */
  async settled() {
    let previous: Buffer | null = null;
    await expect
      .poll(
        async () => {
          const current = await this.canvas.screenshot({ animations: 'allow' });
          const still = previous !== null && current.length > 10_000 && current.equals(previous);
          previous = current;
          return still;
        },
        { message: 'the map is drawn and still', timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
  }

  async ready() {
    await expect(this.canvas).toBeVisible({ timeout: 20_000 });
    await this.settled();
  }

  /** Zoom in with the map's own control, `times` levels about the centre, and wait for the easing. */
  async zoomIn(times = 1) {
    for (let i = 0; i < times; i++) {
      await this.page.getByRole('button', { name: 'Zoom in' }).click();
      this.view = { ...this.view, zoom: this.view.zoom + 1 };
      await this.settled();
    }
  }

  /** Click the map where `lat`, `lng` is. */
  async clickAt(lat: number, lng: number) {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('The map canvas has no box');
    const { x, y } = pixelOf(this.view, box.width, box.height, lat, lng);
    if (x < 10 || y < 10 || x > box.width - 60 || y > box.height - 10)
      throw new Error(`${lat}, ${lng} is outside the map's view (${x.toFixed(0)}, ${y.toFixed(0)})`);
    await this.canvas.click({ position: { x, y } });
  }
}
