import { composeClientsPorts } from '../adapters/compose/clients.js';
import { changeClientEmail } from '../use-cases/clients/change-client-email.js';
import { confirmClientEmailChange } from '../use-cases/clients/confirm-email-change.js';
import { createClientUser } from '../use-cases/clients/create-client-user.js';
import { getUserClients } from '../use-cases/clients/get-user-clients.js';
import { updateClientUser } from '../use-cases/clients/update-client-user.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('clients', composeClientsPorts);

/**
 * An agency's clients (named insureds): add, list and edit them (a confirmed session and
 * canQuote); their e-mail changes: confirmed from the old address (public, the link's token) or
 * made by operations (canUnderwrite).
 */
export const handler = domainHandler(
  logger,
  {
    getUserClients: (args, caller) => getUserClients(ports(), caller, args),
    createClientUser: (args, caller) => createClientUser(ports(), caller, args),
    updateClientUser: (args, caller) => updateClientUser(ports(), caller, args),
    confirmClientEmailChange: (args) => confirmClientEmailChange(ports(), args),
    changeClientEmail: (args, caller) => changeClientEmail(ports(), caller, args),
  },
  { public: ['confirmClientEmailChange'] },
);
