import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FormRepository } from '../../ports/index.js';

/** Loss reports: `FORM#{id}` / `FORM` (docs/data-model.md). SCAFFOLD: filled in by the loss-report work. */
export function dynamoFormRepository(_db: DynamoDBDocumentClient, _table: string): FormRepository {
  const notBuilt = async (): Promise<never> => {
    throw new Error('forms repository not built yet');
  };
  return { putIfAbsent: notBuilt, get: notBuilt, replace: notBuilt, listByContract: notBuilt };
}
