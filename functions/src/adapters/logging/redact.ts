/**
 * The guard every log line passes: values under secret-looking keys are replaced, errors become
 * plain objects (name, message, stack, info, the AWS SDK's $metadata, causes), and nothing is
 * followed deeper than a few levels.
 */

export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach a log: tokens, passwords, one-time codes, e-mail bodies, bank and
 * card data, credentials and headers that carry them.
 */
const SECRET_KEY =
  /pass(word|phrase|wd)|^pass$|secret|token|authori[sz]ation|cookie|session|api[-_]?key|private[-_]?key|credential|signature|^code$|^codes$|short[-_]?code|(confirm(ation)?|verification|reset|login)[-_]?code|^otp$|iban|^bic$|^swift$|bank|routing|account[-_]?(number|no)|card|cvv|cvc|ssn|tax[-_]?id|^(html|text|body|raw|content)$/i;

/** A value that is itself a credential, whatever its key. */
const SECRET_VALUE = /^(bearer|basic)\s+\S/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

const MAX_DEPTH = 6;

function serializeError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: error.message };
  if (error.stack) out.stack = error.stack;
  const { info, $metadata } = error as { info?: unknown; $metadata?: unknown };
  if (info !== undefined) out.info = redactValue(info, depth + 1, seen);
  // The AWS SDK's: HTTP status, AWS request id, attempts.
  if ($metadata !== undefined) out.$metadata = redactValue($metadata, depth + 1, seen);
  if (error.cause !== undefined) out.cause = redactValue(error.cause, depth + 1, seen);
  return out;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth > MAX_DEPTH) return '[too deep]';
  seen.add(value);
  if (value instanceof Error) return serializeError(value, depth, seen);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[key] = isSecretKey(key) ? REDACTED : redactValue(v, depth + 1, seen);
  }
  return out;
}

/** A copy of `fields` safe to log. */
export const redact = (fields: Record<string, unknown>): Record<string, unknown> =>
  redactValue(fields, 0, new WeakSet()) as Record<string, unknown>;
