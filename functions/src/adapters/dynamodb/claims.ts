import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ClaimRepository } from '../../ports/index.js';

/** Claims: `CLAIM#{contractId}` / `CLAIM` (docs/data-model.md). SCAFFOLD: filled in by the settlement work. */
export function dynamoClaimRepository(_db: DynamoDBDocumentClient, _table: string): ClaimRepository {
  const notBuilt = async (): Promise<never> => {
    throw new Error('claims repository not built yet');
  };
  return {
    settle: notBuilt,
    get: notBuilt,
    replace: notBuilt,
    listByStatus: notBuilt,
    listByOrganization: notBuilt,
  };
}
