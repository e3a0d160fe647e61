import { formatDocumentDate, signedLossReportTexts } from '@almanac/core';
import { PDFDocument } from 'pdf-lib';
import type {
  AgencyAgreementDocument,
  ApplicationDocument,
  DocumentRenderer,
  LossReportDocument,
  PolicyDocument,
} from '../../ports/index.js';
import { type Layout, renderLayout, savePdf, UNSIGNED_DOCUMENT_DATE } from './pdf-layout.js';

export { UNSIGNED_DOCUMENT_DATE } from './pdf-layout.js';

function applicationLayout(doc: ApplicationDocument): Layout {
  // The document's date: its latest signature (the same bytes for the same signatures).
  const latest = doc.signatures
    .map((s) => s.signedAt)
    .sort()
    .at(-1);
  return {
    title: doc.title,
    subtitle: `Contract ${doc.contractId}`,
    metadataTitle: `${doc.title} (${doc.contractId})`,
    subject: `Contract ${doc.contractId}`,
    date: latest ? new Date(latest) : UNSIGNED_DOCUMENT_DATE,
    sections: doc.sections,
    signatures: doc.signatures,
    footer: `${doc.title} · Contract ${doc.contractId}`,
  };
}

/** The declarations, then every page of each appended PDF (pdf-lib copyPages), in order. */
async function renderPolicy(doc: PolicyDocument, appendix: readonly Uint8Array[]): Promise<Uint8Array> {
  const pdf = await renderLayout({
    title: doc.title,
    subtitle: `Policy ${doc.policyNumber} · Contract ${doc.contractId}`,
    metadataTitle: `${doc.title} (${doc.policyNumber})`,
    subject: `Policy ${doc.policyNumber}, contract ${doc.contractId}`,
    date: new Date(doc.issuedAt),
    sections: doc.sections,
    signatures: [],
    ...(doc.note ? { note: doc.note } : {}),
    footer: `Policy ${doc.policyNumber} · Declarations`,
  });
  for (const bytes of appendix) {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
  }
  return savePdf(pdf);
}

/** The Agency Agreement: its numbered clauses, the agency's answers, the signatory's signature. */
function agencyAgreementLayout(doc: AgencyAgreementDocument): Layout {
  return {
    title: doc.title,
    subtitle: `${doc.agencyName} · Agency ${doc.organizationId} · Version of ${formatDocumentDate(doc.version)}`,
    metadataTitle: `${doc.title} (${doc.agencyName})`,
    subject: `Agency ${doc.organizationId}`,
    date: new Date(doc.signature.signedAt),
    clauses: { heading: 'Agreement', items: doc.clauses },
    sections: doc.sections,
    signatures: [doc.signature],
    footer: `${doc.title} · ${doc.agencyName}`,
  };
}

/** A signed loss report: the claim, the report's sections, the policyholder's signature. */
function lossReportLayout(doc: LossReportDocument): Layout {
  const t = signedLossReportTexts;
  return {
    title: doc.title,
    subtitle: t.subtitle(doc.claimNumber, doc.policyNumber),
    metadataTitle: `${doc.title} (${doc.claimNumber})`,
    subject: `Claim ${doc.claimNumber}, policy ${doc.policyNumber}`,
    date: doc.signatures[0] ? new Date(doc.signatures[0].signedAt) : UNSIGNED_DOCUMENT_DATE,
    sections: doc.sections,
    signatures: doc.signatures,
    footer: t.footer(doc.claimNumber),
  };
}

/**
 * PDFs with pdf-lib and the standard fonts (Helvetica, Times Italic for signed names, Courier for
 * hashes): US letter, title and id, each section's label/value rows (long values wrapped, pages
 * added as needed, "Page n of N" footers), the signature blocks and, once signed, the signature
 * certificate page (docs/decisions.md, issue 27). The same input gives the same bytes: the
 * document's dates are the signing time (a fixed date before), and nothing else varies.
 */
export const pdfDocumentRenderer: DocumentRenderer = {
  applicationPdf: async (doc) => savePdf(await renderLayout(applicationLayout(doc))),
  policyPdf: renderPolicy,
  agencyAgreementPdf: async (doc) => savePdf(await renderLayout(agencyAgreementLayout(doc))),
  lossReportPdf: async (doc) => savePdf(await renderLayout(lossReportLayout(doc))),
};
