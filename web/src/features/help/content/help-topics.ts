/**
 * The Help page's answers (docs/requirements.md#routes): what a new agent would otherwise find out
 * alone, from quoting to claims. Content lives here; every figure (days, fees, limits) is read from
 * core's constants so the answers change when the rules do.
 */
import {
  APPLICATION_DEADLINE_DAYS,
  DAILY_PRECIPITATION_CAP_IN,
  DEFAULT_LOOK_BACK_YEARS,
  DEFAULT_POLICY_FEE_CENTS,
  EARLIEST_START_DAYS,
  formatUsdWhole,
  INCEPTION_WINDOW_DAYS,
  LATEST_START_DAYS,
  MAX_POLICY_MONTHS,
  MAX_QUOTE_LOCATIONS,
  MIN_LIMIT_DOLLARS,
  MIN_POLICY_DAYS,
  PAYMENT_DUE_DAYS_BEFORE_INCEPTION,
  PAYOUT_CHANGE_DAYS,
  PRODUCER_COMMISSION_PERCENT,
  QUOTE_EXPIRY_DAYS,
  SETTLEMENT_WAIT_DAYS_DEFAULT,
  SHARED_QUOTE_LINK_DAYS,
  TEAM_INVITATION_DAYS,
  tokenLifetimeSeconds,
} from '@almanac/core';

export interface HelpAnswer {
  readonly question: string;
  readonly paragraphs: readonly string[];
}

export interface HelpTopic {
  /** The section's anchor (/help#{id}). */
  readonly id: string;
  readonly title: string;
  readonly answers: readonly HelpAnswer[];
}

