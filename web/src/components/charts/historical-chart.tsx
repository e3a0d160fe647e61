/**
 * The historical chart (recharts): for each look-back year the index (line, left axis) and, once
 * priced, the selected option's payout (bars, right axis), each as observed and as if today (the
 * index moved to the policy year the way pricing moves it: dashed line, lighter bars). The x-axis
 * shows two-digit years.
 */
import { AS_IF_TODAY_LABEL, type ProgramCode } from '@almanac/core';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatIndex,
  formatUsd,
  indexDecimals,
  twoDigitYear,
  unitSymbol,
} from '../../shared/quote/coverage-format.js';
import { chartColors, compactUsd, evenYearTicks, quarters } from './recharts-shared.js';

export interface HistoricalPoint {
  year: number;
  index: number | null;
  payout: number | null;
  /** The index and payout as if today (absent before the options are priced). */
  indexAsIfToday?: number | null;
  payoutAsIfToday?: number | null;
}

const AS_IF_TODAY_INDEX = `Index ${AS_IF_TODAY_LABEL.toLowerCase()}`;
const AS_IF_TODAY_PAYOUT = `Payout ${AS_IF_TODAY_LABEL.toLowerCase()}`;

export default function HistoricalChart({
  program,
  points,
  showPayouts,
  payoutMax,
}: {
  program: ProgramCode;
  points: HistoricalPoint[];
  showPayouts: boolean;
  /** The payout axis runs up to the limit, so a year that paid in full fills it. */
  payoutMax?: number;
}) {
  const asIfToday = points.some((p) => p.indexAsIfToday !== undefined && p.indexAsIfToday !== null);
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 400, height: 240 }}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="year"
          tickFormatter={(y: number) => twoDigitYear(y)}
          tick={{ fontSize: 11, fill: chartColors.axis }}
          ticks={evenYearTicks(points.map((p) => p.year))}
          interval={0}
        />
        {/* Wide enough for "11.05" with its unit; the unit is in the tick, not a rotated title over them. */}
        <YAxis
          yAxisId="index"
          tick={{ fontSize: 11, fill: chartColors.axis }}
          tickFormatter={(v: number) =>
            `${v.toFixed(indexDecimals(program) === 2 ? 1 : 0)} ${unitSymbol(program)}`
          }
          width={64}
          domain={['auto', 'auto']}
        />
        {showPayouts ? (
          <YAxis
            yAxisId="payout"
            orientation="right"
            tickFormatter={compactUsd}
            tick={{ fontSize: 11, fill: chartColors.axis }}
            width={64}
            domain={[0, payoutMax ?? 'auto']}
            ticks={payoutMax ? quarters(payoutMax) : undefined}
          />
        ) : null}
        <Tooltip
          labelFormatter={(label) => `Year ${String(label)}`}
          formatter={(value, name) =>
            name === 'Payout' || name === AS_IF_TODAY_PAYOUT
              ? [formatUsd(Number(value)), name]
              : [formatIndex(program, Number(value)), String(name)]
          }
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {showPayouts ? (
          <Bar
            yAxisId="payout"
            dataKey="payout"
            name="Payout"
            fill={chartColors.payout}
            isAnimationActive={false}
          />
        ) : null}
        {showPayouts && asIfToday ? (
          <Bar
            yAxisId="payout"
            dataKey="payoutAsIfToday"
            name={AS_IF_TODAY_PAYOUT}
            fill={chartColors.payout}
            fillOpacity={0.45}
            isAnimationActive={false}
          />
        ) : null}
        <Line
          yAxisId="index"
          type="monotone"
          dataKey="index"
          name="Index"
          stroke={chartColors.index}
          strokeWidth={2}
          dot={{ r: 2 }}
          isAnimationActive={false}
        />
        {asIfToday ? (
          <Line
            yAxisId="index"
            type="monotone"
            dataKey="indexAsIfToday"
            name={AS_IF_TODAY_INDEX}
            stroke={chartColors.index}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
