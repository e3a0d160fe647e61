/**
 * A contract's documents and their download links (docs/requirements.md#entity-application,
 * #binding, #api-applications): the quote details page and the operations queue list a contract's
 * documents and fetch a short-lived link for each with getSignedUrl. No React here: the
 * integration tests import this module.
 */
import { graphql } from '../../lib/graphql/document.js';

/** One document of a contract (the signed application, the diligent effort, the policy declarations). */
graphql(`
  fragment ContractDocumentItemFields on ContractDocument {
    id
    fileName
    mimetype
    kind
    createdAt
  }
`);

export const GET_CONTRACT_DOCUMENT_URL = graphql(`
  query GetContractDocumentUrl($file: ID!) {
    getSignedUrl(file: $file)
  }
`);
