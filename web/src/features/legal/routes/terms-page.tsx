import { LegalDocumentPage } from '../components/legal-document-page.js';
import { TERMS_OF_USE } from '../content/terms-of-use.js';

/** /terms: the Terms of Use (draft for counsel's review; docs/requirements.md#static-documents). */
export default function TermsPage() {
  return <LegalDocumentPage document={TERMS_OF_USE} />;
}
