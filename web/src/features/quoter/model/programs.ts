import {
  NO_COVERAGE_STATES,
  perilLabel,
  perilSummary,
  PROGRAM_EXCLUDED_STATES,
  type ProgramCode,
  programs,
  stateNamesText,
} from '@almanac/core';

/**
 * The quoter's program catalogue (docs/requirements.md#programs, #quoter-program): eleven cards, of
 * which the four priced programs can be chosen. The spec's original enables only excess
 * precipitation; issue 4 builds out all four (HPC, HTC, LTC, and LPC through the base routes).
 */
export type ProgramCategory = 'Precipitation' | 'Solar' | 'Snowfall' | 'Temperature' | 'Wind';
export const programCategories: readonly ProgramCategory[] = [
  'Precipitation',
  'Solar',
  'Snowfall',
  'Temperature',
  'Wind',
];

export type ProgramIcon =
  | 'lowRain'
  | 'excessRain'
  | 'lowTemp'
  | 'highTemp'
  | 'solar'
  | 'lowSnow'
  | 'excessSnow'
  | 'soil'
  | 'lowWind'
  | 'highWind'
  | 'storm';

export interface ProgramCard {
  /** Stable id; the priced programs use their product code. */
  id: string;
  title: string;
  category: ProgramCategory;
  /** The product code of a program that can be quoted; null for "Unavailable" cards. */
  code: ProgramCode | null;
  icon: ProgramIcon;
  summary: string;
  what: string;
  who: string;
  where: string;
  applicationDeadline: string;
}

const WHERE_PRICED = `US states except ${stateNamesText(PROGRAM_EXCLUDED_STATES)}.`;
const WHERE_OTHER = `US states except ${stateNamesText(NO_COVERAGE_STATES)}.`;
const DEADLINE = '20 days before the policy period begins.';
const who = (peril: string) => `Any business with income exposure to ${peril}.`;

export const programCatalogue: readonly ProgramCard[] = [
  {
    id: 'HPC',
    title: perilLabel('ExcessRainfall'),
    category: 'Precipitation',
    code: 'HPC',
    icon: 'excessRain',
    summary: perilSummary('ExcessRainfall'),
    what: 'Parametric business-income cover that pays when the cumulative precipitation at your locations during the policy period exceeds the trigger, up to the exhaust (daily rainfall is capped at 2.5 inches per location).',
    who: who('too much rain'),
    where: WHERE_PRICED,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'LPC',
    title: perilLabel('LowRainfall'),
    category: 'Precipitation',
    code: 'LPC',
    icon: 'lowRain',
    summary: perilSummary('LowRainfall'),
    what: 'Parametric business-income cover that pays when the cumulative precipitation at your locations during the policy period falls below the trigger, down to the exhaust.',
    who: who('too little rain'),
    where: WHERE_PRICED,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'HTC',
    title: perilLabel('HighTemp'),
    category: 'Temperature',
    code: 'HTC',
    icon: 'highTemp',
    summary: perilSummary('HighTemp'),
    what: 'Parametric business-income cover that pays, per degree Fahrenheit, when the average daily maximum temperature at your locations during the policy period is above the trigger.',
    who: who('heat'),
    where: WHERE_PRICED,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'LTC',
    title: perilLabel('LowTemp'),
    category: 'Temperature',
    code: 'LTC',
    icon: 'lowTemp',
    summary: perilSummary('LowTemp'),
    what: 'Parametric business-income cover that pays, per degree Fahrenheit, when the average daily minimum temperature at your locations during the policy period is below the trigger.',
    who: who('cold'),
    where: WHERE_PRICED,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'low-solar',
    title: perilLabel('LowSolar'),
    category: 'Solar',
    code: null,
    icon: 'solar',
    summary: perilSummary('LowSolar'),
    what: 'Parametric business-income cover for a shortfall of solar irradiance over the policy period.',
    who: who('cloudy weather'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'low-snowfall',
    title: perilLabel('LowSnowfall'),
    category: 'Snowfall',
    code: null,
    icon: 'lowSnow',
    summary: perilSummary('LowSnowfall'),
    what: 'Parametric business-income cover for a season with too little snow.',
    who: who('too little snow'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'excess-snowfall',
    title: perilLabel('ExcessSnowfall'),
    category: 'Snowfall',
    code: null,
    icon: 'excessSnow',
    summary: perilSummary('ExcessSnowfall'),
    what: 'Parametric business-income cover for a period with too much snow.',
    who: who('too much snow'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'excess-soil-moisture',
    title: perilLabel('ExcessSoilMoisture'),
    category: 'Precipitation',
    code: null,
    icon: 'soil',
    summary: perilSummary('ExcessSoilMoisture'),
    what: 'Parametric business-income cover for waterlogged ground over the policy period.',
    who: who('saturated soil'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'low-wind',
    title: perilLabel('LowWind'),
    category: 'Wind',
    code: null,
    icon: 'lowWind',
    summary: perilSummary('LowWind'),
    what: 'Parametric business-income cover for a shortfall of wind over the policy period.',
    who: who('calm weather'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'high-wind',
    title: perilLabel('HighWind'),
    category: 'Wind',
    code: null,
    icon: 'highWind',
    summary: perilSummary('HighWind'),
    what: 'Parametric business-income cover for damaging or disruptive wind.',
    who: who('high wind'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
  {
    id: 'named-storm',
    title: perilLabel('NamedStorm'),
    category: 'Wind',
    code: null,
    icon: 'storm',
    summary: perilSummary('NamedStorm'),
    what: 'Parametric business-income cover triggered by a named storm’s track and intensity.',
    who: who('hurricanes and tropical storms'),
    where: WHERE_OTHER,
    applicationDeadline: DEADLINE,
  },
];

export const programTitle = (code: ProgramCode): string =>
  programCatalogue.find((p) => p.code === code)?.title ?? programs[code].name;

export * from './paths.js';
