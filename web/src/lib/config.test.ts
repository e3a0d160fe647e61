import { describe, expect, it } from 'vitest';
import { configFromEnv, loadConfig, mergeConfig, takeInlineConfig } from './config.js';

const respond = (body: string, init: ResponseInit = {}) =>
  (async () => new Response(body, init)) as typeof fetch;

describe('runtime config', () => {
  it('defaults for the local stack', () => {
    expect(configFromEnv({})).toEqual({
      graphqlUrl: 'http://localhost:4000/graphql',
      apiKey: 'local-api-key',
      stage: 'local',
      mailboxUrl: undefined,
      recaptchaSiteKey: undefined,
    });
  });

  it('reads /config.json over the env', async () => {
    const config = await loadConfig(
      respond(
        JSON.stringify({
          graphqlUrl: 'https://api.example/graphql',
          apiKey: 'da2-key',
          stage: 'dev',
          mailboxUrl: 'http://localhost:4000/local/mailbox',
          flags: { maintenance: true, bogus: true, accountPage: 'yes' },
        }),
      ),
      { VITE_API_KEY: 'env-key' },
      '/',
    );
    expect(config).toEqual({
      graphqlUrl: 'https://api.example/graphql',
      apiKey: 'da2-key',
      stage: 'dev',
      mailboxUrl: 'http://localhost:4000/local/mailbox',
      recaptchaSiteKey: undefined,
      flags: { maintenance: true },
    });
  });

  it('falls back to the env when the file is missing, HTML, or the request fails', async () => {
    const env = { VITE_GRAPHQL_URL: 'http://x/graphql' };
    for (const f of [
      respond('not found', { status: 404 }),
      respond('<!doctype html><html></html>', { status: 200 }),
      (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    ]) {
      const config = await loadConfig(f, env, '/');
      expect(config.graphqlUrl).toBe('http://x/graphql');
      expect(config.apiKey).toBe('local-api-key');
    }
  });

  it('takes what /config.js left on the page, without asking for config.json', async () => {
    let asked = 0;
    const fetchImpl = (async () => {
      asked++;
      return new Response(JSON.stringify({ stage: 'fetched' }));
    }) as typeof fetch;
    const config = await loadConfig(fetchImpl, { VITE_STAGE: 'env' }, '/', { stage: 'inline', apiKey: 'k1' });
    expect(config.stage).toBe('inline');
    expect(config.apiKey).toBe('k1');
    expect(asked).toBe(0);

    // Nothing (or no object) left on the page: config.json is asked for, as before.
    for (const inline of [undefined, 'x', ['stage']]) {
      expect((await loadConfig(fetchImpl, { VITE_STAGE: 'env' }, '/', inline)).stage).toBe('fetched');
    }
    expect(asked).toBe(3);
  });

  it('hands what /config.js left over once', () => {
    const holder: { almanacConfig?: unknown } = { almanacConfig: { stage: 'inline' } };
    expect(takeInlineConfig(holder)).toEqual({ stage: 'inline' });
    expect(takeInlineConfig(holder)).toBeUndefined();
  });

  it('reads wire instructions only when every required text is there', () => {
    const fallback = configFromEnv({});
    const wire = {
      beneficiaryName: 'Example Premium Trust',
      beneficiaryBank: 'Example Bank',
      accountNumber: '000123456789',
      routingNumber: '123456780',
      supportEmail: 'wires@example.com',
      swift: ' ',
      referenceNote: 'Almanac premium',
      extra: 'ignored',
    };
    expect(mergeConfig(fallback, { wireInstructions: wire }).wireInstructions).toEqual({
      beneficiaryName: 'Example Premium Trust',
      beneficiaryBank: 'Example Bank',
      accountNumber: '000123456789',
      routingNumber: '123456780',
      supportEmail: 'wires@example.com',
      referenceNote: 'Almanac premium',
    });
    const { supportEmail: _missing, ...partial } = wire;
    expect(mergeConfig(fallback, { wireInstructions: partial }).wireInstructions).toBeUndefined();
    expect(mergeConfig(fallback, { wireInstructions: 'bank' }).wireInstructions).toBeUndefined();
  });

  it('reads the claims contact, ignoring blank values', () => {
    const fallback = configFromEnv({ VITE_CLAIMS_EMAIL: 'claims@env.example' });
    expect(fallback.claimsEmail).toBe('claims@env.example');
    const merged = mergeConfig(fallback, { claimsPhone: ' +1 (813) 555-0100 ', claimsEmail: '  ' });
    expect(merged.claimsPhone).toBe('+1 (813) 555-0100');
    expect(merged.claimsEmail).toBe('claims@env.example');
  });
});
