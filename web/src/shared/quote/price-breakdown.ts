/**
 * The price breakdown of an option (docs/requirements.md#access-and-routing, #entities,
 * #constants), shared by the terms screen and the PDF: net premium (the 10% producer commission
 * included), taxes and fees (surplus lines tax, stamping fee, policy fee), the estimated gross
 * premium and the agent's commission. Where taxes cannot be estimated (Kentucky) the tax rows and
 * the gross read TBD, with the server's note. Every amount, totals included, is the server's: this
 * only formats.
 */
import { formatUsd, PRODUCER_COMMISSION_PERCENT } from '@almanac/core';
import type { PricedQuote } from './quote.js';

export const TBD = 'TBD';

export interface BreakdownRow {
  label: string;
  value: string;
  kind: 'main' | 'detail' | 'total';
}

const percent = (p: number | null) => (p === null ? '' : ` (${Math.round(p * 100) / 100}%)`);

export function priceBreakdownRows(q: PricedQuote): BreakdownRow[] {
  const available = q.taxStatus === 'available';
  const money = (v: number | null) => (available && v !== null ? formatUsd(v) : TBD);
  return [
    { label: 'Net Premium', value: formatUsd(q.netPremium), kind: 'main' },
    { label: 'Taxes and Fees', value: money(q.estimatedTaxesAndFees), kind: 'main' },
    {
      label: `Surplus Lines Tax${available ? percent(q.surplusLinesTaxPercent) : ''}`,
      value: money(q.estimatedTotalTaxesNoStamping),
      kind: 'detail',
    },
    {
      label: `Stamping Fee${available ? percent(q.stampingFeePercent) : ''}`,
      value: money(q.stampingFee),
      kind: 'detail',
    },
    { label: 'Policy Fee', value: formatUsd(q.policyFee), kind: 'detail' },
    { label: 'Estimated Gross Premium', value: money(q.estimatedGrossPremium), kind: 'total' },
    // The commission is the agency's: the API leaves it out of a client's view.
    ...(q.agentCommission === null
      ? []
      : [
          {
            label: `Agent Commission (${PRODUCER_COMMISSION_PERCENT}%)`,
            value: formatUsd(q.agentCommission),
            kind: 'main' as const,
          },
        ]),
  ];
}
