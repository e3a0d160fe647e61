import { composeClientsPorts } from '../adapters/compose/clients.js';
import { createClientUser } from '../use-cases/clients/create-client-user.js';
import { getUserClients } from '../use-cases/clients/get-user-clients.js';
import { updateClientUser } from '../use-cases/clients/update-client-user.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('clients', composeClientsPorts);

/**
 * An agency's clients (named insureds): add, list and edit them. Every field needs a confirmed
 * session and canQuote.
 */
export const handler = domainHandler(logger, {
  getUserClients: (args, caller) => getUserClients(ports(), caller, args),
  createClientUser: (args, caller) => createClientUser(ports(), caller, args),
  updateClientUser: (args, caller) => updateClientUser(ports(), caller, args),
});
