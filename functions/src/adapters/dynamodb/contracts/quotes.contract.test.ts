import { InMemoryQuotes } from '../../../use-cases/testing/in-memory-pricing.js';
import { dynamoQuoteRepository } from '../quotes.js';
import { useDynalite } from './dynalite.js';
import { describeQuoteRepositoryContract } from './quotes.contract.js';
import { describeQuoteListContract } from './quote-lists.contract.js';

const dynalite = useDynalite();

describeQuoteRepositoryContract('in-memory fake', () => new InMemoryQuotes());
describeQuoteRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoQuoteRepository(db, table);
});

describeQuoteListContract('in-memory fake', () => new InMemoryQuotes());
describeQuoteListContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoQuoteRepository(db, table);
});
