import { InMemoryFeedback } from '../../../use-cases/testing/in-memory-requests.js';
import { dynamoFeedbackRepository } from '../requests.js';
import { useDynalite } from './dynalite.js';
import { describeFeedbackRepositoryContract } from './feedback.contract.js';

const dynalite = useDynalite();

describeFeedbackRepositoryContract('in-memory fake', () => new InMemoryFeedback());
describeFeedbackRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoFeedbackRepository(db, table);
});
