import { InMemoryOrganizations, InMemoryUsers } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoOrganizationRepository } from '../organizations.js';
import { dynamoUserRepository } from '../users.js';
import { useDynalite } from './dynalite.js';
import { describeUserRepositoryContract } from './users.contract.js';

const dynalite = useDynalite();

describeUserRepositoryContract('in-memory fake', () => {
  const organizations = new InMemoryOrganizations();
  return { users: new InMemoryUsers(organizations), organizations };
});
describeUserRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return { users: dynamoUserRepository(db, table), organizations: dynamoOrganizationRepository(db, table) };
});
