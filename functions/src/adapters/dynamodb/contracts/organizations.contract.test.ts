import { InMemoryOrganizations } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoOrganizationRepository } from '../organizations.js';
import { useDynalite } from './dynalite.js';
import { describeOrganizationRepositoryContract } from './organizations.contract.js';

const dynalite = useDynalite();

describeOrganizationRepositoryContract('in-memory fake', () => new InMemoryOrganizations());
describeOrganizationRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoOrganizationRepository(db, table);
});
