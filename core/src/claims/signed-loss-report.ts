/**
 * The signed loss report PDF (docs/requirements.md#claims, issue 27): what it is titled, the
 * sections it prints and its signature block. Its signature certificate uses the signed
 * documents' words (signedDocumentTexts). LOSS_REPORT_CONSENT_VERSION changes when the words the
 * policyholder agrees to (the read confirmation, the representations, the disclaimers) do.
 */
import { lossReportTexts } from './loss-report-texts.js';

export const LOSS_REPORT_CONSENT_VERSION = 'loss-report-consent-2026-11-29';

export const signedLossReportTexts = {
  title: 'Loss Report',
  subtitle: (claimNumber: string, policyNumber: string) => `Claim ${claimNumber} · Policy ${policyNumber}`,
  footer: (claimNumber: string) => `Loss Report · Claim ${claimNumber}`,
  fileName: (claimNumber: string) => `loss-report-${claimNumber}.pdf`,
  claimHeading: 'Claim',
  sectionTitles: lossReportTexts.sectionTitles,
  labels: {
    claimNumber: 'Claim number',
    policyNumber: 'Policy number',
    name: 'Named insured',
    address: 'Address',
    contactEmail: 'Contact e-mail',
    notificationDate: 'Date the loss was noticed',
    basisDescription: 'Description of the loss',
    payoutMethod: 'Payout method',
    representation: (n: number) => `Representation ${n}`,
    disclaimers: 'Fraud notices',
  },
  accepted: 'Read and accepted',
  notGiven: 'Not given',
  signatureHeading: 'Policyholder’s signature',
  signatureRole: 'Named insured (policyholder)',
  signatureStatement: lossReportTexts.readConfirmationLabel,
  /** The link to it where operations read the loss report (the claim page). */
  link: 'Signed loss report (PDF)',
} as const;
