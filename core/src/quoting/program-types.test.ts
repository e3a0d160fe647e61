import { describe, expect, it } from 'vitest';
import { datasetForProgram, datasetOfProvider, defaultProviderOf } from './program-types.js';

describe('datasets per program', () => {
  it('picks precipitation locations on CPC and temperature ones on PRISM by default', () => {
    expect(defaultProviderOf('HPC')).toBe('CPC');
    expect(defaultProviderOf('LPC')).toBe('CPC');
    expect(defaultProviderOf('HTC')).toBe('PRISM');
    expect(defaultProviderOf('LTC')).toBe('PRISM');
  });

  it('prices from the chosen provider, temperature always from its PRISM variable', () => {
    expect(datasetOfProvider('HPC', 'CPC')).toBe('cpc_precip_us-daily');
    expect(datasetOfProvider('LPC', 'PRISM')).toBe('prism-precip-daily');
    expect(datasetOfProvider('HTC', 'PRISM')).toBe('prism_temp_max-daily');
    expect(datasetOfProvider('HTC', 'CPC')).toBe('prism_temp_max-daily');
    expect(datasetOfProvider('LTC', 'CPC')).toBe('prism_temp_min-daily');
  });

  it('the default provider names the dataset the server defaults to', () => {
    for (const p of ['HPC', 'LPC', 'HTC', 'LTC'] as const)
      expect(datasetOfProvider(p, defaultProviderOf(p))).toBe(datasetForProgram(p, undefined));
  });
});
