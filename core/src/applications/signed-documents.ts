/**
 * The words of the signed PDFs' signature blocks and signature certificates (docs/decisions.md,
 * issue 27): the signed application carries every signature the sale collected (the broker's, the
 * client's with their acknowledgements, the California D-1 notice's), the Agency Agreement its
 * signatory's; each ends with a certificate listing, per signature, who, e-mail, when, from where,
 * the consent text version and the SHA-256 of the signed content recorded at signing.
 */
import { CALIFORNIA_D1_DISCLOSURE, TERRORISM_DISCLOSURE } from './client-documents.js';
import { ELECTRONIC_AGREEMENT_TITLE } from './application-lifecycle.js';
import { formatDocumentDate } from '../text/document-dates.js';

export const signedDocumentTexts = {
  brokerHeading: 'Broker’s signature',
  brokerRole: 'Broker (producer)',
  clientHeading: 'Applicant’s signature',
  clientRole: 'Applicant (named insured)',
  clientStatement:
    'The applicant has reviewed this application, makes the Representations and Warranties, and signs it electronically.',
  d1Heading: 'California D-1 notice',
  d1Statement: `The applicant has received and read the ${CALIFORNIA_D1_DISCLOSURE.title} (effective ${formatDocumentDate(CALIFORNIA_D1_DISCLOSURE.effective)}) and signs to confirm it.`,
  d1Role: 'Applicant (named insured), California D-1 notice',
  electronicConsentLabel: ELECTRONIC_AGREEMENT_TITLE,
  terrorismConsentLabel: TERRORISM_DISCLOSURE.title,
  accepted: (text: string) => `Accepted: ${text}`,
  agencyHeading: 'Signatory’s signature',
  agencyRole: 'Agency signatory',
  signedBy: (name: string) => `Signed by ${name}`,
  title: (title: string) => `Title: ${title}`,
  date: (date: string) => `Date: ${date}`,
  signedElectronically: (at: string) => `Signed electronically: ${at}`,
  certificateTitle: 'Signature Certificate',
  certificateIntro:
    'Each signature on this document was made electronically (ESIGN Act, 15 U.S.C. 7001, and the Uniform Electronic Transactions Act). For each one, this certificate records the signer, their e-mail, the time (UTC), the network address and browser the signature came from, the version of the consent text agreed to, and the SHA-256 of the signed content recorded at signing.',
  certificateHashNote:
    'The signed content is the canonical JSON (keys in code-point order, no whitespace, UTF-8) of the document’s content as printed above the signatures (its title, identifiers, clauses and sections); hashing it again gives the same value while the content is unchanged.',
  certificateLabels: {
    signature: 'Signature',
    signer: 'Signer',
    email: 'E-mail',
    signedAt: 'Signed (UTC)',
    ipAddress: 'IP address',
    userAgent: 'User agent',
    consentVersion: 'Consent text version',
    contentSha256: 'Signed content SHA-256',
  },
  notRecorded: 'Not recorded',
} as const;
