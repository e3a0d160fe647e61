import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectingLogger } from './collecting-logger.js';
import { lambdaLogger } from './powertools-logger.js';
import { REDACTED, redact } from './redact.js';

const SECRETS = {
  password: 'correct-horse-1',
  newPassword: 'battery-staple-2',
  token: 'tok_live_abcdef',
  authorizationToken: 'Bearer abc.def',
  sessionHash: '9f86d081884c7d65',
  code: 'K7Q2M',
  shortCode: 'X9Z3P',
  html: '<p>Your reset link: https://almanac.test/reset?token=abc</p>',
  text: 'Your code is K7Q2M',
  iban: 'DE89370400440532013000',
  accountNumber: '000123456789',
  bankRouting: '021000021',
  apiKey: 'da2-abcdefghijklmnop',
};

/** Every line Powertools prints while `fn` runs, parsed (it writes to stdout and stderr). */
function printedLines(fn: () => void): Record<string, unknown>[] {
  const chunks: string[] = [];
  const capture = (chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    fn();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the redaction guard', () => {
  it('never lets a token, password, code, e-mail body or bank detail through, however deep', () => {
    const safe = redact({
      ...SECRETS,
      input: { ...SECRETS, email: 'riley@example.com' },
      mails: [{ subject: 'Reset your password', html: SECRETS.html }],
      header: 'Bearer abc.def',
    });
    const printed = JSON.stringify(safe);
    for (const [key, value] of Object.entries(SECRETS)) expect(printed, key).not.toContain(value);
    expect(safe).toMatchObject({
      password: REDACTED,
      input: { token: REDACTED, email: 'riley@example.com' },
    });
    expect(safe.mails).toEqual([{ subject: 'Reset your password', html: REDACTED }]);
    expect(safe.header).toBe(REDACTED);
  });

  it('keeps what operators need: ids, field, error name, message, stack and causes', () => {
    const cause = new Error('S3 is down');
    const error = Object.assign(new Error('We ran into an error', { cause }), { name: 'RISK_API_ERROR' });
    const safe = redact({ correlation_id: 'req-1', user_id: 'u-1', field: 'Mutation.login', error });
    expect(safe).toMatchObject({
      correlation_id: 'req-1',
      user_id: 'u-1',
      field: 'Mutation.login',
      error: { name: 'RISK_API_ERROR', message: 'We ran into an error', cause: { message: 'S3 is down' } },
    });
    expect((safe.error as { stack: string }).stack).toContain('logging.test.ts');
  });

  it("keeps the AWS SDK's request id and status of a failed call", () => {
    const throttled = Object.assign(new Error('Rate exceeded'), {
      name: 'ThrottlingException',
      $metadata: { httpStatusCode: 400, requestId: 'AWS-REQ-1', attempts: 3 },
    });
    expect(redact({ error: throttled }).error).toMatchObject({
      name: 'ThrottlingException',
      $metadata: { httpStatusCode: 400, requestId: 'AWS-REQ-1', attempts: 3 },
    });
  });

  it('survives cycles', () => {
    const loop: Record<string, unknown> = { id: 'a' };
    loop.self = loop;
    expect(redact({ loop })).toEqual({ loop: { id: 'a', self: '[circular]' } });
  });
});

describe('the Lambdas logger (Powertools)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prints one JSON line with level, message, service, the request context and no secrets', async () => {
    vi.stubEnv('LOG_LEVEL', 'INFO');
    const logger = lambdaLogger('auth');
    let lines: Record<string, unknown>[] = [];
    await logger.withContext(
      { correlation_id: 'req-42', user_id: 'user-7', field: 'Mutation.login' },
      async () => {
        lines = printedLines(() =>
          logger.error('Unhandled resolver error', { error: new Error('boom'), ...SECRETS }),
        );
      },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled resolver error',
      service: 'auth',
      correlation_id: 'req-42',
      user_id: 'user-7',
      field: 'Mutation.login',
      error: { name: 'Error', message: 'boom' },
    });
    expect(typeof lines[0]!.timestamp).toBe('string');
    const printed = JSON.stringify(lines[0]);
    for (const [key, value] of Object.entries(SECRETS)) expect(printed, key).not.toContain(value);
  });

  it('prints nothing below LOG_LEVEL', () => {
    vi.stubEnv('LOG_LEVEL', 'WARN');
    const logger = lambdaLogger('users');
    const lines = printedLines(() => {
      logger.info('routine');
      logger.warn('worth a look');
    });
    expect(lines.map((l) => l.message)).toEqual(['worth a look']);
  });
});

describe('request context', () => {
  it('reaches every line logged while it runs, and concurrent requests keep their own', async () => {
    const logger = collectingLogger();
    const request = (id: string, pause: number) =>
      logger.withContext({ correlation_id: id }, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        if (pause) await new Promise((resolve) => setImmediate(resolve));
        logger.warn('inside', { step: id });
      });
    await Promise.all([request('a', 1), request('b', 0)]);
    logger.info('outside');
    expect(logger.lines.map((l) => [l.step, l.correlation_id])).toEqual([
      ['b', 'b'],
      ['a', 'a'],
      [undefined, undefined],
    ]);
  });
});
