import type { DocumentRenderer } from '../../ports/index.js';
import { lazyMethods } from './lazy-methods.js';

/*
 * Imported on first use (lazy-methods.ts): the Lambda bundle is built with code splitting
 * (infra/lib/bundling.ts), so the adapter and its library are a chunk outside the init code.
 */

/** The PDF renderer (documents/pdf-renderer.ts, pdf-lib). */
export function lazyPdfRenderer(): DocumentRenderer {
  return lazyMethods<DocumentRenderer, keyof DocumentRenderer>(
    async () => (await import('../documents/pdf-renderer.js')).pdfDocumentRenderer,
    ['applicationPdf', 'policyPdf', 'agencyAgreementPdf', 'lossReportPdf'],
  );
}
