import { InMemoryOneTimeTokens } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoOneTimeTokenRepository } from '../one-time-tokens.js';
import { useDynalite } from './dynalite.js';
import { describeOneTimeTokenRepositoryContract } from './one-time-tokens.contract.js';

const dynalite = useDynalite();

describeOneTimeTokenRepositoryContract('in-memory fake', () => new InMemoryOneTimeTokens());
describeOneTimeTokenRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoOneTimeTokenRepository(db, table);
});
