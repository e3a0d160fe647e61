import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { botCheckFor, recaptchaBotCheck, secretsManagerSecret } from './bot-check.js';

/** A Secrets Manager client that answers from a list, counting calls. */
function fakeSecrets(answers: (string | Error)[]) {
  const calls: unknown[] = [];
  return {
    calls,
    client: {
      send: async (command: GetSecretValueCommand) => {
        calls.push(command.input);
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return { SecretString: next };
      },
    } as never,
  };
}

const siteverify = (answer: Record<string, unknown>, seen: URLSearchParams[] = []) =>
  (async (_url: string, init: { body: URLSearchParams }) => {
    seen.push(init.body);
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as never;

describe('the bot check a stage gets', () => {
  it('is off only in local and dev without a secret; other stages refuse everything', async () => {
    expect(await botCheckFor('local', undefined).verify('x')).toBe(true);
    expect(await botCheckFor('dev', undefined).verify(undefined)).toBe(true);
    for (const stage of ['staging', 'prod', 'qa1']) {
      expect(await botCheckFor(stage, undefined).verify('a-real-looking-token')).toBe(false);
    }
  });
});

describe('the reCAPTCHA secret is read from Secrets Manager at run time', () => {
  it('once per container, then reused', async () => {
    const { client, calls } = fakeSecrets(['s3cret']);
    const secret = secretsManagerSecret('almanac/prod/recaptcha', client);
    expect(await secret()).toBe('s3cret');
    expect(await secret()).toBe('s3cret');
    expect(calls).toEqual([{ SecretId: 'almanac/prod/recaptcha' }]);
  });

  it('a failed read is tried again next time', async () => {
    const { client, calls } = fakeSecrets([new Error('throttled'), 'later']);
    const secret = secretsManagerSecret('almanac/prod/recaptcha', client);
    await expect(secret()).rejects.toThrow('throttled');
    expect(await secret()).toBe('later');
    expect(calls).toHaveLength(2);
  });

  it('verifies the token with the secret and the address; low v3 scores and failures are refused', async () => {
    const seen: URLSearchParams[] = [];
    const ok = recaptchaBotCheck(async () => 'key', 0.5, siteverify({ success: true, score: 0.9 }, seen));
    expect(await ok.verify('token', '203.0.113.7')).toBe(true);
    expect(Object.fromEntries(seen[0]!)).toEqual({
      secret: 'key',
      response: 'token',
      remoteip: '203.0.113.7',
    });
    expect(
      await recaptchaBotCheck(async () => 'key', 0.5, siteverify({ success: true, score: 0.1 })).verify('t'),
    ).toBe(false);
    expect(await recaptchaBotCheck(async () => 'key', 0.5, siteverify({ success: false })).verify('t')).toBe(
      false,
    );
    expect(await ok.verify(undefined)).toBe(false);
  });
});
