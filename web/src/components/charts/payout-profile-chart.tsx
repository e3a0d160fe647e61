/**
 * The Payment/Payout Profile chart (recharts, loaded with the terms screen's charts only): the
 * selected option's payout against the index, from the quote's 300-point payoutProfile, with the
 * trigger and exhaust marked.
 */
import type { ProgramCode } from '@almanac/core';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatIndex, formatUsd, indexDecimals, unitSymbol } from '../../shared/quote/coverage-format.js';
import { exhaustOf, type PricedQuote, strikeOf } from '../../shared/quote/quote.js';
import { chartColors, compactUsd, quarters } from './recharts-shared.js';

export default function PayoutProfileChart({ program, quote }: { program: ProgramCode; quote: PricedQuote }) {
  const data = quote.payoutProfile;
  const strike = strikeOf(quote);
  const exhaust = exhaustOf(quote);
  return (
    <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 480, height: 220 }}>
      <LineChart data={data} margin={{ top: 30, right: 16, bottom: 20, left: 8 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="index"
          type="number"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => v.toFixed(indexDecimals(program) === 2 ? 1 : 0)}
          tick={{ fontSize: 12, fill: chartColors.axis }}
          label={{
            value: `Index (${unitSymbol(program)})`,
            position: 'insideBottom',
            offset: -12,
            fontSize: 12,
            fill: chartColors.axis,
          }}
        />
        <YAxis
          tickFormatter={compactUsd}
          tick={{ fontSize: 12, fill: chartColors.axis }}
          width={56}
          domain={[0, quote.limitOfLiability]}
          ticks={quarters(quote.limitOfLiability)}
        />
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Payout']}
          labelFormatter={(label) => formatIndex(program, Number(label))}
        />
        <ReferenceLine
          x={strike}
          stroke={chartColors.secondary}
          strokeDasharray="4 4"
          label={{ value: 'Trigger', position: 'top', offset: 4, fontSize: 11, fill: chartColors.axis }}
        />
        <ReferenceLine
          x={exhaust}
          stroke={chartColors.secondary}
          strokeDasharray="4 4"
          // Staggered above the trigger's label: the two lines may be close together.
          label={{ value: 'Exhaust', position: 'top', offset: 17, fontSize: 11, fill: chartColors.axis }}
        />
        <Line
          type="linear"
          dataKey="payout"
          name="Payout"
          stroke={chartColors.primary}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
