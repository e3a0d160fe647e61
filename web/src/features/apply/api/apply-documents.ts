/**
 * The application pages' documents (docs/requirements.md#application-form, #broker-signature,
 * #application-diligent-effort, #api-applications): apply-api.ts sends them. No React here.
 */
import { graphql } from '../../../lib/graphql/document.js';

/** A premium indication as Apply for Coverage's card reads it when it comes by id (?quote=). */
graphql(`
  fragment ApplyQuoteFields on Quote {
    id
    programName
    programTitle
    createdAt
    frozenAt
    clientId
    clientName
    applicationDeadline
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
        }
      }
    }
  }
`);

/** An application as the form, the signature and the submitted page read it. */
graphql(`
  fragment ApplicationContractFields on Contract {
    id
    quoteId
    status
    programName
    policyNumber
    applicationDeadline
    submittedAt
    agentName
    agentEmail
    agency
    clientId
    clientName
    clientEmail
    clientCompany
    entityInformation {
      legalName
      address
      city
      state
      county
      country
      zip
      maskedFederalTaxId
      contactFirstName
      contactLastName
      emails {
        value
      }
      businessPhone
    }
    businessDetails {
      businessType
      businessOperationsDescription
      currency
      previousAnnualRevenue {
        year
        revenue
      }
    }
    diligentSearchUpload {
      acknowledgment
      file
      fileId
    }
    agentSignature {
      name
      date
      signedAt
    }
    quote {
      ...PricedQuoteFields
      programTitle
      locations {
        features {
          geometry {
            coordinates
          }
          properties {
            state
            weight
            cpcId
          }
        }
      }
    }
  }
`);

export const GET_APPLY_QUOTE = graphql(`
  query GetApplyQuote($id: ID!) {
    getQuote(id: $id) {
      ...ApplyQuoteFields
    }
  }
`);

export const GET_APPLICATION = graphql(`
  query GetApplication($id: ID!) {
    getContract(id: $id) {
      ...ApplicationContractFields
    }
  }
`);

export const UPDATE_APPLICATION = graphql(`
  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {
    updateLpcInsuranceApplication(contract: $contract, input: $input) {
      ...ApplicationContractFields
    }
  }
`);

export const SUBMIT_APPLICATION = graphql(`
  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {
    submitLpcInsuranceApplication(contract: $contract, input: $input) {
      ...ApplicationContractFields
    }
  }
`);

export const UPLOAD_FILE = graphql(`
  mutation UploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) {
      uploadId
      url
      fields {
        name
        value
      }
      expiresAt
    }
  }
`);
