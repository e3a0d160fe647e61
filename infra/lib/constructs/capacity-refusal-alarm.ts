import { CAPACITY_REFUSAL_ALARM_PER_HOUR, CAPACITY_REFUSAL_METRIC } from '@almanac/core';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface CapacityRefusalAlarmProps {
  stage: string;
  /** The log groups of every function that may refuse a cover for capacity. */
  logGroups: readonly ILogGroup[];
}

/**
 * Capacity refusals counted and alarmed on (docs/security.md, accumulation): a metric filter on
 * each function's log group counts core's refusal line (`metric` = CAPACITY_REFUSAL_METRIC; the
 * line carries no amounts), and an alarm fires when an hour has more than core's threshold, which
 * is what a probing caller (or a full cell) looks like.
 */
export class CapacityRefusalAlarm extends Construct {
  readonly alarm: Alarm;
  readonly metric: Metric;

  constructor(scope: Construct, id: string, props: CapacityRefusalAlarmProps) {
    super(scope, id);
    const namespace = `Almanac/${props.stage}`;
    props.logGroups.forEach(
      (logGroup, i) =>
        new MetricFilter(this, `Filter${i}`, {
          logGroup,
          metricNamespace: namespace,
          metricName: CAPACITY_REFUSAL_METRIC,
          filterPattern: FilterPattern.stringValue('$.metric', '=', CAPACITY_REFUSAL_METRIC),
          metricValue: '1',
          defaultValue: 0,
        }),
    );
    this.metric = new Metric({
      namespace,
      metricName: CAPACITY_REFUSAL_METRIC,
      statistic: 'Sum',
      period: Duration.hours(1),
    });
    this.alarm = new Alarm(this, 'Alarm', {
      alarmName: `almanac-${props.stage}-capacity-refusals`,
      alarmDescription:
        'Capacity refusals (quotes, submissions, bindings) above the hourly threshold: a cell or state is full, or someone probes the book.',
      metric: this.metric,
      threshold: CAPACITY_REFUSAL_ALARM_PER_HOUR,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
