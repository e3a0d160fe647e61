import { InMemoryExposureBook } from '../../../use-cases/testing/in-memory-exposure.js';
import { dynamoExposureBook } from '../exposure.js';
import { describeExposureBookContract } from './exposure.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeExposureBookContract('in-memory fake', () => new InMemoryExposureBook());
describeExposureBookContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoExposureBook(db, table);
});
