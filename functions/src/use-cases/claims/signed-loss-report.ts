import {
  contractDocumentsFolder,
  formatDocumentDate,
  FRAUD_NOTICES,
  LOSS_REPORT_CONSENT_VERSION,
  lossReportTexts,
  PayoutMethod,
  PDF_CONTENT_TYPE,
  signedLossReportTexts,
} from '@almanac/core';
import type {
  ContractDocumentRecord,
  DocumentSignature,
  LossReportDocument,
  LossReportRecord,
  Ports,
} from '../../ports/index.js';
import { signedContentSha256 } from '../contracts/application-document.js';
import { contractDocumentId } from '../contracts/contract-view.js';

type Deps = Pick<Ports, 'documents' | 'files' | 'sha256' | 'random'>;

/** What the policyholder signs: the loss report as its PDF prints it, without the signature. */
export type LossReportContent = Omit<LossReportDocument, 'signatures'>;

/** The signed report's review as the content needs it (the payout method chosen). */
export type SignedLossReport = LossReportRecord & {
  claimNumber: string;
  review: NonNullable<LossReportRecord['review']>;
};

/**
 * The loss report's content (docs/requirements.md#claims, issue 27): the claim, sections I and II
 * as filed, the representations and fraud notices of sections III and IV the signer accepted
 * (their words), and the payout method. Its SHA-256 (canonical JSON) is recorded with the signature.
 */
export function lossReportContent(form: SignedLossReport): LossReportContent {
  const t = signedLossReportTexts;
  const n = form.values.namedInsured;
  const d = form.values.lossDetails;
  const address = [n.address1, n.city, [n.state, n.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    title: t.title,
    claimNumber: form.claimNumber,
    policyNumber: form.policyNumber,
    formId: form.id,
    sections: [
      {
        heading: t.claimHeading,
        rows: [
          [t.labels.claimNumber, form.claimNumber],
          [t.labels.policyNumber, form.policyNumber],
        ],
      },
      {
        heading: t.sectionTitles.namedInsured,
        rows: [
          [t.labels.name, n.name],
          [t.labels.address, address],
          [t.labels.contactEmail, n.contactEmail],
          [t.labels.policyNumber, n.policyNumber],
        ],
      },
      {
        heading: t.sectionTitles.lossDetails,
        rows: [
          [t.labels.notificationDate, formatDocumentDate(d.notificationDate)],
          [t.labels.basisDescription, d.basisDescription?.trim() || t.notGiven],
        ],
      },
      {
        heading: t.sectionTitles.representations,
        rows: lossReportTexts.representations.map((text, i): [string, string] => [
          t.labels.representation(i + 1),
          `${t.accepted}: ${text}`,
        ]),
      },
      {
        heading: t.sectionTitles.disclaimers,
        rows: [
          [t.labels.disclaimers, `${t.accepted}: ${lossReportTexts.disclaimersIntro}`],
          ...FRAUD_NOTICES.map((notice): [string, string] => [notice.name, notice.text]),
        ],
      },
      {
        heading: lossReportTexts.reviewTitle,
        rows: [
          [
            t.labels.payoutMethod,
            form.review.paymentMethod === PayoutMethod.ACH
              ? lossReportTexts.achLabel
              : lossReportTexts.eCheckLabel,
          ],
        ],
      },
    ],
  };
}

/** The content's SHA-256, as recorded at signing. */
export const lossReportContentSha256 = (ports: Pick<Ports, 'sha256'>, content: LossReportContent) =>
  signedContentSha256(ports.sha256, content);

/** The policyholder's signature block and certificate entry, from the signed review. */
export function policyholderSignature(form: SignedLossReport): DocumentSignature {
  const r = form.review;
  return {
    heading: signedLossReportTexts.signatureHeading,
    statement: signedLossReportTexts.signatureStatement,
    acknowledgements: [[lossReportTexts.claimsProcessTitle, lossReportTexts.claimsProcess]],
    name: r.clientSignature,
    role: signedLossReportTexts.signatureRole,
    date: r.todaysDate,
    signedAt: r.signedAt,
    ...(r.email ? { email: r.email } : {}),
    ...(r.ipAddress ? { ipAddress: r.ipAddress } : {}),
    ...(r.userAgent ? { userAgent: r.userAgent } : {}),
    consentVersion: r.consentVersion ?? LOSS_REPORT_CONSENT_VERSION,
    contentSha256: r.contentSha256 ?? '',
  };
}

/**
 * Render the signed loss report (its content, the policyholder's signature, the signature
 * certificate) and store it under a key of its own in the contract's documents folder (a lost
 * race leaves a file nobody points to, never one over the winner's). Answers the record the loss
 * report keeps; its id (`{contractId}.loss-report-{formId}`) is what getSignedUrl takes.
 */
export async function storeSignedLossReport(
  ports: Deps,
  form: SignedLossReport,
  content: LossReportContent,
): Promise<ContractDocumentRecord> {
  const pdf = await ports.documents.lossReportPdf({ ...content, signatures: [policyholderSignature(form)] });
  const fileName = signedLossReportTexts.fileName(form.claimNumber);
  const key = `${contractDocumentsFolder(form.contractId)}/${ports.random.id()}/${fileName}`;
  await ports.files.put(key, pdf, PDF_CONTENT_TYPE);
  return {
    id: contractDocumentId(form.contractId, `loss-report-${form.id}`),
    kind: 'LOSS_REPORT',
    key,
    fileName,
    mimetype: PDF_CONTENT_TYPE,
    sha256: ports.sha256(pdf),
    createdAt: form.review.signedAt,
  };
}
