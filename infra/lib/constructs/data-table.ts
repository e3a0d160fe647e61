import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSI3_PROJECTED } from '@almanac/functions/adapters/dynamodb/keys';

export interface DataTableProps {
  /** Deletion protection and RETAIN (true) or neither and DESTROY (dev). */
  retain: boolean;
}

/**
 * The single DynamoDB table holding every record: `pk`/`sk`, two overloaded GSIs with ALL
 * projection and a list GSI projecting only `listing`, `ttl` expiry, on-demand capacity and point-in-time recovery.
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
    // The saved-quote lists: only the slim `listing` is projected (docs/data-model.md).
    this.table.addGlobalSecondaryIndex({
      indexName: 'gsi3',
      partitionKey: { name: 'gsi3pk', type: AttributeType.STRING },
      sortKey: { name: 'gsi3sk', type: AttributeType.STRING },
      projectionType: ProjectionType.INCLUDE,
      nonKeyAttributes: [...GSI3_PROJECTED],
    });
  }
}
