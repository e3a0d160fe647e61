/**
 * Display formats of the quoter (docs/requirements.md#display-formats): USD, MM/dd/yyyy,
 * whole-percent weights.
 */
import { displayNameOf, formatUsd, formatUsDate } from '@almanac/core';
import { formatLatLng } from '../../../shared/locations/location-rules.js';
import type { QuoterState, StepKey } from './wizard.js';

export { formatUsDate };

/** Weights in summaries: a percentage with 2 decimals. */
export const formatWeight = (percent: number): string => `${percent.toFixed(2)}%`;

export const clientName = (c: { firstName: string; lastName: string; email: string }): string =>
  displayNameOf(c);

/** The stepper's hover summary of a step's value, or null when it has none. */
export function stepSummary(state: QuoterState, key: StepKey): string | null {
  switch (key) {
    case 'client':
      return state.client ? clientName(state.client) : null;
    case 'location': {
      const locations = state.location?.locations ?? [];
      if (locations.length === 0) return null;
      if (locations.length === 1) {
        const [l] = locations;
        return `${formatLatLng(l!.lat, l!.lng, state.location!.dataset)}${l!.state ? ` (${l!.state})` : ''}`;
      }
      return `${locations.length} locations`;
    }
    case 'policyPeriod':
      return state.policyPeriod
        ? `${formatUsDate(state.policyPeriod.startDate)} – ${formatUsDate(state.policyPeriod.endDate)}`
        : null;
    case 'optionTerms':
      return state.optionTerms ? `Net premium ${formatUsd(state.optionTerms.netPremium)}` : null;
  }
}
