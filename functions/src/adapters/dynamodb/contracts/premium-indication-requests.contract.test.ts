import { InMemoryPremiumIndicationRequests } from '../../../use-cases/testing/in-memory-requests.js';
import { dynamoPremiumIndicationRequestRepository } from '../requests.js';
import { useDynalite } from './dynalite.js';
import { describePremiumIndicationRequestRepositoryContract } from './premium-indication-requests.contract.js';

const dynalite = useDynalite();

describePremiumIndicationRequestRepositoryContract(
  'in-memory fake',
  () => new InMemoryPremiumIndicationRequests(),
);
describePremiumIndicationRequestRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoPremiumIndicationRequestRepository(db, table);
});
