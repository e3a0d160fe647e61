import { describe, expect, it } from 'vitest';
import { BENCH_COMMANDS, selectCommands } from './benches.js';

describe('choosing the benches to run', () => {
  it('runs every declared bench without --only, in the declared order', () => {
    expect(selectCommands(BENCH_COMMANDS, [])).toEqual(BENCH_COMMANDS);
  });

  it('runs only the named ones with --only', () => {
    expect(selectCommands(BENCH_COMMANDS, ['claim-link', 'exposure']).map((c) => c.id)).toEqual([
      'exposure',
      'claim-link',
    ]);
  });

  it('refuses a name it does not know, listing the known ones', () => {
    expect(() => selectCommands(BENCH_COMMANDS, ['pricng'])).toThrow(/unknown bench pricng: one of pricing/);
  });

  it('declares each bench id once', () => {
    const ids = BENCH_COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
