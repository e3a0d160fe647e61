/**
 * The claim pages' remaining texts and documents (docs/requirements.md#claims,
 * #static-documents): the loss report form's PDF path and field labels (the web form and the PDF
 * share them), the claims process acknowledgment, and the texts of the claim link, the contact
 * block and the thank-you pages. The requirement's own texts are in loss-report-texts.ts.
 */
import type { StaticDocument } from '../applications/client-documents.js';
import { lossReportTexts } from './loss-report-texts.js';

/** The fillable PDF of the loss report (web/public; written by web/scripts/make-loss-report-form.ts). */
export const LOSS_REPORT_PDF_PATH = '/documents/loss-report-form.pdf';
export const LOSS_REPORT_PDF_FILE_NAME = 'almanac-loss-report-form.pdf';

/** Field labels of the four sections, in the web form and the PDF. */
export const lossReportFieldLabels = {
  name: 'Named insured',
  address1: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
  contactEmail: 'Contact e-mail',
  policyNumber: 'Policy number',
  notificationDate: 'Date of notification',
  basisDescription: 'Describe the loss (optional)',
  signature: 'Signature of the named insured',
  signatureDate: 'Date',
} as const;

/** The claims process acknowledgment (a static document of the loss report form page). */
export const CLAIMS_PROCESS_ACKNOWLEDGMENT: StaticDocument = {
  title: 'Claims Process Acknowledgment',
  effective: '2026-12-01',
  intro:
    'Almanac policies are parametric: they pay on a weather index computed from public weather data, not on an adjuster’s assessment of the damage. By filing a loss report the named insured acknowledges how claims are settled.',
  sections: [
    {
      heading: 'The index decides the payout',
      paragraphs: [
        lossReportTexts.claimsProcess,
        'Not filing a loss report does not forfeit a payout either: every policy is settled from the index at the end of its period.',
      ],
    },
    {
      heading: 'When the policy is settled',
      paragraphs: [
        'Weather data are published with a delay and are provisional at first. The policy is settled once the data cover every day of the policy period and have had time to settle; until then any figure shown is an estimate.',
        'When the index leads to a payout, a claim opens for review by our claims team, and you and your agent are e-mailed. When it does not, the policy closes and the e-mail shows the index.',
      ],
    },
    {
      heading: 'How you are paid',
      paragraphs: [
        'An approved claim is paid to the named insured by eCheck, or by ACH to the bank account on file when you choose it on the loss report’s review page.',
      ],
    },
    {
      heading: 'Truthful reports',
      paragraphs: [
        'The statements in a loss report must be true and complete. Presenting a false or fraudulent claim is a crime in many states; see the fraud notices in the loss report.',
      ],
    },
  ],
};

/** The receipt e-mailed when a loss report is signed (docs/requirements.md#claims). */
export const lossReportReceiptTexts = {
  subject: (claimNumber: string) => `Your loss report was received: claim ${claimNumber}`,
  heading: 'We received your loss report',
  body: 'Thank you: your signed loss report has been received. Quote the claim number below whenever you contact us about it.',
  next: 'Parametric policies are settled from the weather index at the end of the policy period; you and your agent are e-mailed when it is settled.',
  claimNumberLabel: 'Claim number',
} as const;

export const lossReportPageTexts = {
  claimsContactTitle: 'Contact our claims team',
  claimsPhoneLabel: 'Claims phone',
  claimsEmailLabel: 'Claims e-mail',
  claimsByEmail: 'You may also report a claim by e-mail: send the completed form to our claims team.',
  pdfFrameTitle: 'Loss report form (PDF)',
  pdfFallback: 'Your browser cannot show the PDF here; download it instead.',
  fileOnline: 'File a loss report online',
  getStartedLink: 'How filing a claim works',
  coverageTypesTitle: 'Coverage types',
  perilLead:
    'File a loss report for this coverage: enter your policy number and we e-mail the named insured a secure link.',
  backToLossForm: 'All coverage types',
  opening: 'Opening your loss report…',
  /** /claims/loss-form opened without a token and without the link's session. */
  noSession:
    'This page opens from the link in the loss report e-mail. Enter your policy number on the loss form page to receive a new link.',
  lossReportTitle: 'Loss Report',
  lossReportLead:
    'Complete the four sections. Sections I and II are complete when every required field is valid; sections III and IV once you have read them and ticked the box at their end.',
  sectionComplete: 'Complete',
  sectionIncomplete: 'Not complete',
  continueHint: 'Complete sections I and II and tick the boxes of sections III and IV to continue.',
  representationsAcceptedLabel: 'I have read and agree to the representations above',
  disclaimersAcceptedLabel: 'I have read the disclaimers and the fraud notices above',
  claimNumberLabel: 'Claim number',
  receiptSent: 'A receipt with this claim number has been e-mailed to you.',
  prefillFailed: 'We could not prefill your policy details; please enter them.',
  reviewLead: 'Check your loss report, sign it and choose how you want to be paid.',
  summaryTitle: 'Your loss report',
  payoutUnavailable: 'The estimated payout is not available right now.',
  settledPayoutNote: 'The policy has been settled: this is the payout its settlement computed.',
  achAccountLabel: 'Bank account on file',
  alreadySubmitted: 'This loss report has been signed and submitted.',
  formLoadFailed: 'We could not load this loss report. Please try again later.',
  referenceLabel: 'Reference',
  backToLossFormPage: 'Back to the loss form',
} as const;
