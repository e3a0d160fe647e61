import {
  CLIENT_CONSENT_VERSION,
  CLIENT_ELECTRONIC_CONSENT_TEXT,
  CLIENT_TERRORISM_CONSENT_TEXT,
} from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { applicationFixture, signedSale } from './signed-documents.fixture.js';
import { pdfDocumentRenderer } from './pdf-renderer.js';
import { pdfPages } from './pdf-text.js';

/** The text with runs of spaces and line breaks as one space (the layout's columns and wraps). */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('signed application PDF: every signature of the sale and the signature certificate', () => {
  it('carries the broker’s, the client’s and the California D-1 signatures, and the client’s acknowledgements', async () => {
    const pages = pdfPages(await pdfDocumentRenderer.applicationPdf(signedSale), 'reading');
    const body = flat(pages.slice(0, -1).join(' '));
    expect(body).toContain('Broker’s signature');
    expect(body).toContain('Signed by Jordan Avery, Broker (producer)');
    expect(body).toContain('Applicant’s signature');
    expect(body).toContain('Signed by Dana Reyes, Applicant (named insured)');
    expect(body).toContain('California D-1 notice');
    expect(body).toContain('Notice to California Applicants (D-1)');
    expect(body).toContain(`Accepted: ${CLIENT_ELECTRONIC_CONSENT_TEXT}`);
    expect(body).toContain(`Accepted: ${CLIENT_TERRORISM_CONSENT_TEXT}`);
    // Dates as people write them, never a raw ISO timestamp.
    expect(body).toContain('Date: November 25, 2026');
    expect(body).toContain('Signed electronically: November 27, 2026 15:02 UTC');
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('ends with a certificate page listing who, e-mail, when, IP, user agent, consent version and hash', async () => {
    const pages = pdfPages(await pdfDocumentRenderer.applicationPdf(signedSale));
    const certificate = flat(pages.at(-1)!);
    expect(certificate).toContain('Signature Certificate');
    const [brokerEntry, clientEntry, d1Entry] = certificate.split(/ \d\. /).slice(1);
    expect(brokerEntry).toContain('Signer Jordan Avery, Broker (producer)');
    expect(brokerEntry).toContain('E-mail jordan@prairie.example');
    expect(brokerEntry).toContain('Signed (UTC) November 25, 2026 18:41 UTC');
    expect(brokerEntry).toContain('IP address 203.0.113.7');
    expect(brokerEntry).toContain('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)');
    expect(brokerEntry).toContain('Consent text version broker-consent-2026-11-25');
    expect(brokerEntry).toContain(`Signed content SHA-256 ${'3f'.repeat(32)}`);
    expect(clientEntry).toContain('Signer Dana Reyes, Applicant (named insured)');
    expect(clientEntry).toContain('E-mail dana@reyes-farms.example');
    expect(clientEntry).toContain('Signed (UTC) November 27, 2026 15:02 UTC');
    expect(clientEntry).toContain('IP address 198.51.100.23');
    expect(clientEntry).toContain(`Consent text version ${CLIENT_CONSENT_VERSION}`);
    expect(clientEntry).toContain(`Signed content SHA-256 ${'3f'.repeat(32)}`);
    expect(d1Entry).toContain('Signer Dana Reyes, Applicant (named insured), California D-1 notice');
    expect(d1Entry).toContain('Signed (UTC) November 27, 2026 15:02 UTC');
  });

  it('says "Not recorded" for evidence a signature lacks, and an unsigned draft has no certificate', async () => {
    const [first] = signedSale.signatures;
    const bare = { ...first!, email: undefined, ipAddress: undefined, userAgent: undefined };
    const pages = pdfPages(await pdfDocumentRenderer.applicationPdf({ ...signedSale, signatures: [bare] }));
    expect(flat(pages.at(-1)!)).toContain('IP address Not recorded');
    const draft = pdfPages(
      await pdfDocumentRenderer.applicationPdf({ ...applicationFixture, signatures: [] }),
    );
    expect(draft.join('')).not.toContain('Signature Certificate');
  });
});
