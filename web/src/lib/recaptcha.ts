import { createContext, useContext } from 'react';

/** The bot check behind a port: Google reCAPTCHA v3 when a site key is configured, else none. */
export interface RecaptchaPort {
  /** A token for `action`, or undefined when the check is disabled (local stack). */
  getToken(action: string): Promise<string | undefined>;
}

export const disabledRecaptcha: RecaptchaPort = { getToken: async () => undefined };

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export function googleRecaptcha(siteKey: string): RecaptchaPort {
  let loading: Promise<Grecaptcha> | null = null;
  const load = () =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (!g) reject(new Error('reCAPTCHA did not load'));
        else g.ready(() => resolve(g));
      };
      script.onerror = () => {
        loading = null;
        reject(new Error('reCAPTCHA did not load'));
      };
      document.head.appendChild(script);
    }));
  return {
    async getToken(action) {
      const g = await load();
      return g.execute(siteKey, { action });
    },
  };
}

export const recaptchaFor = (siteKey: string | undefined): RecaptchaPort =>
  siteKey ? googleRecaptcha(siteKey) : disabledRecaptcha;

export const RecaptchaContext = createContext<RecaptchaPort>(disabledRecaptcha);
export const useRecaptcha = (): RecaptchaPort => useContext(RecaptchaContext);
