import type { BotCheck } from '../../ports/index.js';

/** No bot check (local stack, or no secret configured). */
export const disabledBotCheck: BotCheck = { verify: async () => true };

/** Google reCAPTCHA siteverify (v2/v3); v3 scores below `minScore` fail. */
export function recaptchaBotCheck(secret: string, minScore = 0.5): BotCheck {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({
        secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body });
      if (!res.ok) return false;
      const data = (await res.json()) as { success?: boolean; score?: number };
      return data.success === true && (data.score === undefined || data.score >= minScore);
    },
  };
}
