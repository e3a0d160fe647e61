import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSI3_PROJECTED, QUOTE_LIST_GSIS } from '@almanac/functions/adapters/dynamodb/keys';

export interface DataTableProps {
  /** Deletion protection and RETAIN (true) or neither and DESTROY (dev). */
  retain: boolean;
}

/**
 * The single DynamoDB table holding every record: `pk`/`sk`, two overloaded GSIs with ALL
 * projection and the list GSIs (gsi3 and one per other list order) projecting only `listing`, `ttl` expiry, on-demand capacity and point-in-time recovery.
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
    // The other orders of the saved-quote lists (docs/data-model.md#premium-indication-lists).
    for (const { index, sortKey } of QUOTE_LIST_GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: 'gsi3pk', type: AttributeType.STRING },
        sortKey: { name: sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...GSI3_PROJECTED],
      });
    }
  }
}
