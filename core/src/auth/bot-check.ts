/**
 * Stages that may run without a bot check (reCAPTCHA) on sign-up and the public request: the
 * local stack and `dev`. Every other stage must have one: synth refuses a stage without its
 * secret, and the functions refuse every such request when none is configured.
 */
export const BOT_CHECK_OPTIONAL_STAGES: readonly string[] = ['local', 'dev'];
