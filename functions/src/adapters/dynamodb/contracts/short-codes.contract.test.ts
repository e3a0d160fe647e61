import { InMemoryShortCodes } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoShortCodeRepository } from '../one-time-tokens.js';
import { useDynalite } from './dynalite.js';
import { describeShortCodeRepositoryContract } from './short-codes.contract.js';

const dynalite = useDynalite();

describeShortCodeRepositoryContract('in-memory fake', () => new InMemoryShortCodes());
describeShortCodeRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoShortCodeRepository(db, table);
});
