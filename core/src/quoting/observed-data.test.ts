import { describe, expect, it } from 'vitest';
import {
  coverageText,
  datasetCandidatesOf,
  defaultProviderFromOrigins,
  extendCoverage,
  noObservedDataMessage,
} from './observed-data.js';

// The Tampa Bay PRISM block (../shared/data README): 29 columns x 34 rows from the cell centred at
// 28.5833 N, 82.875 W: rows 512..545, columns 1011..1039.
const tampa = { cells: 891, bounds: { minRow: 512, maxRow: 545, minCol: 1011, maxCol: 1039 } };

describe('observed data only', () => {
  it('names the dataset, the location and the area its ingested data covers', () => {
    expect(
      noObservedDataMessage({
        datasetId: 'prism-precip-daily',
        location: { lat: 30.4383, lon: -84.2807 },
        coverage: tampa,
      }),
    ).toBe(
      'No observed PRISM daily precipitation (4 km) data covers the location at 30.4383, -84.2807, and quotes are priced only from observed data. The ingested data covers 891 cells between 27.21°N and 28.58°N, 82.88°W and 81.71°W.',
    );
    expect(coverageText('cpc_precip_us-daily', { cells: 0 })).toBe('no cells');
    expect(coverageText('cpc_precip_us-daily', { cells: 12 })).toBe('12 cells');
  });

  it('tries the default dataset first: CPC then PRISM for precipitation, PRISM alone for temperature', () => {
    expect(datasetCandidatesOf('HPC')).toEqual(['cpc_precip_us-daily', 'prism-precip-daily']);
    expect(datasetCandidatesOf('LPC')).toEqual(['cpc_precip_us-daily', 'prism-precip-daily']);
    expect(datasetCandidatesOf('HTC')).toEqual(['prism_temp_max-daily']);
  });

  it('starts the location picker on the provider with observed data (PRISM where only PRISM is loaded)', () => {
    const only = (id: string) => (origin: string) => (origin === id ? 'observed' : 'demo');
    expect(defaultProviderFromOrigins('HPC', only('prism-precip-daily'))).toBe('PRISM');
    expect(defaultProviderFromOrigins('LPC', () => 'observed')).toBe('CPC');
    expect(defaultProviderFromOrigins('HPC', () => 'demo')).toBe('CPC');
    expect(defaultProviderFromOrigins('HPC', () => undefined)).toBe('CPC');
  });

  it('grows the box with created cells; a box not recorded before stays unknown', () => {
    const one = extendCoverage(null, [{ row: 5, col: 7 }], 1);
    expect(one).toEqual({ cells: 1, bounds: { minRow: 5, maxRow: 5, minCol: 7, maxCol: 7 } });
    expect(extendCoverage(one, [{ row: 2, col: 9 }], 1)).toEqual({
      cells: 2,
      bounds: { minRow: 2, maxRow: 5, minCol: 7, maxCol: 9 },
    });
    expect(extendCoverage({ cells: 40 }, [{ row: 2, col: 9 }], 1)).toEqual({ cells: 41 });
  });
});
