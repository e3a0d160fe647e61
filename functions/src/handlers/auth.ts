import { publicFields } from '@almanac/core';
import { composeAuthPorts } from '../adapters/compose/auth.js';
import { authorize } from '../use-cases/auth/authorize.js';
import { changePassword } from '../use-cases/auth/change-password.js';
import { confirmUser } from '../use-cases/auth/confirm-user.js';
import { createLoginToken } from '../use-cases/auth/create-login-token.js';
import { forgotPassword } from '../use-cases/auth/forgot-password.js';
import { login } from '../use-cases/auth/login.js';
import { logout } from '../use-cases/auth/logout.js';
import { logoutEverywhere } from '../use-cases/auth/logout-everywhere.js';
import { registerUser } from '../use-cases/auth/register-user.js';
import { resendConfirm } from '../use-cases/auth/resend-confirm.js';
import { resetPassword } from '../use-cases/auth/reset-password.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler, remoteIpOf } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('auth', composeAuthPorts);

export const handler = domainHandler(
  logger,
  {
    registerUser: (args, _caller, event) => registerUser(ports(), args.input, remoteIpOf(event)),
    confirmUser: (args, caller) => confirmUser(ports(), caller, args),
    resendConfirm: (_args, caller) => resendConfirm(ports(), caller),
    login: (args) => login(ports(), args),
    authorize: (args) => authorize(ports(), args),
    logout: (_args, caller) => logout(ports(), caller),
    logoutEverywhere: (_args, caller) => logoutEverywhere(ports(), caller),
    forgotPassword: (args, _caller, event) => forgotPassword(ports(), args, remoteIpOf(event)),
    resetPassword: (args) => resetPassword(ports(), args),
    changePassword: (args, caller) => changePassword(ports(), caller, args),
    createLoginToken: (args, caller) => createLoginToken(ports(), caller, args),
  },
  { public: publicFields, allowUnconfirmed: ['resendConfirm', 'logout', 'logoutEverywhere'] },
);
