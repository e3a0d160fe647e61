import { composeUsersPorts } from '../adapters/compose/users.js';
import { addAgentPaymentInformation } from '../use-cases/users/add-agent-payment-information.js';
import { updateOrganizationContact } from '../use-cases/organizations/update-organization-contact.js';
import { updateOrganizationLocationAddress } from '../use-cases/organizations/update-organization-location-address.js';
import { currentUser, getUser } from '../use-cases/users/current-user.js';
import { getAgentCommissions } from '../use-cases/users/get-agent-commissions.js';
import { updateUser } from '../use-cases/users/update-user.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('users', composeUsersPorts);

export const handler = domainHandler(
  logger,
  {
    currentUser: (_args, caller) => currentUser(ports(), caller),
    getUser: (args, caller) => getUser(ports(), caller, args),
    updateUser: (args, caller) => updateUser(ports(), caller, args),
    addAgentPaymentInformation: (args, caller) => addAgentPaymentInformation(ports(), caller, args),
    getAgentCommissions: (args, caller) => getAgentCommissions(ports(), caller, args),
    updateOrganizationLocationAddress: (args, caller) =>
      updateOrganizationLocationAddress(ports(), caller, args),
    updateOrganizationContact: (args, caller) => updateOrganizationContact(ports(), caller, args),
  },
  { allowUnconfirmed: ['currentUser'] },
);
