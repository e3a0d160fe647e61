import { InMemoryPricingLeases } from '../../../use-cases/testing/in-memory-pricing.js';
import { dynamoPricingLeases } from '../pricing-leases.js';
import { useDynalite } from './dynalite.js';
import { describePricingLeasesContract } from './pricing-leases.contract.js';

const dynalite = useDynalite();

describePricingLeasesContract('in-memory fake', () => new InMemoryPricingLeases());
describePricingLeasesContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoPricingLeases(db, table);
});
