import { InMemoryForms } from '../../../use-cases/testing/in-memory-claims.js';
import { dynamoFormRepository } from '../forms.js';
import { useDynalite } from './dynalite.js';
import { describeFormRepositoryContract } from './forms.contract.js';

const dynalite = useDynalite();

describeFormRepositoryContract('in-memory fake', () => new InMemoryForms());
describeFormRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoFormRepository(db, table);
});
