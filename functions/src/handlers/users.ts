import { currentUser, getUser } from '../use-cases/users/current-user.js';
import { updateUser } from '../use-cases/users/update-user.js';
import { containerPorts } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const ports = containerPorts;

export const handler = domainHandler(
  {
    currentUser: (_args, caller) => currentUser(ports(), caller),
    getUser: (args, caller) => getUser(ports(), caller, args),
    updateUser: (args, caller) => updateUser(ports(), caller, args),
  },
  { allowUnconfirmed: ['currentUser'] },
);
