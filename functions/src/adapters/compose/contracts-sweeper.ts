import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoCommissionRepository } from '../dynamodb/commissions.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';
import { composeDocumentPorts, type DocumentPorts } from './documents.js';
import { composeExposurePorts, type ExposurePorts } from './exposure.js';
import { tableOf } from './shared.js';

export type ContractsSweeperPorts = AgencyMailPorts &
  ExposurePorts &
  DocumentPorts &
  Pick<Ports, 'quotes' | 'commissions' | 'liftApplicationDeadline'>;

/**
 * The scheduled contracts sweeper: pending review invitations, policies bound but not issued yet
 * (the policy PDF, so the renderer and the file bucket, but no field cipher in its bundle), and
 * drafts past their deadline.
 */
export function composeContractsSweeperPorts(config: FunctionsConfig, logger: Logger): ContractsSweeperPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeAgencyMailPorts(config, logger, dynamo),
    ...composeDocumentPorts(config),
    quotes: dynamoQuoteRepository(db, table),
    commissions: dynamoCommissionRepository(db, table),
    liftApplicationDeadline: config.liftApplicationDeadline,
    ...composeExposurePorts(config, dynamo),
  };
}
