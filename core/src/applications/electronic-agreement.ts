/**
 * The Agreement to Conduct Electronic Transactions (docs/requirements.md#static-documents,
 * #apply-select): the consent an agent gives, on Apply for Coverage, to sign and receive the
 * application's records electronically (ESIGN, 15 U.S.C. 7001, and the states' UETA). The static
 * page shows it; the server may store its version with a signature record
 * (BROKER_CONSENT_VERSION changes when this text changes).
 */
import { ELECTRONIC_AGREEMENT_TITLE } from './application-lifecycle.js';

export interface AgreementSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const ELECTRONIC_AGREEMENT = {
  title: ELECTRONIC_AGREEMENT_TITLE,
  effective: '2026-11-25',
  intro:
    'Before you apply for coverage through Almanac, we need your consent to do business electronically. Please read this agreement; ticking the agreement box on Apply for Coverage means you accept it.',
  sections: [
    {
      heading: 'What you agree to',
      paragraphs: [
        'You agree that applications, disclosures, notices, signatures and other records about the coverage you apply for on behalf of your clients may be provided, signed and kept electronically, and that an electronic signature you give (typing your name and confirming) has the same legal effect as a handwritten one, as the federal Electronic Signatures in Global and National Commerce Act (ESIGN) and the Uniform Electronic Transactions Act (UETA) adopted by your state provide.',
      ],
    },
    {
      heading: 'Which records this covers',
      paragraphs: [
        'This consent covers every record of an application you start on Almanac: the application itself, your signature as the broker, the copy of the signed application, the e-mails inviting your client to review, sign and pay, and the notices about the application and the policy that follows from it.',
      ],
    },
    {
      heading: 'Paper copies',
      paragraphs: [
        'You may ask for a paper copy of any record at no charge by writing to us at the contact details in the footer. Asking for a paper copy does not withdraw your consent.',
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        'You may withdraw this consent at any time by writing to us. Withdrawing does not affect records already signed or delivered electronically; applications not yet submitted will then have to be completed on paper, which may delay or prevent coverage before the application deadline.',
      ],
    },
    {
      heading: 'What you need',
      paragraphs: [
        'To use electronic records you need a current web browser, a working e-mail address, a program that opens PDF files, and a way to print or save them. We will tell you if these requirements change in a way that could affect your access to the records.',
      ],
    },
    {
      heading: 'Keeping your details current',
      paragraphs: [
        'Keep your e-mail address up to date in your account so that notices reach you. A notice sent to the address on file counts as delivered.',
      ],
    },
  ] as readonly AgreementSection[],
} as const;

/** The agreement checkbox's label (its title is a link to the page). */
export const ELECTRONIC_AGREEMENT_CHECKBOX_PREFIX = 'I have read and agree to the';
