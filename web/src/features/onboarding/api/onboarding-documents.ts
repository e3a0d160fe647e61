/**
 * Agency onboarding's calls (docs/requirements.md#onboarding): read the agency's application,
 * designate its primary agent, save a draft, sign and submit; the team's selling members to
 * designate from. onboarding-api.ts sends them. No React here: the integration tests import this
 * module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_ORGANIZATION_ONBOARDING = graphql(`
  query GetOrganizationOnboarding {
    getOrganizationOnboarding {
      ...OrganizationOnboardingFields
    }
  }
`);

/** The team, for the members who can be designated (selling and active). */
export const ONBOARDING_TEAM = graphql(`
  query OnboardingTeam {
    getOrganizationTeam {
      _id
      status
      user {
        ...OnboardingPersonFields
      }
    }
  }
`);

export const DESIGNATE_PRIMARY_AGENT = graphql(`
  mutation DesignatePrimaryAgent($user: ID!) {
    designatePrimaryAgent(user: $user) {
      ...OrganizationOnboardingFields
    }
  }
`);

export const SAVE_ORGANIZATION_APPLICATION = graphql(`
  mutation SaveOrganizationApplication($input: OrganizationApplicationInput!) {
    saveOrganizationApplication(input: $input) {
      ...OrganizationOnboardingFields
    }
  }
`);

export const SUBMIT_ORGANIZATION_APPLICATION = graphql(`
  mutation SubmitOrganizationApplication($input: OrganizationApplicationInput!) {
    submitOrganizationApplication(input: $input) {
      ...OrganizationOnboardingFields
    }
  }
`);
