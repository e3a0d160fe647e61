import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { AgencyAgreementDocument } from '../../ports/index.js';
import { pdfDocumentRenderer } from './pdf-renderer.js';

const agreement: AgencyAgreementDocument = {
  title: 'Agency Agreement',
  organizationId: 'org_1',
  agencyName: 'Prairie Risk Partners',
  version: '2026-11-25',
  clauses: ['The agency sells only where licensed.', 'Commissions are paid on bound policies.'],
  sections: [{ heading: 'Agency', rows: [['Name', 'Prairie Risk Partners']] }],
  signature: {
    name: 'Sam Okafor',
    title: 'Principal',
    date: '2026-11-25',
    signedAt: '2026-11-25T18:00:00.000Z',
    consentText: 'By typing my name I sign the Agency Agreement electronically.',
  },
};

describe('agency agreement PDF (pdf-lib)', () => {
  it('is a PDF titled after the agency, dated when signed, the same bytes for the same input', async () => {
    const bytes = await pdfDocumentRenderer.agencyAgreementPdf(agreement);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Agency Agreement (Prairie Risk Partners)');
    expect(pdf.getSubject()).toBe('Agency org_1');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(
      Buffer.from(await pdfDocumentRenderer.agencyAgreementPdf(agreement)).equals(Buffer.from(bytes)),
    ).toBe(true);
    const other = await pdfDocumentRenderer.agencyAgreementPdf({
      ...agreement,
      signature: { ...agreement.signature, title: 'Owner' },
    });
    expect(Buffer.from(other).equals(Buffer.from(bytes))).toBe(false);
  });
});
