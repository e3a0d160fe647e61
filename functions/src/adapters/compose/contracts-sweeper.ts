import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';

export type ContractsSweeperPorts = AgencyMailPorts & Pick<Ports, 'liftApplicationDeadline'>;

/** The scheduled contracts sweeper (no files, cipher or PDF renderer in its bundle): pending review invitations and drafts past their deadline. */
export function composeContractsSweeperPorts(config: FunctionsConfig, logger: Logger): ContractsSweeperPorts {
  return {
    ...composeAgencyMailPorts(config, logger),
    liftApplicationDeadline: config.liftApplicationDeadline,
  };
}
