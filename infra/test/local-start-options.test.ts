import { describe, expect, it } from 'vitest';
import { parseStartArgs, START_USAGE } from '../local/start-options.js';

/** `npx tsx infra/local/start.ts --help` crashed (issue 27): it prints the usage; bad flags say what is wrong. */
describe('npm start command line', () => {
  it('--help (and -h) prints the usage with every flag', () => {
    for (const flag of ['--help', '-h'])
      expect(parseStartArgs([flag])).toEqual({ kind: 'help', text: START_USAGE });
    for (const flag of ['--web', '--data-dir', '--fresh', '--port-offset', '--quiet', '--help'])
      expect(START_USAGE).toContain(flag);
  });

  it('an unknown flag, a bad --web or --port-offset is refused with the reason, not a stack trace', () => {
    const unknown = parseStartArgs(['--nope']);
    expect(unknown.kind).toBe('error');
    expect(unknown.kind === 'error' && unknown.message).toMatch(/--nope[\s\S]*Usage: npm start/);
    expect(parseStartArgs(['--web', 'prod'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/--web must be dev, dist or none/),
    });
    expect(parseStartArgs(['--port-offset', 'ten'])).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/--port-offset must be a whole number/),
    });
  });

  it('the flags the e2e suite passes start the stack as asked', () => {
    expect(
      parseStartArgs([
        '--web',
        'dist',
        '--fresh',
        '--data-dir',
        '.data-e2e',
        '--port-offset',
        '260',
        '--quiet',
        '--test-password-hashing',
      ]),
    ).toEqual({
      kind: 'start',
      options: {
        web: 'dist',
        dataDir: '.data-e2e',
        fresh: true,
        portOffset: 260,
        quiet: true,
        testPasswordHashing: true,
      },
    });
    expect(parseStartArgs([])).toEqual({
      kind: 'start',
      options: {
        web: 'dev',
        dataDir: undefined,
        fresh: false,
        portOffset: 0,
        quiet: false,
        testPasswordHashing: false,
      },
    });
  });
});
