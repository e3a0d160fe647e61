/**
 * The operations page of agency applications (docs/requirements.md#onboarding): the list (in
 * review, oldest first), one application, and the decision. agencies-api.ts sends them. No React
 * here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW = graphql(`
  query GetOrganizationApplicationsForReview($statuses: [OrganizationApplicationStatus!]) {
    getOrganizationApplicationsForReview(statuses: $statuses) {
      ...OrganizationOnboardingFields
    }
  }
`);

export const GET_ORGANIZATION_APPLICATION = graphql(`
  query GetOrganizationApplication($organization: ID!) {
    getOrganizationApplication(organization: $organization) {
      ...OrganizationOnboardingFields
    }
  }
`);

export const REVIEW_ORGANIZATION_APPLICATION = graphql(`
  mutation ReviewOrganizationApplication($organization: ID!, $input: OrganizationReviewInput!) {
    reviewOrganizationApplication(organization: $organization, input: $input) {
      ...OrganizationOnboardingFields
    }
  }
`);
