import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDocumentRenderer } from './pdf-renderer.js';
import { pdfPages } from './pdf-text.js';
import { agencyAgreementFixture as agreement } from './signed-documents.fixture.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('agency agreement PDF (pdf-lib)', () => {
  it('is a PDF titled after the agency, dated when signed, the same bytes for the same input', async () => {
    const bytes = await pdfDocumentRenderer.agencyAgreementPdf(agreement);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Agency Agreement (Prairie Risk Partners)');
    expect(pdf.getSubject()).toBe('Agency org_01JDEMO');
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

  it('keeps the signature block with the agreement, dates written out, then the certificate page', async () => {
    const pages = pdfPages(await pdfDocumentRenderer.agencyAgreementPdf(agreement)).map(flat);
    expect(pages).toHaveLength(2);
    // The agreement, the answers and the whole signature block on the first page …
    expect(pages[0]).toContain('Commissions are paid on bound policies');
    expect(pages[0]).toContain('Signed by Sam Okafor, Agency signatory');
    expect(pages[0]).toContain('Title: Principal');
    expect(pages[0]).toContain('Date: November 25, 2026');
    expect(pages[0]).toContain('Signed electronically: November 25, 2026 18:00 UTC');
    expect(pages[0]).toContain('Version of November 25, 2026');
    // … no raw ISO timestamp anywhere …
    expect(pages.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}T\d/);
    // … and the certificate with the signer's evidence.
    expect(pages[1]).toContain('Signature Certificate');
    expect(pages[1]).toContain('Signer Sam Okafor, Agency signatory, Principal');
    expect(pages[1]).toContain('E-mail sam@prairie.example');
    expect(pages[1]).toContain('IP address 203.0.113.9');
    expect(pages[1]).toContain('User agent Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    expect(pages[1]).toContain('Consent text version 2026-11-25');
    expect(pages[1]).toContain(`Signed content SHA-256 ${'c0'.repeat(32)}`);
  });
});
