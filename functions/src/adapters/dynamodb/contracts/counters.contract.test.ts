import { InMemoryCounters } from '../../../use-cases/testing/in-memory-contracts.js';
import { dynamoCounters } from '../counters.js';
import { describeCountersContract } from './counters.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeCountersContract('in-memory fake', () => new InMemoryCounters());
describeCountersContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoCounters(db, table);
});
