/**
 * The static documents the client's Sign & Submit page shows and links to
 * (docs/requirements.md#static-documents, #client-review): the Representations and Warranties the
 * client gives by signing, the Terrorism Risk Insurance Act disclosure the client acknowledges
 * (agreeTerrorismDisclosure), and the California D-1 surplus lines disclosure a California entity
 * signs (d1SignName). The public pages and the sign page render these words; the server may store
 * their dates with the client's signature (CLIENT_CONSENT_VERSION changes when one of them does).
 */
import type { AgreementSection } from './electronic-agreement.js';

export interface StaticDocument {
  readonly title: string;
  /** The date the text took effect (YYYY-MM-DD). */
  readonly effective: string;
  readonly intro: string;
  readonly sections: readonly AgreementSection[];
}

export const REPRESENTATIONS_AND_WARRANTIES: StaticDocument = {
  title: 'Representations and Warranties',
  effective: '2026-11-25',
  intro:
    'By signing the application, the applicant (the named insured) makes the following representations and warranties to the insurer. The insurer relies on them in deciding to offer and bind the cover.',
  sections: [
    {
      heading: 'The application is true and complete',
      paragraphs: [
        'The statements in the application, including the entity information, the business details and the revenue figures, are true, accurate and complete to the best of the applicant’s knowledge after reasonable inquiry. The applicant will tell the insurer, through its broker, of any change to them before the cover is bound.',
      ],
    },
    {
      heading: 'A genuine exposure to the weather',
      paragraphs: [
        'The applicant has a business whose income is exposed to the weather covered by the program at the locations named in the application, and buys the cover to protect that income, not to speculate on the weather.',
        'The limit of liability chosen is not more than the business income the applicant reasonably expects to lose from the covered weather.',
      ],
    },
    {
      heading: 'Parametric cover and basis risk',
      paragraphs: [
        'The cover pays according to a weather index measured at the covered locations over the policy period, not according to the loss the applicant actually suffers. The applicant understands that a payment may be more or less than its actual loss, and that no payment is due when the index does not reach the trigger even if the business suffers a loss (basis risk).',
      ],
    },
    {
      heading: 'No known loss',
      paragraphs: [
        'At the time of signing, the applicant does not know of any weather event, forecast or condition that has already made a payment under the cover likely.',
      ],
    },
    {
      heading: 'Surplus lines and diligent effort',
      paragraphs: [
        'The cover is written by a non-admitted (surplus lines) insurer. Where the state of the insured requires it, the applicant’s broker has made a diligent effort to place the risk with admitted insurers, and the applicant accepts placement with a non-admitted insurer.',
      ],
    },
    {
      heading: 'Payment and binding',
      paragraphs: [
        'The cover is bound only when the application has been approved, signed by the applicant and paid in full. Payment in full is due 15 days before the policy period starts; otherwise the cover is not bound.',
      ],
    },
    {
      heading: 'Misrepresentation',
      paragraphs: [
        'Any person who knowingly and with intent to defraud any insurance company or other person files an application for insurance containing any materially false information, or conceals information concerning any fact material thereto, for the purpose of misleading, may commit a fraudulent insurance act, which is a crime in many states and subjects that person to criminal and civil penalties. A material misrepresentation or concealment may also void the policy.',
      ],
    },
  ],
};

