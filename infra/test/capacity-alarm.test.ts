import { CAPACITY_REFUSAL_ALARM_PER_HOUR, CAPACITY_REFUSAL_METRIC } from '@almanac/core';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolverDomains, scheduledJobs, workers } from '../lib/routing.js';
import { type SynthesizedStage, synthStage } from './helpers.js';

/** Capacity refusals counted from the logs and alarmed on (issue 26 item 2; docs/security.md). */
describe('capacity refusal alarm', () => {
  let s: SynthesizedStage;
  let t: Template;

  beforeAll(() => {
    s = synthStage({ context: { stage: 'staging' } });
    t = s.templates.api;
  });

  type Resource = { Type: string; Properties: Record<string, unknown> };
  const resources = () => Object.values(t.toJSON().Resources as Record<string, Resource>);

  it("counts core's refusal line in the log of every function that uses the table", () => {
    const tableFunctions = [resolverDomains, workers, scheduledJobs]
      .flatMap((defs) => Object.values(defs) as { needs: readonly string[] }[])
      .filter((d) => d.needs.includes('table'));
    const filters = resources().filter((r) => r.Type === 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(tableFunctions.length);
    const logGroups = new Set(filters.map((f) => JSON.stringify(f.Properties.LogGroupName)));
    expect(logGroups.size).toBe(tableFunctions.length);
    for (const f of filters) {
      expect(f.Properties.FilterPattern).toBe(`{ $.metric = "${CAPACITY_REFUSAL_METRIC}" }`);
      expect(f.Properties.MetricTransformations).toEqual([
        {
          MetricNamespace: 'Almanac/staging',
          MetricName: CAPACITY_REFUSAL_METRIC,
          MetricValue: '1',
          DefaultValue: 0,
        },
      ]);
    }
  });

  it("alarms when an hour has more refusals than core's threshold", () => {
    const alarms = resources().filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      AlarmName: 'almanac-staging-capacity-refusals',
      Namespace: 'Almanac/staging',
      MetricName: CAPACITY_REFUSAL_METRIC,
      Statistic: 'Sum',
      Period: 3600,
      Threshold: CAPACITY_REFUSAL_ALARM_PER_HOUR,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});
