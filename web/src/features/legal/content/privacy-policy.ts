/**
 * Almanac's Privacy Policy (draft for counsel's review): content, not rules. What it says about
 * links and sessions is read from core's constants (docs/requirements.md#static-documents).
 */
import { tokenLifetimeSeconds, type StaticDocument } from '@almanac/core';
import { contact } from '../../../lib/contact.js';

const DAY_SECONDS = 24 * 3600;
const clientLinkDays = tokenLifetimeSeconds.CLIENT_REVIEW_CONTRACT / DAY_SECONDS;

export const PRIVACY_POLICY: StaticDocument = {
  title: 'Privacy Policy',
  effective: '2026-11-29',
  intro:
    'This policy explains what personal information Almanac Insurance Services ("Almanac", "we") collects through the Almanac platform, why, who we share it with, how long we keep it, and the choices and rights you have.',
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: [
        "Agents and agency staff: name, e-mail, phone, role, the agency's name, addresses, website and contacts, state licence numbers and NPN, the signed Agency Agreement, and the bank account your commission is paid to.",
        "Clients (named insureds): the business's legal name, address, contact names, up to three e-mail addresses, phone, business type and description, annual revenue, federal tax ID, and the bank account details given for an ACH debit (names on the account, bank, routing and account number, account type).",
        'Signatures and consents: the typed name, the time, the IP address and browser (user agent) used, and the version of the text you agreed to, each time you sign or consent.',
        "Quotes, applications, policies and claims: the locations, periods and terms priced, the application's answers, uploaded documents (for example diligent-effort forms) and loss reports.",
        'Technical data: the session token that keeps you signed in, kept in your browser\'s storage (for this tab only, or longer when you choose "Remember me"); server logs with the time, the operation called and the IP address. We do not use advertising or tracking cookies. A bot check (reCAPTCHA) may run on public forms, under Google\'s own privacy terms.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'To run accounts and sign-in; to price, underwrite, bind and service insurance; to collect premium and pay commissions and claims; to send the e-mails a step needs (review links, policy documents, settlement notices); to keep the Platform secure (rate limits, fraud and abuse checks); and to meet legal, regulatory and tax duties (including surplus lines filings).',
        'We do not sell personal information and do not share it for cross-context behavioural advertising.',
      ],
    },
    {
      heading: '3. Who we share it with',
      paragraphs: [
        'The insurer and capital providers that carry the risk, and regulators and tax authorities where the law requires.',
        "The agent and agency that placed the cover see their clients' applications, policies and claims; clients see their own.",
        'Service providers that process data for us under contract: Amazon Web Services (hosting, database, file storage, encryption keys, e-mail delivery), our bank for ACH and wire payments, and the map and bot-check services named above. They may use it only to provide their service.',
        'Others when the law requires it, to protect rights and safety, or in a sale or reorganisation of our business, subject to this policy.',
      ],
    },
    {
      heading: '4. How we protect it',
      paragraphs: [
        'Data is encrypted in transit and at rest. Federal tax IDs and bank account and routing numbers are additionally encrypted field by field; screens and documents show only their last four digits. Passwords are stored only as salted hashes. Access is limited to the people who need it for the step at hand.',
        `Links we e-mail are random, stored only as a hash, and expire: a client's review link after ${clientLinkDays} days. Opening a link from someone else's e-mail does not give access to anything else.`,
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'Applications, policies, claims, signatures and payment records: for as long as insurance, tax and anti-fraud record-keeping laws require after the policy ends (counsel to confirm the period per state). Accounts: while the account is open, then as those laws require. Server logs: for a limited period for security. Unfinished sign-ups are deleted after a short time.',
      ],
    },
    {
      heading: '6. Your choices and rights',
      paragraphs: [
        'You can see and correct your account details in the Platform, and ask us for a copy of your information, its correction or deletion (subject to the records we must keep), by writing to us.',
        'California residents: under the CCPA/CPRA you may ask to know the categories and specific pieces of personal information we collected, its sources, purposes and recipients; to delete or correct it; and to limit the use of sensitive personal information (we use tax IDs and bank details only to provide the service). We will not treat you differently for exercising these rights. You may use an authorised agent; we will verify requests before answering.',
        'Residents of other states with privacy laws have similar rights, which we honour in the same way. Insurance information is also protected by the Gramm-Leach-Bliley Act and state insurance privacy laws.',
      ],
    },
    {
      heading: '7. Children',
      paragraphs: [
        'The Platform is for businesses and is not directed to children under 16; we do not knowingly collect their data.',
      ],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'We will post changes here with a new effective date and tell account holders of material changes by e-mail.',
        `Privacy questions and requests: ${contact.supportEmail}, ${contact.phone}, or ${contact.address}.`,
      ],
    },
  ],
};
