import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface RateLimitedWebAclProps {
  /** REGIONAL (AppSync) or CLOUDFRONT (must be created in us-east-1). */
  scope: 'REGIONAL' | 'CLOUDFRONT';
  /** Requests per client address in any 5-minute window before WAF blocks it. */
  ratePer5Minutes: number;
  /** CloudWatch metric name prefix. */
  metricName: string;
}

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * An AWS WAF web ACL: a rate-based rule per client address, then AWS's managed rule groups for
 * common exploits and known bad inputs (their size-restriction rule is left to count only: the
 * API already refuses large bodies itself, and JSON bodies over 8 KB are legitimate).
 */
export class RateLimitedWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitedWebAclProps) {
    super(scope, id);
    const managed = (name: string, priority: number, excluded: string[] = []) => ({
      name: `AWS-${name}`,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(excluded.length
            ? { ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(`${props.metricName}-${name}`),
    });
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.metricName),
      rules: [
        {
          name: 'RatePerAddress',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.ratePer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility(`${props.metricName}-rate`),
        },
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }
}
