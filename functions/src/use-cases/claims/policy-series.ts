import type { PayoutTerms, WeightedSeries } from '@almanac/core';
import type { QuoteRecord, WeatherOrigin, WeatherSource } from '../../ports/index.js';

const cellKey = (c: { row: number; col: number }) => `${c.row}:${c.col}`;

/**
 * A policy's weighted daily series from `firstDate` to `lastDate`, read the way its quote was
 * priced (the quote's dataset, cells and weights), and whether any came from the demo climate:
 * what its live index and its settlement compute with.
 */
export async function policySeries(
  weather: WeatherSource,
  quote: QuoteRecord,
  firstDate: string,
  lastDate: string,
): Promise<{ locations: WeightedSeries[]; origin: WeatherOrigin }> {
  const datasetId = quote.data.datasetId;
  const cells = [...new Map(quote.locations.map((l) => [cellKey(l.cell), l.cell])).values()];
  const series = await weather.dailySeries(datasetId, cells, firstDate, lastDate);
  const byCell = new Map(series.map((s) => [cellKey(s.cell), s]));
  const locations = quote.locations.map((l) => {
    const s = byCell.get(cellKey(l.cell));
    if (!s) throw new Error(`The weather source returned no ${datasetId} series for a cell`);
    return { weight: l.weight, series: s.series };
  });
  return { locations, origin: series.some((s) => s.origin === 'demo') ? 'demo' : 'observed' };
}

/** The payout terms a policy was bound on (its quote's option). */
export const policyTerms = (quote: QuoteRecord): PayoutTerms => ({
  direction: quote.option.direction,
  trigger: quote.option.trigger,
  exhaust: quote.option.exhaust,
  limitCents: quote.option.limitCents,
});