const DAY_SECONDS = 24 * 3600;
const reviewLinkDays = tokenLifetimeSeconds.CLIENT_REVIEW_CONTRACT / DAY_SECONDS;
const claimLinkDays = tokenLifetimeSeconds.CLIENT_CLAIM_FORM / DAY_SECONDS;
const applicationDeadlineDays = APPLICATION_DEADLINE_DAYS.HPC;

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started: onboarding and approval',
    answers: [
      {
        question: 'What can I do before my agency is approved?',
        paragraphs: [
          'After you sign up and confirm your e-mail you can explore: open the Premium Calculator, price cover and save premium indications. Applying for coverage (binding) opens once your agency is approved.',
        ],
      },
      {
        question: 'How does my agency get approved?',
        paragraphs: [
          "Open Getting Started (or the banner on your Dashboard) and choose Begin Onboarding. A manager of the agency designates the primary agent; the primary agent fills in the agency's details, licence state and number and NPN, and signs the Agency Agreement. On submission the application goes to Almanac for review.",
          'Almanac either approves it (your agents can then bind cover) or returns it with a reason; fix what the reason says and submit again. You receive an e-mail either way.',
        ],
      },
    ],
  },
  {
    id: 'quoting',
    title: 'Pricing cover (the Premium Calculator)',
    answers: [
      {
        question: 'How do I price cover?',
        paragraphs: [
          'Premium Calculator → choose a program (for example excess precipitation) → optionally pick the client → add the locations → choose the policy period → set the coverage terms. The priced options appear on the right; Save & Share saves the premium indication and can e-mail it.',
        ],
      },
      {
        question: 'How do I add locations, and what are the weights?',
        paragraphs: [
          `Click the map, search an address or coordinates, or enter a grid cell ID. You can add up to ${MAX_QUOTE_LOCATIONS} locations. New York is not available, and a click outside the covered area says so.`,
          "Each location has a weight in whole percent; the weights must total 100%. The index is the weighted combination of the locations' indices, so give more weight to the sites whose income matters most. Adding or removing a location spreads the weights evenly until you edit them yourself.",
          'The data set toggle chooses the weather data behind the index (PRISM or NOAA CPC). Changing it clears the locations, because each data set has its own grid.',
        ],
      },
      {
        question: 'Which policy periods can I choose?',
        paragraphs: [
          `The period starts between ${EARLIEST_START_DAYS} and ${LATEST_START_DAYS} days from today, covers at least ${MIN_POLICY_DAYS} days and less than ${MAX_POLICY_MONTHS} months. The application deadline is ${applicationDeadlineDays} days before the start.`,
        ],
      },
      {
        question: 'What are the limit, trigger and exhaust?',
        paragraphs: [
          `The limit of liability is the most the policy pays (at least ${formatUsdWhole(MIN_LIMIT_DOLLARS)}, and no more than the insured's average revenue over the past three years). The trigger is the index level at which payment starts; the exhaust is where it reaches the full limit. Between them the payout grows in a straight line (per inch of rain, or per degree).`,
          `For excess rainfall each day's rain counts up to ${DAILY_PRECIPITATION_CAP_IN} inches, so a single cloudburst cannot pay the whole limit by itself.`,
          `The net premium includes a ${PRODUCER_COMMISSION_PERCENT}% producer commission. The client also pays a ${formatUsdWhole(DEFAULT_POLICY_FEE_CENTS / 100)} policy fee and the surplus lines taxes and fees of the insured's state, shown in the price breakdown.`,
        ],
      },
      {
        question: 'What do the historical payouts mean?',
        paragraphs: [
          `They show what these exact terms would have paid in each past year, computed from the recorded weather over the same days of the year (up to the last ${DEFAULT_LOOK_BACK_YEARS} years where data exists). They help the client judge how often and how much the cover pays. They are history, not a forecast or a promise.`,
        ],
      },
      {
        question: 'How long is a premium indication good for?',
        paragraphs: [
          `You can apply when the policy starts within ${INCEPTION_WINDOW_DAYS} days and the application deadline has not passed. An indication created ${QUOTE_EXPIRY_DAYS} days or more before the start has expired and must be priced again. A shared link to it works for ${SHARED_QUOTE_LINK_DAYS} days.`,
        ],
      },
    ],
  },
  {
    id: 'applying',
    title: 'Applying and signing',
    answers: [
      {
        question: 'How do I apply for my client?',
        paragraphs: [
          'Apply for Coverage → choose the client → choose one of their premium indications → accept the electronic transactions agreement → Start Application. Fill in Entity Information & Contact, Business Details and Diligent Effort; answers are saved as you go, and Save and Exit lets you come back later.',
          "Diligent effort: in most states surplus lines cover may be placed only after admitted insurers declined it. Where the insured's state requires it, upload the state's form (PDF) or state the exemption that applies.",
        ],
      },
      {
        question: 'How do I sign?',
        paragraphs: [
          'When every section is complete, Sign Application asks you to confirm and type your name as your signature. The signed application PDF is produced and kept with the contract.',
        ],
      },
    ],
  },
  {
    id: 'underwriting',
    title: 'Underwriting and referrals',
    answers: [
      {
        question: 'Why is my application "Pending Approval"?',
        paragraphs: [
          'Some applications are referred to an Almanac underwriter before the client is invited: a limit above the automatic-approval limit, a price that moves a lot between pricing methods, cover that brings the book near an aggregate limit for the area, or a price based on demonstration data. The underwriter approves (the client is then invited) or rejects with a reason; you are e-mailed the decision.',
        ],
      },
    ],
  },
  {
    id: 'client',
    title: 'What the client receives and does',
    answers: [
      {
        question: 'What does my client get?',
        paragraphs: [
          `Once the application is submitted (or approved), the client receives an e-mail with a personal link to review the application, sign it and pay. The link lasts ${reviewLinkDays} days; if it has expired, opening it sends a new one.`,
          'The client checks the application, agrees to electronic records and the terrorism disclosure, types their name to sign (a California business also signs the D-1 disclosure), then pays.',
        ],
      },
      {
        question: 'How does the client pay?',
        paragraphs: [
          `By ACH bank debit (the client authorises Almanac to collect the amount due from a US bank account) or by wire transfer to the account shown on the payment page. Payment in full is due ${PAYMENT_DUE_DAYS_BEFORE_INCEPTION} days before the policy starts; without it the cover is not bound.`,
          'An ACH authorisation is an instruction to collect, not money received. A wire binds once Almanac records its arrival.',
        ],
      },
    ],
  },
  {
    id: 'policy',
    title: 'Binding and policy documents',
    answers: [
      {
        question: 'When is the cover bound, and what documents are there?',
        paragraphs: [
          'The cover is bound when the application is approved, the client has signed and the payment has been received. The policy gets a policy number (ALM-…), and the declarations and the signed application are available as PDFs to you and the client; both of you are e-mailed.',
          "Premium Indications & Policies and the quote's page show where each contract stands.",
        ],
      },
    ],
  },
  {
    id: 'claims',
    title: 'Claims and automatic settlement',
    answers: [
      {
        question: 'Does the client have to file a claim?',
        paragraphs: [
          `No. Once the policy period has ended and the weather data is final (PRISM ${SETTLEMENT_WAIT_DAYS_DEFAULT.PRISM} days after the end, CPC ${SETTLEMENT_WAIT_DAYS_DEFAULT.CPC} days), Almanac computes the index and, if it crossed the trigger, the payout, and e-mails you and the policyholder. Operations review it and pay by ACH to the account on file, or by eCheck.`,
          'While the period runs you can follow the live index on the policy page.',
        ],
      },
      {
        question: 'How does a policyholder report a loss?',
        paragraphs: [
          `Report a Claim (in the page footer) → enter the policy number; the named insured is e-mailed a link (valid ${claimLinkDays} days) to the loss report form, which they fill in and sign. A loss report records the event; the payout itself is still decided by the index.`,
        ],
      },
    ],
  },
  {
    id: 'team',
    title: 'Your team and account',
    answers: [
      {
        question: 'What are the roles?',
        paragraphs: [
          "Agents price, apply and bind for their clients. The primary agent does the same, completes the agency's onboarding and manages the team. An admin (agency administrator) manages the agency's details and team but does not apply for coverage. A super admin can do everything for the agency.",
        ],
      },
      {
        question: 'How do I invite a colleague?',
        paragraphs: [
          `Account → My Team → Invite Team Member. The invitation e-mail's link lasts ${TEAM_INVITATION_DAYS} days; the colleague signs up from it and joins your agency.`,
        ],
      },
      {
        question: 'How do I get paid commission?',
        paragraphs: [
          `Account → Commission Payments: enter the bank account for payouts (changes may take up to ${PAYOUT_CHANGE_DAYS} days to apply). Commission on each bound policy is listed there with its status.`,
        ],
      },
    ],
  },
];
