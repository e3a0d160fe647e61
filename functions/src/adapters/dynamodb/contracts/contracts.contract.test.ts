import { InMemoryContracts, InMemoryUploads } from '../../../use-cases/testing/in-memory-contracts.js';
import { dynamoContractRepository } from '../contracts.js';
import { dynamoUploadRepository } from '../uploads.js';
import { describeContractRepositoryContract } from './contracts.contract.js';
import { useDynalite } from './dynalite.js';
import { describeUploadRepositoryContract } from './uploads.contract.js';

const dynalite = useDynalite();

describeContractRepositoryContract('in-memory fake', () => new InMemoryContracts());
describeContractRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoContractRepository(db, table);
});
describeUploadRepositoryContract('in-memory fake', () => new InMemoryUploads());
describeUploadRepositoryContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoUploadRepository(db, table);
});
