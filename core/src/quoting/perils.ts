/**
 * The eleven perils (program types) a premium indication can be requested for
 * (docs/requirements.md#programs, #enumerations), with their codes and labels. The public request
 * form offers all of them, named storm first (its default).
 */
export const perils = [
  {
    programType: 'NamedStorm',
    code: 'nsc',
    label: 'Named Storm',
    summary: 'Pays when a named storm passes near your locations.',
  },
  {
    programType: 'LowRainfall',
    code: 'lpc',
    label: 'Low Precipitation',
    summary: 'Pays when rainfall over the policy period falls below the trigger.',
  },
  {
    programType: 'ExcessRainfall',
    code: 'hpc',
    label: 'Excess Precipitation',
    summary: 'Pays when rainfall over the policy period rises above the trigger.',
  },
  {
    programType: 'LowTemp',
    code: 'ltc',
    label: 'Low Temperature',
    summary: 'Pays when the average daily low falls below the trigger.',
  },
  {
    programType: 'HighTemp',
    code: 'htc',
    label: 'High Temperature',
    summary: 'Pays when the average daily high rises above the trigger.',
  },
  {
    programType: 'LowSolar',
    code: 'lsi',
    label: 'Low Solar Irradiance',
    summary: 'Pays when solar irradiance (joule/m²) falls below the trigger.',
  },
  {
    programType: 'LowSnowfall',
    code: 'lsc',
    label: 'Low Snowfall',
    summary: 'Pays when snowfall over the season falls below the trigger.',
  },
  {
    programType: 'ExcessSnowfall',
    code: 'hsc',
    label: 'Excess Snowfall',
    summary: 'Pays when snowfall over the policy period rises above the trigger.',
  },
  {
    programType: 'ExcessSoilMoisture',
    code: 'esm',
    label: 'Excess Soil Moisture',
    summary: 'Pays when soil moisture rises above the trigger.',
  },
  {
    programType: 'LowWind',
    code: 'lwc',
    label: 'Low Wind',
    summary: 'Pays when average wind speed (mph) falls below the trigger.',
  },
  {
    programType: 'HighWind',
    code: 'hwc',
    label: 'High Wind',
    summary: 'Pays when wind speed (mph) rises above the trigger.',
  },
] as const;

export type PerilType = (typeof perils)[number]['programType'];
export const perilTypes = perils.map((p) => p.programType) as [PerilType, ...PerilType[]];
export const DEFAULT_PERIL: PerilType = 'NamedStorm';
export const perilLabel = (t: string): string => perils.find((p) => p.programType === t)?.label ?? t;
/** One sentence on what a peril's cover pays for (the quoter's cards, the loss form's list). */
export const perilSummary = (t: string): string => perils.find((p) => p.programType === t)?.summary ?? '';
