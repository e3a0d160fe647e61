/**
 * The address search's geocoder port (docs/requirements.md#validation-rules, #api-operations): US
 * only, at least 4 characters.
 * - A Mapbox-compatible provider when a token is configured (`geocoderToken`, optional
 *   `geocoderUrl`): forward GET with country=us, types=address, limit 5; reverse with limit 1.
 *   A failed request says "HTTP error! status: {code}".
 * - Otherwise an offline gazetteer of US places and ZIP codes (gazetteer.ts, lazy-loaded).
 */
export const GEOCODE_MIN_LENGTH = 4;
export const GEOCODE_THROTTLE_MS = 50;
export const FORWARD_LIMIT = 5;

export interface GeocodeResult {
  id: string;
  /** What the list shows and the location row is named. */
  label: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  readonly kind: 'provider' | 'offline';
  forward(query: string, signal?: AbortSignal): Promise<GeocodeResult[]>;
  /** A name for a point, when the geocoder can tell one. */
  reverse(lat: number, lng: number, signal?: AbortSignal): Promise<GeocodeResult | null>;
}

export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

export const DEFAULT_GEOCODER_URL = 'https://api.mapbox.com';

interface ProviderFeature {
  id?: string;
  place_name?: string;
  text?: string;
  center?: [number, number];
}

/** A Mapbox Geocoding v5 compatible provider. */
export function providerGeocoder(
  token: string,
  baseUrl: string = DEFAULT_GEOCODER_URL,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string, params: Record<string, string>, signal?: AbortSignal) => {
    const qs = new URLSearchParams({ access_token: token, country: 'us', types: 'address', ...params });
    const res = await fetchImpl(`${base}/geocoding/v5/mapbox.places/${path}.json?${qs}`, { signal });
    if (!res.ok) throw new Error(httpErrorMessage(res.status));
    const body = (await res.json()) as { features?: ProviderFeature[] };
    return (body.features ?? [])
      .filter((f) => Array.isArray(f.center) && f.center.length === 2)
      .map((f, i) => ({
        id: f.id ?? `${path}-${i}`,
        label: f.place_name ?? f.text ?? '',
        lng: f.center![0],
        lat: f.center![1],
      }));
  };
  return {
    kind: 'provider',
    forward: (query, signal) =>
      get(encodeURIComponent(query.trim()), { limit: String(FORWARD_LIMIT) }, signal),
    reverse: async (lat, lng, signal) =>
      (await get(`${lng.toFixed(6)},${lat.toFixed(6)}`, { limit: '1' }, signal))[0] ?? null,
  };
}

/** The offline gazetteer, loaded on first search. */
export function offlineGeocoder(): Geocoder {
  const load = () => import('./gazetteer.js').then((m) => m.loadGazetteer());
  return {
    kind: 'offline',
    forward: async (query) => (await load()).search(query, FORWARD_LIMIT),
    reverse: async () => null,
  };
}

export function geocoderFor(config: { geocoderToken?: string; geocoderUrl?: string }): Geocoder {
  return config.geocoderToken
    ? providerGeocoder(config.geocoderToken, config.geocoderUrl)
    : offlineGeocoder();
}
