/**
 * The texts of the loss report pages (docs/requirements.md#claims): quoted requirement texts
 * verbatim, the representations the policyholder gives, and the state fraud notices of section IV.
 * The fraud notices follow the states' statutory wording in substance; counsel reviews them before
 * a live launch (docs/decisions.md).
 */
export const lossReportTexts = {
  fileLossReport: 'File Loss Report',
  emailSent: 'Email Sent',
  policyModalTitle: 'Enter your policy number',
  policyModalBody:
    'We will e-mail the named insured on this policy a secure link to the loss report form. The link works once and expires after 7 days.',
  emailSentBody:
    'If the policy number belongs to an active policy, its named insured will receive an e-mail with a link to the loss report form.',
  lossFormTitle: 'Report a Loss',
  lossFormIntro:
    'Almanac policies pay on a weather index, so you do not need to prove your loss: we compute what the policy owes from the index at the end of the period. Filing a loss report tells us you expect a payment and how to reach you.',
  getStartedTitle: 'Getting started with a claim',
  getStartedSteps: [
    'Enter your policy number: we e-mail the named insured a secure link.',
    'Open the link and complete the four sections of the loss report.',
    'Review, sign and choose how you want to be paid.',
    'When the period ends and the weather data are final, we settle the policy from the index and e-mail you the result.',
  ],
  reportFormTitle: 'Loss Report Form',
  reportFormIntro:
    'Prefer paper? Download the loss report form, fill it in and e-mail it to our claims team, or call us.',
  reportFormDownload: 'Download the loss report form (PDF)',
  claimsProcessTitle: 'Claims process acknowledgment',
  claimsProcess:
    'Your policy pays according to the weather index named in it, computed from the dataset and locations in your policy. The payout is determined by the index value over the policy period and the trigger, exhaust and limit in your policy; it does not depend on an inspection of your business. Filing a loss report does not change the amount payable.',
  sectionTitles: {
    namedInsured: 'I. Named Insured',
    lossDetails: 'II. Loss Details',
    representations: 'III. Representations',
    disclaimers: 'IV. Disclaimers',
  },
  representations: [
    'The information in this loss report is true and complete to the best of my knowledge.',
    'I am the named insured on this policy, or I am authorised to file this report on its behalf.',
    'I understand that any payout is determined by the weather index and the terms of the policy.',
    'I will tell Almanac promptly if any information in this report changes.',
  ],
  disclaimersIntro:
    'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit may be guilty of a crime. Residents of the following states, please read the notice for your state.',
  reviewTitle: 'Review and Sign',
  estimatedPayout: 'Estimated payout',
  estimatedPayoutNote:
    'Computed from the weather index with the data available today, as if the period ended now; the final payout is settled once the period ends and the data are final.',
  readConfirmationLabel:
    'I have read this loss report and the statements above, and I agree to sign it electronically.',
  payoutMethodLabel: 'Payout method',
  eCheckLabel: 'eCheck',
  achLabel: 'ACH to the account on file',
  submit: 'Sign and Submit',
  continue: 'Continue',
  submittedTitle: 'Thank you, your loss report was submitted',
  submittedBody:
    'Our claims team will review it. When the policy period ends and the weather data are final, we settle the policy from the index and e-mail you and your agent the result.',
} as const;

/** The state fraud notices of section IV (Alabama, Arkansas, New Mexico, Rhode Island, West Virginia, Colorado). */
export const FRAUD_NOTICES: readonly { state: string; name: string; text: string }[] = [
  {
    state: 'AL',
    name: 'Alabama',
    text: 'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or who knowingly presents false information in an application for insurance is guilty of a crime and may be subject to restitution, fines, or confinement in prison, or any combination thereof.',
  },
  {
    state: 'AR',
    name: 'Arkansas',
    text: 'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly presents false information in an application for insurance is guilty of a crime and may be subject to fines and confinement in prison.',
  },
  {
    state: 'NM',
    name: 'New Mexico',
    text: 'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly presents false information in an application for insurance is guilty of a crime and may be subject to civil fines and criminal penalties.',
  },
  {
    state: 'RI',
    name: 'Rhode Island',
    text: 'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly presents false information in an application for insurance is guilty of a crime and may be subject to fines and confinement in prison.',
  },
  {
    state: 'WV',
    name: 'West Virginia',
    text: 'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly presents false information in an application for insurance is guilty of a crime and may be subject to fines and confinement in prison.',
  },
  {
    state: 'CO',
    name: 'Colorado',
    text: 'It is unlawful to knowingly provide false, incomplete, or misleading facts or information to an insurance company for the purpose of defrauding or attempting to defraud the company. Penalties may include imprisonment, fines, denial of insurance and civil damages. Any insurance company or agent of an insurance company who knowingly provides false, incomplete, or misleading facts or information to a policyholder or claimant for the purpose of defrauding or attempting to defraud the policyholder or claimant with regard to a settlement or award payable from insurance proceeds shall be reported to the Colorado Division of Insurance within the Department of Regulatory Agencies.',
  },
];
