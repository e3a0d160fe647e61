import { describe, expect, it } from 'vitest';
import {
  readAllowDemoWeather,
  readAutomaticApprovalLimit,
  readConfig,
  readSettlementWaitDays,
} from './config.js';

describe('ALLOW_DEMO_WEATHER', () => {
  it('allows the demo climate in the local and dev stages only (as set), unless the setting says otherwise', () => {
    // STAGE unset: no demo weather (a function deployed without its stage never prices synthetic data).
    expect(readConfig({ TABLE_NAME: 't' }).allowDemoWeather).toBe(false);
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'local' }).allowDemoWeather).toBe(true);
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'dev' }).allowDemoWeather).toBe(true);
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'staging' }).allowDemoWeather).toBe(false);
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'prod' }).allowDemoWeather).toBe(false);
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'demo', ALLOW_DEMO_WEATHER: 'true' }).allowDemoWeather).toBe(
      true,
    );
    expect(readAllowDemoWeather('FALSE', 'local')).toBe(false);
    expect(readAllowDemoWeather('maybe', 'prod')).toBe(false);
  });
});

describe('PASSWORD_HASHING', () => {
  it('lowers the scrypt cost only for the local test stacks, never in a deployed stage', () => {
    expect(readConfig({ TABLE_NAME: 't', STAGE: 'local' }).passwordHashing).toBe('standard');
    expect(
      readConfig({ TABLE_NAME: 't', STAGE: 'local', PASSWORD_HASHING: 'test-stack' }).passwordHashing,
    ).toBe('test-stack');
    for (const STAGE of [undefined, 'dev', 'staging', 'prod'])
      expect(readConfig({ TABLE_NAME: 't', STAGE, PASSWORD_HASHING: 'test-stack' }).passwordHashing).toBe(
        'standard',
      );
  });

  it("hashes at production cost unless the test stacks' setting is on", async () => {
    const { passwordHasherFor } = await import('./adapters/crypto/password-hasher.js');
    const stored = await passwordHasherFor({ passwordHashing: 'test-stack' }).hash('correct horse');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
    // A production hasher verifies it (parameters are stored) and asks to rehash it at full cost.
    const production = passwordHasherFor({ passwordHashing: 'standard' });
    expect(await production.verify('correct horse', stored)).toBe(true);
    expect(production.needsRehash(stored)).toBe(true);
  });
});

describe('AUTOMATIC_APPROVAL_LIMIT', () => {
  it('takes whole dollars of at least 0, and nothing from an unset or unusable value', () => {
    expect(readAutomaticApprovalLimit('250000')).toBe(250_000);
    expect(readAutomaticApprovalLimit('0')).toBe(0);
    for (const bad of [undefined, '', '  ', '-1', 'lots', 'Infinity'])
      expect(readAutomaticApprovalLimit(bad)).toBeUndefined();
  });

  it('is left out of the configuration when unset (the contracts composer then uses core’s default)', () => {
    expect(readConfig({ TABLE_NAME: 't' }).automaticApprovalLimitDollars).toBeUndefined();
    expect(
      readConfig({ TABLE_NAME: 't', AUTOMATIC_APPROVAL_LIMIT: '5000' }).automaticApprovalLimitDollars,
    ).toBe(5000);
  });
});

describe('PRICE_RANGE_REFERRAL_RATIO', () => {
  it('is a number of at least 1, left out when unset or invalid (core’s default 2 then applies)', () => {
    expect(readConfig({ TABLE_NAME: 't' }).priceRangeReferralRatio).toBeUndefined();
    expect(readConfig({ TABLE_NAME: 't', PRICE_RANGE_REFERRAL_RATIO: '2.5' }).priceRangeReferralRatio).toBe(
      2.5,
    );
    for (const bad of ['', '0.5', 'wide', '-3'])
      expect(
        readConfig({ TABLE_NAME: 't', PRICE_RANGE_REFERRAL_RATIO: bad }).priceRangeReferralRatio,
      ).toBeUndefined();
  });
});

describe('WEATHER_UPDATE_SOURCES and CPC_BASE_URL', () => {
  it('is off when unset, empty or none; lists the named sources once otherwise', () => {
    for (const off of [undefined, '', ' ', 'none'])
      expect(readConfig({ TABLE_NAME: 't', WEATHER_UPDATE_SOURCES: off }).weatherUpdate).toEqual({
        sources: [],
        cpcBaseUrl: undefined,
      });
    expect(
      readConfig({ TABLE_NAME: 't', WEATHER_UPDATE_SOURCES: 'CPC, prism,cpc', CPC_BASE_URL: ' http://x/ ' })
        .weatherUpdate,
    ).toEqual({ sources: ['cpc', 'prism'], cpcBaseUrl: 'http://x/' });
  });
});

describe('SETTLEMENT_WAIT_DAYS', () => {
  it('takes whole days of at least 0; unset or unusable, the settlement uses core’s wait per dataset', () => {
    expect(readSettlementWaitDays('10')).toBe(10);
    expect(readSettlementWaitDays('0')).toBe(0);
    for (const bad of [undefined, '', ' ', '-3', '2.5', 'soon'])
      expect(readSettlementWaitDays(bad)).toBeUndefined();
    expect(readConfig({ TABLE_NAME: 't' }).settlementWaitDays).toBeUndefined();
    expect(readConfig({ TABLE_NAME: 't', SETTLEMENT_WAIT_DAYS: '21' }).settlementWaitDays).toBe(21);
  });
});

describe('accumulation settings', () => {
  it('reads the limits and the referral share, leaving invalid ones to core', () => {
    expect(readConfig({ TABLE_NAME: 't' }).accumulation).toEqual({});
    expect(
      readConfig({
        TABLE_NAME: 't',
        ACCUMULATION_CELL_LIMIT: '2500000',
        ACCUMULATION_REGION_LIMIT: '40000000',
        ACCUMULATION_REFERRAL_SHARE: '0.75',
      }).accumulation,
    ).toEqual({ cellLimitDollars: 2_500_000, regionLimitDollars: 40_000_000, referralShare: 0.75 });
    expect(
      readConfig({
        TABLE_NAME: 't',
        ACCUMULATION_CELL_LIMIT: 'lots',
        ACCUMULATION_REGION_LIMIT: '-1',
        ACCUMULATION_REFERRAL_SHARE: '1.5',
      }).accumulation,
    ).toEqual({});
  });
});
