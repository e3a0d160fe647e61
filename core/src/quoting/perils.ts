/**
 * The eleven perils (program types) a premium indication can be requested for
 * (docs/requirements.md#programs, #enumerations), with their codes and labels. The public request
 * form offers all of them, named storm first (its default).
 */
export const perils = [
  { programType: 'NamedStorm', code: 'nsc', label: 'Named Storm' },
  { programType: 'LowRainfall', code: 'lpc', label: 'Low Precipitation' },
  { programType: 'ExcessRainfall', code: 'hpc', label: 'Excess Precipitation' },
  { programType: 'LowTemp', code: 'ltc', label: 'Low Temperature' },
  { programType: 'HighTemp', code: 'htc', label: 'High Temperature' },
  { programType: 'LowSolar', code: 'lsi', label: 'Low Solar Irradiance' },
  { programType: 'LowSnowfall', code: 'lsc', label: 'Low Snowfall' },
  { programType: 'ExcessSnowfall', code: 'hsc', label: 'Excess Snowfall' },
  { programType: 'ExcessSoilMoisture', code: 'esm', label: 'Excess Soil Moisture' },
  { programType: 'LowWind', code: 'lwc', label: 'Low Wind' },
  { programType: 'HighWind', code: 'hwc', label: 'High Wind' },
] as const;

export type PerilType = (typeof perils)[number]['programType'];
export const perilTypes = perils.map((p) => p.programType) as [PerilType, ...PerilType[]];
export const DEFAULT_PERIL: PerilType = 'NamedStorm';
export const perilLabel = (t: string): string => perils.find((p) => p.programType === t)?.label ?? t;
