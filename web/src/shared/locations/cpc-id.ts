/**
 * The location picker's CPC ID field (docs/requirements.md#validation-rules): an integer from 0 to
 * 90000, at most 5 digits. Ids past the CPC grid (36000 cells) name no cell, and so no location.
 */
import { CPC_ID_INPUT_MAX, centreOfCpcId } from '@almanac/core';

export const CPC_ID_MAX_LENGTH = 5;
export const CPC_ID_RANGE_MESSAGE = `CPC ID must be an integer between 0 and ${CPC_ID_INPUT_MAX}`;
export const CPC_ID_NUMBER_MESSAGE = 'CPC ID must be a number';

export type CpcIdCheck = { ok: true; id: number } | { ok: false; message: string };

export function validateCpcId(raw: string): CpcIdCheck {
  const text = raw.trim();
  const id = Number(text);
  if (text === '' || Number.isNaN(id)) return { ok: false, message: CPC_ID_NUMBER_MESSAGE };
  if (!/^\d{1,5}$/.test(text) || id > CPC_ID_INPUT_MAX) return { ok: false, message: CPC_ID_RANGE_MESSAGE };
  return { ok: true, id };
}

/** The centre of a CPC ID's cell, or null when the id is past the grid. */
export function cpcIdLocation(id: number): { lat: number; lng: number } | null {
  const c = centreOfCpcId(id);
  return c ? { lat: c.lat, lng: c.lon } : null;
}
