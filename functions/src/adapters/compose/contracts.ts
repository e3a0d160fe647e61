import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoCommissionRepository } from '../dynamodb/commissions.js';
import { dynamoCounterRepository } from '../dynamodb/counters.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoUploadRepository } from '../dynamodb/uploads.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';
import { composeFilePorts } from './files.js';
import { tableOf } from './shared.js';

export type ContractsPorts = AgencyMailPorts &
  Pick<
    Ports,
    | 'quotes'
    | 'uploads'
    | 'files'
    | 'cipher'
    | 'documents'
    | 'sha256'
    | 'liftApplicationDeadline'
    | 'automaticApprovalLimitDollars'
    | 'commissions'
    | 'counters'
  >;

/** The contracts Lambda: applications, their uploads, the signed PDF, the client's invitation, underwriting and the policy. */
export function composeContractsPorts(config: FunctionsConfig, logger: Logger): ContractsPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeAgencyMailPorts(config, logger, dynamo),
    quotes: dynamoQuoteRepository(db, table),
    uploads: dynamoUploadRepository(db, table),
    liftApplicationDeadline: config.liftApplicationDeadline,
    automaticApprovalLimitDollars: config.automaticApprovalLimitDollars,
    commissions: dynamoCommissionRepository(db, table),
    counters: dynamoCounterRepository(db, table),
    ...composeFilePorts(config),
  };
}
