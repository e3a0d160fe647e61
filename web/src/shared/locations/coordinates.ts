/**
 * The location search box's coordinate reading (docs/requirements.md#validation-rules): "lat, lng",
 * "lat lng" or degrees-minutes-seconds (27°57'00"N 82°27'36"W, 27 57 0 N, 82 27 36 W, N27°57'
 * W82°27', ...). Latitude must be within -90..90 and longitude within -180..180; anything else is
 * an address for the geocoder.
 */
export const EMPTY_INPUT_MESSAGE = 'Input cannot be empty';

export interface LatLng {
  lat: number;
  lng: number;
}

export type SearchInput =
  | { kind: 'empty'; message: string }
  | { kind: 'coordinates'; lat: number; lng: number }
  | { kind: 'address'; query: string };

const inRange = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

const DECIMAL = /^([+-]?\d+(?:\.\d+)?)\s*(?:,\s*|\s+)([+-]?\d+(?:\.\d+)?)$/;

/** One DMS part: optional hemisphere or sign, degrees, optional minutes and seconds, optional hemisphere. */
const DMS_PART =
  /^([NSEW])?\s*([+-])?\s*(\d+(?:\.\d+)?)\s*(?:°|º|d|\s)?\s*(?:(\d+(?:\.\d+)?)\s*(?:'|′|’|m|\s)?\s*)?(?:(\d+(?:\.\d+)?)\s*(?:"|″|”|'')?\s*)?([NSEW])?$/i;

interface DmsValue {
  value: number;
  hemisphere: 'N' | 'S' | 'E' | 'W' | null;
}

function parseDmsPart(text: string): DmsValue | null {
  const m = DMS_PART.exec(text.trim());
  if (!m) return null;
  const [, pre, sign, d, min, sec, post] = m;
  if (pre && post) return null;
  const minutes = min === undefined ? 0 : Number(min);
  const seconds = sec === undefined ? 0 : Number(sec);
  if (minutes >= 60 || seconds >= 60) return null;
  const hemisphere = ((pre ?? post)?.toUpperCase() ?? null) as DmsValue['hemisphere'];
  let value = Number(d) + minutes / 60 + seconds / 3600;
  if (sign === '-' || hemisphere === 'S' || hemisphere === 'W') value = -value;
  if (sign === '-' && (hemisphere === 'S' || hemisphere === 'W')) return null;
  return { value, hemisphere };
}

/**
 * Split a DMS pair: at a comma; else around the two hemisphere letters (after the first when they
 * trail the numbers, before the second when they lead); else after the first part's marks.
 */
function splitDmsPair(text: string): [string, string] | null {
  const comma = text.split(/\s*[,;]\s*/);
  if (comma.length === 2) return [comma[0]!, comma[1]!];
  const letters = [...text.matchAll(/[NSEW]/gi)].map((m) => m.index);
  if (letters.length === 2) {
    const [i, j] = letters as [number, number];
    return i === 0 ? [text.slice(0, j), text.slice(j)] : [text.slice(0, i + 1), text.slice(i + 1)];
  }
  if (letters.length > 0) return null;
  const afterMark = /^(.*?(?:"|″|”|''))\s*(.+)$/.exec(text) ?? /^(.*?(?:'|′|’))\s+(.+)$/.exec(text);
  if (afterMark) return [afterMark[1]!, afterMark[2]!];
  const afterDegree = /^(.*?[°º])\s*(.*[°º].*)$/.exec(text);
  if (afterDegree) return [afterDegree[1]!, afterDegree[2]!];
  return null;
}

/** Read degrees-minutes-seconds ("27°57'00"N 82°27'36"W"), or null. */
export function parseDms(input: string): LatLng | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!/[°º'′’"″”NSEWnsew]|\dd\b/.test(text)) return null;
  const pair = splitDmsPair(text);
  if (!pair) return null;
  const a = parseDmsPart(pair[0]);
  const b = parseDmsPart(pair[1]);
  if (!a || !b) return null;
  let lat = a;
  let lng = b;
  // Hemisphere letters may put longitude first ("82°27'W 27°57'N").
  if ((a.hemisphere === 'E' || a.hemisphere === 'W') && (b.hemisphere === 'N' || b.hemisphere === 'S')) {
    lat = b;
    lng = a;
  }
  if (lat.hemisphere === 'E' || lat.hemisphere === 'W' || lng.hemisphere === 'N' || lng.hemisphere === 'S')
    return null;
  return inRange(lat.value, lng.value) ? { lat: lat.value, lng: lng.value } : null;
}

/** Read "lat, lng" or "lat lng" (decimal degrees), or null. */
export function parseDecimalPair(input: string): LatLng | null {
  const m = DECIMAL.exec(input.trim());
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return inRange(lat, lng) ? { lat, lng } : null;
}

/** Coordinates in any accepted form, or null. */
export const parseCoordinates = (input: string): LatLng | null => parseDecimalPair(input) ?? parseDms(input);

/** What the search box holds: nothing, coordinates, or an address to geocode. */
export function classifySearchInput(input: string): SearchInput {
  const text = input.trim();
  if (!text) return { kind: 'empty', message: EMPTY_INPUT_MESSAGE };
  const coordinates = parseCoordinates(text);
  return coordinates ? { kind: 'coordinates', ...coordinates } : { kind: 'address', query: text };
}
