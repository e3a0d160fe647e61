import { defaultDatasetOf, programDates, programDatesArgSchema, type ProgramCode } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import { datasetMetadata } from './price-request.js';

/**
 * A program's default policy period, its application deadline and the period presets, from the
 * clock and the program's dataset's latest date when observed (rules in
 * core/src/quoting/policy-period.ts).
 */
export async function programDatesFor(
  ports: Pick<Ports, 'users' | 'weather' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
  byDefault: ProgramCode,
) {
  await requireQuoter(ports, caller);
  const { programType } = parseInput(programDatesArgSchema(byDefault), rawArgs);
  const meta = await datasetMetadata(ports, defaultDatasetOf[programType]);
  // As in the period check: the demo climate's fixed latest date does not cap periods.
  return programDates(programType, ports.clock.now(), meta.origin === 'demo' ? null : meta.latestDate);
}