export const TERRORISM_DISCLOSURE: StaticDocument = {
  title: 'Terrorism Risk Insurance Act Disclosure',
  effective: '2026-11-25',
  intro:
    'Policyholder disclosure notice of terrorism insurance coverage, given under the federal Terrorism Risk Insurance Act of 2002, as amended and extended (the "Act").',
  sections: [
    {
      heading: 'Your right to buy terrorism coverage',
      paragraphs: [
        'You are notified that under the Act you have a right to purchase insurance coverage for losses resulting from acts of terrorism. An "act of terrorism" is an act certified by the Secretary of the Treasury, in consultation with the Secretary of Homeland Security and the Attorney General of the United States, to be an act of terrorism; to be a violent act or an act dangerous to human life, property or infrastructure; to have resulted in damage within the United States (or, in certain cases, to an air carrier, a vessel or the premises of a United States mission outside it); and to have been committed by one or more individuals as part of an effort to coerce the civilian population of the United States or to influence the policy or affect the conduct of the United States Government by coercion.',
      ],
    },
    {
      heading: 'What this cover provides',
      paragraphs: [
        'This parametric weather cover pays according to a weather index; it does not pay for loss or damage caused by an act of terrorism. Coverage for certified acts of terrorism is not included in this policy, and no premium is charged for it ($0).',
      ],
    },
    {
      heading: 'The federal share of terrorism losses',
      paragraphs: [
        'Where terrorism coverage is provided, the United States Government, through the Department of the Treasury, pays a share of terrorism losses insured under the federal program: 80% of the insured losses that exceed the insurer’s retention. If aggregate insured losses from certified acts of terrorism exceed $100 billion in a calendar year, the Treasury does not pay any portion of the losses above $100 billion, and an insurer that has met its deductible is not liable for them either; in that case insured losses up to $100 billion may be reduced as the Secretary of the Treasury determines.',
      ],
    },
    {
      heading: 'The program’s end date',
      paragraphs: [
        'The federal Terrorism Risk Insurance Program is scheduled to end on December 31, 2027, unless Congress extends it.',
      ],
    },
    {
      heading: 'Your acknowledgement',
      paragraphs: [
        'By ticking the acknowledgement on the Sign & Submit page you confirm that you have read this disclosure and understand that coverage for certified acts of terrorism is excluded from this policy.',
      ],
    },
  ],
};

/**
 * The California surplus lines notice (Insurance Code section 1764.1, "D-1"), in plain words: a
 * California applicant of a non-admitted insurer signs that they have read it.
 */
export const CALIFORNIA_D1_DISCLOSURE: StaticDocument = {
  title: 'Notice to California Applicants (D-1)',
  effective: '2026-11-25',
  intro:
    'California law requires applicants for insurance from a non-admitted insurer to receive this notice and confirm it by signature.',
  sections: [
    {
      heading: 'Notice',
      paragraphs: [
        '1. The insurance policy you are applying for is being issued by an insurer that is not licensed by the State of California. These companies are called "nonadmitted" or "surplus line" insurers.',
        '2. The insurer is not subject to the financial solvency regulation and enforcement that apply to California licensed insurers.',
        '3. The insurer does not participate in any of the insurance guarantee funds created by California law. Therefore, these funds will not pay your claims or protect your assets if the insurer becomes insolvent and is unable to make payments as promised.',
        '4. The insurer should be licensed either as a foreign insurer in another state in the United States or as a non-United States (alien) insurer. You should ask questions of your insurance agent, broker or surplus line broker, or contact the California Department of Insurance, to find out more about the insurer.',
        '5. Foreign insurers should be licensed by a state in the United States and you may contact that state’s department of insurance to obtain more information about the insurer. Alien insurers should be listed on the Quarterly Listing of Alien Insurers maintained by the National Association of Insurance Commissioners.',
        '6. California maintains a list of eligible surplus line insurers approved by the Insurance Commissioner. Ask your agent or broker whether the insurer is on that list, or view it on the Department of Insurance’s website.',
      ],
    },
  ],
};

/** Texts of the client's pages that core's clientReviewTexts and paymentTexts do not hold. */
export const clientPageTexts = {
  readElectronicAgreement: 'Read the Agreement to Conduct Electronic Transactions',
  readTerrorismDisclosure: 'Read the Terrorism Risk Insurance Act Disclosure',
  readRepresentations: 'Open the Representations and Warranties as a page',
  representationsLead: 'By signing below you make these representations and warranties.',
  d1Lead: 'The insured is in California: please read this notice and sign it below.',
  signLead: 'Please review your application, read the disclosures and sign to continue to payment.',
  documentsTitle: 'Your Documents',
  noDocuments: 'Your documents will appear here once they are ready.',
  documentOpenError: 'The document could not be opened. Please try again.',
  linkErrorHelp: 'Please open the most recent link from your e-mail, or contact your agent.',
  paymentLead: 'Your application is approved. Pay the total due to bind your cover.',
  achLead: 'Authorize a one-time debit of the total due from a US bank account.',
  wireLead: 'Send the total due by wire transfer to the account below, quoting the reference.',
  contractSummaryTitle: 'Your Application',
} as const;
