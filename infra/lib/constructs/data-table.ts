import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

export interface DataTableProps {
  /** Deletion protection and RETAIN (true) or neither and DESTROY (dev). */
  retain: boolean;
}

/**
 * The single DynamoDB table holding every record: `pk`/`sk`, two overloaded GSIs with ALL
 * projection, `ttl` expiry, on-demand capacity and point-in-time recovery.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'ttl',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of ['gsi1', 'gsi2']) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
