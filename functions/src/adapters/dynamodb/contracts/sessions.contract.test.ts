import { InMemorySessions } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoSessionRepository } from '../sessions.js';
import { useDynalite } from './dynalite.js';
import { describeSessionRepositoryContract } from './sessions.contract.js';

const dynalite = useDynalite();

describeSessionRepositoryContract('in-memory fake', () => new InMemorySessions());
describeSessionRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoSessionRepository(db, table);
});
