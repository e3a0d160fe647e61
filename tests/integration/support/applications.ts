/**
 * GraphQL documents and helpers for applications (docs/requirements.md#application-form). The upload
 * is the web's own document; the contract documents here also select what the web does not show
 * (history, documents, the invitation time, the agent's id), which the tests assert.
 */
import { graphql } from '../../support/graphql/index.js';
import { expectData, send } from './api.js';
import { registerConfirmedAgent } from './accounts.js';
import { table } from './db.js';
import { CURRENT_USER } from './operations.js';

graphql(`
  fragment ApplicationFields on Contract {
    id
    _id
    quoteId
    status
    lifecycleStage
    programName
    applicationDeadline
    submittedAt
    agentId
    agentName
    agentEmail
    agency
    clientId
    clientName
    clientEmail
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
      id
      status
      frozenAt
    }
    documents {
      id
      fileName
      mimetype
      kind
      createdAt
    }
    reviewInvitationSentAt
    history {
      eventName
      eventType
    }
  }
`);

export const CREATE_APPLICATION = graphql(`
  mutation CreateApplication($client: ID!, $quote: ID!) {
    createInsuranceApplication(client: $client, quote: $quote) {
      ...ApplicationFields
    }
  }
`);
export const GET_APPLICATION = graphql(`
  query GetApplication($id: ID!) {
    getContract(id: $id) {
      ...ApplicationFields
    }
  }
`);
export const GET_APPLICATION_BY_QUOTE = graphql(`
  query GetApplicationByQuote($quoteId: ID!) {
    getContractByQuoteId(quoteId: $quoteId) {
      id
      status
    }
  }
`);
export const UPDATE_APPLICATION = graphql(`
  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {
    updateLpcInsuranceApplication(contract: $contract, input: $input) {
      ...ApplicationFields
    }
  }
`);
export const SUBMIT_APPLICATION = graphql(`
  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {
    submitLpcInsuranceApplication(contract: $contract, input: $input) {
      ...ApplicationFields
    }
  }
`);
/** The upload is sent exactly as the web's diligent-effort section sends it. */
export { UPLOAD_FILE } from '../../../web/src/features/apply/api/apply-documents.js';
export const GET_UPLOADS = graphql(`
  query GetUploads($input: UploadsInput) {
    getUploads(input: $input) {
      count
      items {
        id
        fileName
        filePath
        mimetype
        size
        createdAt
      }
    }
  }
`);
export const GET_SIGNED_URL = graphql(`
  query GetSignedUrl($file: ID!) {
    getSignedUrl(file: $file)
  }
`);

/** A confirmed agent whose organisation may bind (onboarded, canBind), and its id. */
export async function bindingAgent(role?: 'primaryAgent' | 'superAdmin') {
  const agent = await registerConfirmedAgent(role ? { role: 'primaryAgent' } : {});
  // Nobody signs up as a super admin: the role is given by the platform.
  if (role === 'superAdmin')
    await table().update({
      Key: { pk: `USER#${agent.userId}`, sk: 'USER' },
      UpdateExpression: 'SET #role = :r',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':r': 'superAdmin' },
    });
  const orgId = expectData(await send(CURRENT_USER, {}, { token: agent.token })).currentUser.organization._id;
  await allowBinding(orgId);
  return { ...agent, orgId };
}

/** The organisation is onboarded and may bind, as the onboarding issue will decide. */
export async function allowBinding(orgId: string) {
  await table().update({
    Key: { pk: `ORG#${orgId}`, sk: 'ORG' },
    UpdateExpression: 'SET isOnboarded = :t, #p.canBind = :t',
    ExpressionAttributeNames: { '#p': 'permissions' },
    ExpressionAttributeValues: { ':t': true },
  });
}

/** Move a saved quote's application deadline (and inception) so the purchase window rules apply. */
export async function setQuoteDates(
  quoteId: string,
  dates: { startDate?: string; applicationDeadline?: string },
) {
  const sets: string[] = [];
  const values: Record<string, string> = {};
  if (dates.startDate) {
    sets.push('riskPeriod.startDate = :s', '#l.startDate = :s');
    values[':s'] = dates.startDate;
  }
  if (dates.applicationDeadline) {
    sets.push('applicationDeadline = :d', '#l.applicationDeadline = :d');
    values[':d'] = dates.applicationDeadline;
  }
  await table().update({
    Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' },
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: { '#l': 'listing' },
    ExpressionAttributeValues: values,
  });
}

/**
 * As if the saved quote had been priced on observed weather data: the local stack prices on the
 * demo climate, and an application priced on demo data always needs an underwriter.
 */
export async function priceOnObservedData(quoteId: string) {
  await table().update({
    Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' },
    UpdateExpression: 'SET #d.#o = :o',
    ExpressionAttributeNames: { '#d': 'data', '#o': 'origin' },
    ExpressionAttributeValues: { ':o': 'observed' },
  });
}

/** POST a file through a presigned upload, as the browser does (multipart form, fields first). */
export async function postUpload(
  post: { url: string; fields: { name: string; value: string }[] },
  body: Uint8Array | string,
  fileName = 'form.pdf',
) {
  const form = new FormData();
  for (const f of post.fields) form.append(f.name, f.value);
  form.append('file', new Blob([body], { type: 'application/pdf' }), fileName);
  const res = await fetch(post.url, { method: 'POST', body: form });
  if (res.status >= 300) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}
