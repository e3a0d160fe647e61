import { InMemoryCommissions } from '../../../use-cases/testing/in-memory-contracts.js';
import { dynamoCommissionRepository } from '../commissions.js';
import { describeCommissionRepositoryContract } from './commissions.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeCommissionRepositoryContract('in-memory fake', () => new InMemoryCommissions());
describeCommissionRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoCommissionRepository(db, table);
});
