/** The Terrorism Risk Insurance Act disclosure (docs/requirements.md#static-documents): a public page the Sign & Submit page links to. */
import { TERRORISM_DISCLOSURE } from '@almanac/core';
import { StaticDocumentPage } from '../../../components/static-document.js';

export default function TerrorismDisclosurePage() {
  return <StaticDocumentPage document={TERRORISM_DISCLOSURE} />;
}
