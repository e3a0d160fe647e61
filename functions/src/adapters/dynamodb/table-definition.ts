import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { GSI3_PROJECTED, QUOTE_LIST_GSIS } from './keys.js';

/**
 * The main table as the local stack and the adapters' contract tests create it. Mirrors the CDK
 * stateful stack (keys and GSIs); infra/test checks that the two agree.
 */
export function mainTableDefinition(tableName: string): CreateTableCommandInput {
  const gsi = (name: string, included?: readonly string[]) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: included
      ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...included] }
      : { ProjectionType: 'ALL' as const },
  });
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      ...['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'],
      ...QUOTE_LIST_GSIS.map((i) => i.sortKey),
    ].map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      gsi('gsi1'),
      gsi('gsi2'),
      gsi('gsi3', GSI3_PROJECTED),
      // The other orders of the saved-quote lists: the creator's partition, sorted per order.
      ...QUOTE_LIST_GSIS.map(({ index, sortKey }) => ({
        IndexName: index,
        KeySchema: [
          { AttributeName: 'gsi3pk', KeyType: 'HASH' as const },
          { AttributeName: sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...GSI3_PROJECTED] },
      })),
    ],
  };
}
