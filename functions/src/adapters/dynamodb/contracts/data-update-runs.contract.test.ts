import { InMemoryDataUpdateRuns } from '../../../use-cases/testing/in-memory-data-updates.js';
import { dynamoDataUpdateRunRepository } from '../data-update-runs.js';
import { describeDataUpdateRunRepositoryContract } from './data-update-runs.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeDataUpdateRunRepositoryContract('in-memory fake', () => new InMemoryDataUpdateRuns());
describeDataUpdateRunRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoDataUpdateRunRepository(db, table);
});
