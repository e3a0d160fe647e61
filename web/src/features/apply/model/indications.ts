/**
 * Apply for Coverage's premium indication cards (docs/requirements.md#apply-select,
 * #purchase-availability, #display-formats): one shape for a listed indication and one fetched by
 * id, and whether it can be selected (core's purchaseBlock without the client rule: the page picks
 * the client). No React.
 */
import {
  formatUsDate,
  formatUsdWhole,
  type ProgramCode,
  programs,
  purchaseBlock,
  purchaseBlockMessage,
} from '@almanac/core';
import type { QuoteListItem } from '../../../shared/quote-list/quotes-api.js';
import type { ApplyQuote } from '../api/apply-api.js';

export interface CardLocation {
  name: string;
  state: string;
  lat: number;
  lon: number;
  /** Whole percent. */
  weight: number;
}

export interface IndicationCard {
  id: string;
  program: ProgramCode;
  programTitle: string;
  createdAt: string;
  frozenAt: string | null;
  clientId: string | null;
  applicationDeadline: string;
  riskPeriod: { startDate: string; endDate: string };
  limitOfLiability: number;
  states: string[];
  locations: CardLocation[];
  policyNumber: string | null;
}

const codes = Object.keys(programs) as ProgramCode[];
export const programOfName = (name: string): ProgramCode => {
  const code = name.toUpperCase() as ProgramCode;
  return codes.includes(code) ? code : 'HPC';
};

export function cardOfListItem(q: QuoteListItem): IndicationCard {
  return {
    id: q.id,
    program: programOfName(q.programName),
    programTitle: q.programTitle,
    createdAt: q.createdAt,
    frozenAt: q.frozenAt ?? null,
    clientId: q.clientId ?? null,
    applicationDeadline: q.applicationDeadline,
    riskPeriod: q.riskPeriod,
    limitOfLiability: q.limitOfLiability,
    states: q.states,
    locations: q.locations.map((l) => ({ ...l })),
    policyNumber: q.policyNumber ?? null,
  };
}

export function cardOfQuote(q: ApplyQuote): IndicationCard {
  const locations = (q.locations?.features ?? []).map((f, i) => {
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    return {
      name: `Location ${i + 1}`,
      state: f.properties.state,
      lat,
      lon,
      weight: Math.round(f.properties.weight * 10_000) / 100,
    };
  });
  return {
    id: q.id,
    program: programOfName(q.programName),
    programTitle: q.programTitle,
    createdAt: q.createdAt,
    frozenAt: q.frozenAt ?? null,
    clientId: q.clientId ?? null,
    applicationDeadline: q.applicationDeadline,
    riskPeriod: q.riskPeriod,
    limitOfLiability: q.limitOfLiability,
    states: [...new Set(locations.map((l) => l.state))].sort(),
    locations,
    policyNumber: null,
  };
}

/** Why the card cannot be selected (the tooltip), or null when it can. */
export function cardBlockReason(
  card: IndicationCard,
  ctx: { now: Date; canBind: boolean; liftApplicationDeadline: boolean },
): string | null {
  const block = purchaseBlock(
    {
      program: card.program,
      createdAt: card.createdAt,
      riskPeriod: card.riskPeriod,
      applicationDeadline: card.applicationDeadline,
      clientId: card.clientId,
      frozenAt: card.frozenAt,
    },
    { ...ctx, requireClient: false },
  );
  return block ? purchaseBlockMessage(block, card.program) : null;
}

export const cardPeriod = (p: { startDate: string; endDate: string }) =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;
export const cardCreated = (iso: string) => formatUsDate(iso.slice(0, 10));
export const cardLimit = formatUsdWhole;
