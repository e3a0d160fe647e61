import { writeFileSync } from 'node:fs';
import { LOSS_REPORT_CONSENT_VERSION, lossReportTexts } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import type { LossReportDocument, LossReportRecord } from '../../ports/index.js';
import {
  lossReportContent,
  policyholderSignature,
  type SignedLossReport,
} from '../../use-cases/claims/signed-loss-report.js';
import { pdfDocumentRenderer } from './pdf-renderer.js';
import { pdfPages } from './pdf-text.js';

/** The text with runs of spaces and line breaks as one space (the layout's columns and wraps). */
const flat = (s: string) => s.replace(/\s+/g, ' ');

const signedReport: SignedLossReport = {
  id: 'form-7',
  formType: 'LOSS_REPORT',
  contractId: 'contract-7',
  policyNumber: 'ALM-LPC-2026-7K3M9QXR0',
  agentId: 'agent-1',
  clientId: 'client-1',
  program: 'LPC',
  status: 'NEEDS_REVIEW',
  version: 1,
  values: {
    namedInsured: {
      name: 'Reyes Farms LLC',
      address1: '1 Harbor Way',
      city: 'Tampa',
      state: 'FL',
      zipcode: '33602',
      contactEmail: 'dana@reyes-farms.example',
      policyNumber: 'ALM-LPC-2026-7K3M9QXR0',
    },
    lossDetails: { notificationDate: '2026-11-20', basisDescription: 'Too little rain since October.' },
  },
  claimNumber: 'CLM-2026-4H8T2WQZ1',
  review: {
    paymentMethod: 'eCheck',
    readConfirmation: true,
    agreeElectronicNamedInsured: true,
    clientSignature: 'Dana Reyes',
    todaysDate: '2026-11-21',
    signedAt: '2026-11-21T15:01:00.000Z',
    userId: 'client-1',
    email: 'dana@reyes-farms.example',
    ipAddress: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    consentVersion: LOSS_REPORT_CONSENT_VERSION,
    contentSha256: 'ab'.repeat(32),
  },
  createdAt: '2026-11-21T14:50:00.000Z',
  updatedAt: '2026-11-21T15:01:00.000Z',
} satisfies LossReportRecord;

const doc: LossReportDocument = {
  ...lossReportContent(signedReport),
  signatures: [policyholderSignature(signedReport)],
};

describe('signed loss report PDF (issue 27)', () => {
  it('prints the claim, the report as filed, the representations accepted and the policyholder’s signature', async () => {
    const bytes = await pdfDocumentRenderer.lossReportPdf(doc);
    if (process.env.LOSS_REPORT_PDF_OUT) writeFileSync(process.env.LOSS_REPORT_PDF_OUT, bytes);
    const pages = pdfPages(bytes, 'reading');
    const body = flat(pages.slice(0, -1).join(' '));
    expect(body).toContain('Loss Report');
    expect(body).toContain('Claim CLM-2026-4H8T2WQZ1 · Policy ALM-LPC-2026-7K3M9QXR0');
    expect(body).toContain('Reyes Farms LLC');
    expect(body).toContain('1 Harbor Way, Tampa, FL 33602');
    expect(body).toContain('November 20, 2026');
    expect(body).toContain('Too little rain since October.');
    expect(body).toContain(`Read and accepted: ${lossReportTexts.representations[0]}`);
    expect(body).toContain('Policyholder’s signature');
    expect(body).toContain('Signed by Dana Reyes, Named insured (policyholder)');
    expect(body).toContain('Date: November 21, 2026');
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('ends with the signature certificate: who, e-mail, when, IP, user agent, consent version, hash', async () => {
    const pages = pdfPages(await pdfDocumentRenderer.lossReportPdf(doc));
    const certificate = flat(pages.at(-1)!);
    expect(certificate).toContain('Signature Certificate');
    expect(certificate).toContain('Signer Dana Reyes, Named insured (policyholder)');
    expect(certificate).toContain('E-mail dana@reyes-farms.example');
    expect(certificate).toContain('Signed (UTC) November 21, 2026 15:01 UTC');
    expect(certificate).toContain('IP address 198.51.100.23');
    expect(certificate).toContain('iPhone OS 17_5');
    expect(certificate).toContain(`Consent text version ${LOSS_REPORT_CONSENT_VERSION}`);
    expect(certificate).toContain(`Signed content SHA-256 ${'ab'.repeat(32)}`);
  });

  it('is the same bytes for the same signed report', async () => {
    const a = await pdfDocumentRenderer.lossReportPdf(doc);
    const b = await pdfDocumentRenderer.lossReportPdf(doc);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
