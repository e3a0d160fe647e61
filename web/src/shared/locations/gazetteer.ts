/**
 * An offline US place and ZIP gazetteer (used when no geocoding provider is configured): the
 * `zipcodes` package's table of ~42,000 US ZIP codes with their city, state and coordinates,
 * compacted at build time (gazetteer-codec.ts, virtual:us-gazetteer). Places are the ZIP codes of
 * a city and state taken together, placed at their median latitude and longitude: the table holds
 * a few wrong points (ZIP 10200 "New York" sits at +73.95 instead of -73.95), and one such point
 * moved a mean into the sea off Long Island while the median stays on the city. Loaded lazily: only
 * the address search imports this module, and the data is a chunk of its own.
 */
import { isUsStateCode, usStates } from '@almanac/core';
import { decodeGazetteer, type ZipRow } from './gazetteer-codec.js';
import type { GeocodeResult } from './geocoder.js';

export type ZipRecord = ZipRow;

interface Place {
  key: string;
  city: string;
  upperCity: string;
  state: string;
  lat: number;
  lng: number;
  zips: number;
}

/** The middle value (the mean of the two middle ones for an even count); `values` is not empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Gazetteer {
  search(query: string, limit: number): GeocodeResult[];
}

const stateCodeByName = new Map(usStates.map((s) => [s.name.toUpperCase(), s.code]));

function titleCase(city: string): string {
  return city
    .toLowerCase()
    .replace(/(^|[\s\-'.])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** Build the search over ZIP records (exported for tests). */
export function createGazetteer(records: readonly ZipRecord[]): Gazetteer {
  const zips = records
    .filter((r) => isUsStateCode(r.state) && Number.isFinite(r.latitude) && Number.isFinite(r.longitude))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const places = new Map<string, Place & { lats: number[]; lngs: number[] }>();
  for (const r of zips) {
    const upperCity = r.city.toUpperCase();
    const key = `${upperCity}|${r.state}`;
    const place = places.get(key);
    if (place) {
      place.zips++;
      place.lats.push(r.latitude);
      place.lngs.push(r.longitude);
    } else {
      places.set(key, {
        key,
        city: titleCase(r.city),
        upperCity,
        state: r.state,
        lat: 0,
        lng: 0,
        zips: 1,
        lats: [r.latitude],
        lngs: [r.longitude],
      });
    }
  }
  const placeList: Place[] = [...places.values()].map(({ lats, lngs, ...p }) => ({
    ...p,
    lat: median(lats),
    lng: median(lngs),
  }));

  return {
    search(query, limit) {
      const text = query.trim().replace(/\s+/g, ' ');
      const zip = /^(\d{3,5})(?:-\d{0,4})?$/.exec(text);
      if (zip) {
        return zips
          .filter((r) => r.zip.startsWith(zip[1]!))
          .slice(0, limit)
          .map((r) => ({
            id: `zip-${r.zip}`,
            label: `${r.zip} — ${titleCase(r.city)}, ${r.state}`,
            lat: r.latitude,
            lng: r.longitude,
          }));
      }
      // "City", "City, ST", "City, State", "City ST"
      const m = /^(.*?)(?:,\s*|\s+)([A-Za-z][A-Za-z .]+)$/.exec(text);
      let city = text.toUpperCase();
      let state: string | null = null;
      if (m) {
        const candidate = m[2]!.trim().toUpperCase();
        const code =
          candidate.length === 2 && isUsStateCode(candidate) ? candidate : stateCodeByName.get(candidate);
        if (code) {
          city = m[1]!.trim().toUpperCase();
          state = code;
        }
      }
      city = city.replace(/,$/, '').trim();
      if (!city) return [];
      const rank = (p: Place) => (p.upperCity === city ? 0 : 1);
      return placeList
        .filter((p) => p.upperCity.startsWith(city) && (!state || p.state === state))
        .sort((a, b) => rank(a) - rank(b) || b.zips - a.zips || a.key.localeCompare(b.key))
        .slice(0, limit)
        .map((p) => ({ id: `place-${p.key}`, label: `${p.city}, ${p.state}`, lat: p.lat, lng: p.lng }));
    },
  };
}

let loading: Promise<Gazetteer> | null = null;

/** The gazetteer over the `zipcodes` package's US table (loaded once). */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('virtual:us-gazetteer')
    .then((m) => createGazetteer(decodeGazetteer(m.default)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
