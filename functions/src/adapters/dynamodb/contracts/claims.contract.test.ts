import { InMemoryClaims } from '../../../use-cases/testing/in-memory-claims.js';
import { InMemoryContracts } from '../../../use-cases/testing/in-memory-contracts.js';
import { dynamoClaimRepository } from '../claims.js';
import { dynamoContractRepository } from '../contracts.js';
import { describeClaimRepositoryContract } from './claims.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeClaimRepositoryContract('in-memory fake', () => {
  const contracts = new InMemoryContracts();
  return { contracts, claims: new InMemoryClaims(contracts) };
});
describeClaimRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return { contracts: dynamoContractRepository(db, table), claims: dynamoClaimRepository(db, table) };
});
