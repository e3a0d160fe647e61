import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { stageConfigFromContext } from '../lib/stage-config.js';

const read = (context: Record<string, unknown>) =>
  stageConfigFromContext(
    new App({ context: { stage: 'staging', recaptchaSecretName: 'x', ...context } }).node,
  );

const wire = {
  beneficiaryName: 'Almanac Premium Trust',
  beneficiaryBank: 'Example Bank',
  accountNumber: '000123456789',
  routingNumber: '123456780',
  supportEmail: 'wires@example.org',
  referenceNote: 'Almanac premium',
};

describe('stage config: wire instructions for the client payment page', () => {
  it('are absent unless given', () => {
    expect(read({}).wireInstructions).toBeUndefined();
  });

  it('are read from a JSON string (--context) or an object (cdk.json), trimmed, unknown keys dropped', () => {
    expect(read({ wireInstructions: JSON.stringify(wire) }).wireInstructions).toEqual(wire);
    expect(
      read({ wireInstructions: { ...wire, beneficiaryName: ' Almanac Premium Trust ', other: 'x' } })
        .wireInstructions,
    ).toEqual(wire);
  });

  it('refuse a set without a required text, a bare-address support e-mail or JSON', () => {
    const { accountNumber: _a, ...withoutAccount } = wire;
    expect(() => read({ wireInstructions: withoutAccount })).toThrow(/lacks accountNumber/);
    expect(() => read({ wireInstructions: { ...wire, supportEmail: 'Wires <w@example.org>' } })).toThrow(
      /supportEmail/,
    );
    expect(() => read({ wireInstructions: 'bank' })).toThrow(/JSON object/);
  });
});

describe('stage config: the weather data update job', () => {
  it('fetches CPC from NOAA unless told otherwise; none turns it off', () => {
    expect(read({})).toMatchObject({ weatherUpdateSources: 'cpc' });
    expect(read({}).cpcBaseUrl).toBeUndefined();
    expect(
      read({ weatherUpdateSources: 'none', cpcBaseUrl: 'https://mirror.example.org/cpc/' }),
    ).toMatchObject({
      weatherUpdateSources: 'none',
      cpcBaseUrl: 'https://mirror.example.org/cpc/',
    });
  });

  it('refuses an unknown source or a base URL that is not an https folder', () => {
    expect(() => read({ weatherUpdateSources: 'prism' })).toThrow('Invalid weatherUpdateSources');
    expect(() => read({ cpcBaseUrl: 'http://mirror.example.org/cpc/' })).toThrow('Invalid cpcBaseUrl');
    expect(() => read({ cpcBaseUrl: 'https://mirror.example.org/cpc' })).toThrow('Invalid cpcBaseUrl');
  });
});

describe('stage config: the claims contact for the loss report pages', () => {
  it('is absent unless given, and checked when given', () => {
    expect(read({}).claimsPhone).toBeUndefined();
    expect(read({}).claimsEmail).toBeUndefined();
    const config = read({ claimsPhone: '+1 (800) 555-0100', claimsEmail: 'claims@insurer.example' });
    expect(config.claimsPhone).toBe('+1 (800) 555-0100');
    expect(config.claimsEmail).toBe('claims@insurer.example');
    expect(() => read({ claimsEmail: 'Claims <claims@insurer.example>' })).toThrow(/bare e-mail address/);
    expect(() => read({ claimsPhone: 'call us' })).toThrow(/Invalid claimsPhone/);
  });
});
