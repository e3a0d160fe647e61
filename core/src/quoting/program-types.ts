/**
 * The names a client may use for a priced program: the product codes (HPC, LPC, HTC, LTC) and the
 * spec's program types (ExcessRainfall, CustomExcessRain, LowRainfall, HighTemp, LowTemp), plus the
 * dataset each program reads and the unit its index is in.
 */
import { type ProgramCode, programs } from '../pricing/programs.js';
import { type DatasetId, type DatasetProvider, datasets, resolveDatasetId } from '../weather/datasets.js';

/** Program type names (docs/requirements.md#enumerations) by product code. */
export const programTypeOf: Readonly<Record<ProgramCode, string>> = {
  HPC: 'ExcessRainfall',
  LPC: 'LowRainfall',
  HTC: 'HighTemp',
  LTC: 'LowTemp',
};

const aliases: Readonly<Record<string, ProgramCode>> = {
  hpc: 'HPC',
  lpc: 'LPC',
  htc: 'HTC',
  ltc: 'LTC',
  excessrainfall: 'HPC',
  customexcessrain: 'HPC',
  excessprecipitation: 'HPC',
  lowrainfall: 'LPC',
  lowprecipitation: 'LPC',
  hightemp: 'HTC',
  hightemperature: 'HTC',
  high: 'HTC',
  lowtemp: 'LTC',
  lowtemperature: 'LTC',
  low: 'LTC',
};

/** The product code for a code or program type (case and separators ignored), or null. */
export function resolveProgramCode(value: string): ProgramCode | null {
  return aliases[value.toLowerCase().replace(/[\s_-]/g, '')] ?? null;
}

/** The dataset a program prices from when the request names none. */
export const defaultDatasetOf: Readonly<Record<ProgramCode, DatasetId>> = {
  HPC: 'cpc_precip_us-daily',
  LPC: 'cpc_precip_us-daily',
  HTC: 'prism_temp_max-daily',
  LTC: 'prism_temp_min-daily',
};

/** The provider whose grid a program's locations are picked on by default (CPC or PRISM). */
export const defaultProviderOf = (program: ProgramCode): DatasetProvider =>
  datasets[defaultDatasetOf[program]].provider;

/**
 * The dataset a program prices from on the provider chosen in the location picker: the program's
 * dataset of that provider, else its default (a temperature program reads PRISM either way).
 */
export const datasetOfProvider = (program: ProgramCode, provider: DatasetProvider): DatasetId =>
  programs[program].datasets.find((id) => datasets[id].provider === provider) ?? defaultDatasetOf[program];

/** The canonical dataset id when `dataset` (an id or alias) can price `program`, else null. */
export function datasetForProgram(program: ProgramCode, dataset: string | undefined): DatasetId | null {
  if (dataset === undefined || dataset === '') return defaultDatasetOf[program];
  const id = resolveDatasetId(dataset);
  return id && programs[program].datasets.includes(id) ? id : null;
}

/** The program an index request means when it names none: from the dataset's variable. */
export function programForDataset(dataset: DatasetId): ProgramCode {
  if (dataset === 'prism_temp_max-daily') return 'HTC';
  if (dataset === 'prism_temp_min-daily') return 'LTC';
  return 'HPC';
}

/** The unit name the API uses for a program's index (`inch`, `deg_F`). */
export const unitOf = (program: ProgramCode): string => programs[program].indexUnit;
