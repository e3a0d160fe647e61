/** Shared by the two lazy chart chunks (the bundle names their common recharts chunk after it): colours as CSS variables of the theme, axis formats. */
export const chartColors = {
  primary: 'var(--chakra-colors-primary-600)',
  secondary: 'var(--chakra-colors-secondary-700)',
  payout: 'var(--chakra-colors-primary-400)',
  index: 'var(--chakra-colors-secondary-600)',
  grid: 'var(--chakra-colors-gray-200)',
  axis: 'var(--chakra-colors-gray-600)',
};

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "$60K" on an axis. */
export const compactUsd = (v: number): string => compact.format(v);

/** Axis ticks at 0, 25, 50, 75 and 100% of a maximum (the limit of liability). */
export const quarters = (max: number): number[] => [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);

/**
 * Year ticks at an even step (every 2, 5 or 10 years: at most 8 ticks), ending on the last year,
 * so the axis does not jump unevenly as recharts' own thinning does.
 */
export function evenYearTicks(years: readonly number[], maxTicks = 8): number[] {
  if (years.length === 0) return [];
  const step = [1, 2, 5, 10, 20].find((s) => Math.ceil(years.length / s) <= maxTicks) ?? 20;
  const last = years[years.length - 1]!;
  return years.filter((y) => (last - y) % step === 0);
}
