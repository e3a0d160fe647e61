import { InMemoryPricingRequests } from '../../../use-cases/testing/in-memory-pricing.js';
import { dynamoPricingRequestRepository } from '../pricing-requests.js';
import { useDynalite } from './dynalite.js';
import { describePricingRequestRepositoryContract } from './pricing-requests.contract.js';

const dynalite = useDynalite();

describePricingRequestRepositoryContract('in-memory fake', () => new InMemoryPricingRequests());
describePricingRequestRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoPricingRequestRepository(db, table);
});
