import { InMemoryThrottle } from '../../../use-cases/testing/in-memory-ports.js';
import { dynamoThrottleRepository } from '../throttle.js';
import { useDynalite } from './dynalite.js';
import { describeThrottleRepositoryContract } from './throttle.contract.js';

const dynalite = useDynalite();

describeThrottleRepositoryContract('in-memory fake', () => new InMemoryThrottle());
describeThrottleRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoThrottleRepository(db, table);
});
