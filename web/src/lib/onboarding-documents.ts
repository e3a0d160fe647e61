/**
 * createLoginToken (docs/requirements.md#dashboard): Begin Onboarding sends it (onboarding.ts). No
 * React here: the integration tests import this module.
 */
import { graphql } from './graphql/document.js';

export const CREATE_LOGIN_TOKEN = graphql(`
  mutation CreateLoginToken($tokenType: TokenType!) {
    createLoginToken(tokenType: $tokenType) {
      token
      expiresAt
    }
  }
`);
