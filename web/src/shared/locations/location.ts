/**
 * A location as the shared location picker (components/map/) shows it: a point, its label and its
 * state. A feature keeps its own record (the quoter's PickedLocation) and passes these fields.
 */
export interface MapLocation {
  id: string;
  lat: number;
  lng: number;
  name: string;
  /** Two-letter state code, null when the point is in no state. */
  state: string | null;
}

/** A picked location with its weight (the picker's table). */
export interface WeightedLocation extends MapLocation {
  /** Whole percent, 1..100. */
  weight: number;
  /** The CPC cell id of the point, when it has one. */
  cpcId: number | null;
}
