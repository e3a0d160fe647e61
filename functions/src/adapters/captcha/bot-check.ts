import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { BOT_CHECK_OPTIONAL_STAGES } from '@almanac/core';
import type { BotCheck } from '../../ports/index.js';

/** No bot check: the local stack and the `dev` stage only. */
export const disabledBotCheck: BotCheck = { verify: async () => true };

/**
 * Fails closed: a stage that must check for bots but has no secret configured refuses every
 * sign-up and public request (RECAPTCHA_FAILED) rather than letting bots through.
 */
export const refusingBotCheck: BotCheck = { verify: async () => false };

/** Where the reCAPTCHA secret key comes from: read once per container, on first use. */
export type SecretSource = () => Promise<string>;

/** The secret's SecretString from Secrets Manager (`secretId`: its name or ARN), cached. */
export function secretsManagerSecret(
  secretId: string,
  client: Pick<SecretsManagerClient, 'send'> = new SecretsManagerClient({}),
): SecretSource {
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= client.send(new GetSecretValueCommand({ SecretId: secretId })).then((r) => {
      const secret = r.SecretString?.trim();
      if (!secret) throw new Error(`Secret ${secretId} has no SecretString`);
      return secret;
    });
    // A failed read is tried again on the next call, not cached.
    cached.catch(() => (cached = undefined));
    return cached;
  };
}

type Fetch = (url: string, init: { method: string; body: URLSearchParams }) => Promise<Response>;

/** Google reCAPTCHA siteverify (v2/v3); v3 scores below `minScore` fail. */
export function recaptchaBotCheck(secret: SecretSource, minScore = 0.5, fetcher: Fetch = fetch): BotCheck {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({
        secret: await secret(),
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      const res = await fetcher('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body });
      if (!res.ok) return false;
      const data = (await res.json()) as { success?: boolean; score?: number };
      return data.success === true && (data.score === undefined || data.score >= minScore);
    },
  };
}

/** The bot check a stage gets: reCAPTCHA with its secret; without one, off only where optional. */
export function botCheckFor(stage: string, secretId: string | undefined): BotCheck {
  if (secretId) return recaptchaBotCheck(secretsManagerSecret(secretId));
  return BOT_CHECK_OPTIONAL_STAGES.includes(stage) ? disabledBotCheck : refusingBotCheck;
}
