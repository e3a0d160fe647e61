/** The Representations and Warranties (docs/requirements.md#static-documents): a public page the Sign & Submit page links to. */
import { REPRESENTATIONS_AND_WARRANTIES } from '@almanac/core';
import { StaticDocumentPage } from '../../../components/static-document.js';

export default function RepresentationsPage() {
  return <StaticDocumentPage document={REPRESENTATIONS_AND_WARRANTIES} />;
}
