/**
 * A policy's live index chart (recharts, its own lazy chunk): the index to date (line) against the
 * trigger and the exhaust (reference lines), over the historical min–max band of the same days of
 * the period in the look-back years. The x-axis spans the whole period, so the days remaining show
 * as empty space.
 */
import { formatUsDate } from '@almanac/core';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  type ChartPoint,
  chartPointsOf,
  formatIndexIn,
  type PolicyIndexData,
  yDomainOf,
} from '../../shared/policy-index/policy-index-model.js';
import { chartColors } from './recharts-shared.js';

/** "04/15" on the axis. */
const monthDay = (date: string): string => formatUsDate(date).slice(0, 5);

export default function PolicyIndexChart({ policyIndex: pi }: { policyIndex: PolicyIndexData }) {
  const points: ChartPoint[] = chartPointsOf(pi);
  const domain = yDomainOf(pi, points);
  const decimals = pi.unit === 'in' ? 1 : 0;
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 480, height: 260 }}>
      <ComposedChart data={points} margin={{ top: 16, right: 12, bottom: 4, left: 0 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickFormatter={monthDay}
          tick={{ fontSize: 11, fill: chartColors.axis }}
          minTickGap={24}
        />
        <YAxis
          tick={{ fontSize: 11, fill: chartColors.axis }}
          tickFormatter={(v: number) => `${v.toFixed(decimals)} ${pi.unit}`}
          width={60}
          domain={domain}
          allowDataOverflow
        />
        <Tooltip
          labelFormatter={(label) => formatUsDate(String(label))}
          formatter={(value, name) => {
            if (Array.isArray(value))
              return [
                `${formatIndexIn(pi.unit, Number(value[0]))} – ${formatIndexIn(pi.unit, Number(value[1]))}`,
                name,
              ];
            return [formatIndexIn(pi.unit, Number(value)), name];
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="band"
          name="Historical range"
          stroke="none"
          fill={chartColors.payout}
          fillOpacity={0.25}
          isAnimationActive={false}
          connectNulls={false}
        />
        <ReferenceLine
          y={pi.trigger}
          stroke={chartColors.secondary}
          strokeDasharray="4 4"
          label={{ value: 'Trigger', position: 'insideTopLeft', fontSize: 11, fill: chartColors.axis }}
        />
        <ReferenceLine
          y={pi.exhaust}
          stroke={chartColors.primary}
          strokeDasharray="4 4"
          label={{ value: 'Exhaust', position: 'insideTopLeft', fontSize: 11, fill: chartColors.axis }}
        />
        <Line
          type="monotone"
          dataKey="index"
          name="Index to date"
          stroke={chartColors.index}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
