import { LegalDocumentPage } from '../components/legal-document-page.js';
import { PRIVACY_POLICY } from '../content/privacy-policy.js';

/** /privacy: the Privacy Policy (draft for counsel's review; docs/requirements.md#static-documents). */
export default function PrivacyPage() {
  return <LegalDocumentPage document={PRIVACY_POLICY} />;
}
