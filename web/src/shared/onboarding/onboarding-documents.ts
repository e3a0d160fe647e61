/**
 * The agency application as the onboarding wizard and the operations page read it
 * (docs/requirements.md#onboarding, #entity-organization). No React here: the integration tests
 * import this module.
 */
import { graphql } from '../../lib/graphql/document.js';

/** A person the application names (applicant, primary agent, a team member). */
graphql(`
  fragment OnboardingPersonFields on User {
    _id
    email
    role
    profile {
      firstName
      lastName
    }
  }
`);

graphql(`
  fragment OrganizationOnboardingFields on OrganizationOnboarding {
    status
    organization {
      _id
      name
      website
      yearsInBusiness
      isOnboarded
      locations {
        _id
        type
        address {
          address1
          address2
          city
          state
          zipcode
        }
      }
      signatureDetails {
        signature
        signingDate
        title
      }
    }
    applicant {
      ...OnboardingPersonFields
    }
    primaryAgent {
      ...OnboardingPersonFields
    }
    agencyLicenseState
    agencyLicenseNumber
    npn
    submittedAt
    returnReason
    agreementDocumentId
  }
`);
