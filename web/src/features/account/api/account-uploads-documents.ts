/**
 * The Documents page's Agreements (docs/requirements.md#account-documents): getUploads, page 1,
 * 15 a page, newest first. The View links come from getSignedUrl (shared/contracts).
 */
import { graphql } from '../../../lib/graphql/document.js';

export const ACCOUNT_UPLOADS = graphql(`
  query AccountUploads($input: UploadsInput) {
    getUploads(input: $input) {
      count
      items {
        id
        fileName
        filePath
        purpose
        createdAt
      }
    }
  }
`);
