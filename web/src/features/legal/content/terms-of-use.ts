/**
 * Almanac's Terms of Use (draft for counsel's review): content, not rules. Figures (link lifetimes,
 * payment due days) come from core (docs/requirements.md#static-documents).
 */
import { PAYMENT_DUE_DAYS_BEFORE_INCEPTION, type StaticDocument } from '@almanac/core';
import { contact } from '../../../lib/contact.js';

export const TERMS_OF_USE: StaticDocument = {
  title: 'Terms of Use',
  effective: '2026-11-29',
  intro:
    'These Terms of Use govern access to the Almanac platform (the "Platform") by insurance agents, agency administrators, their clients and visitors. By creating an account, or by using a link we e-mail you, you agree to them.',
  sections: [
    {
      heading: '1. Who we are and what the Platform does',
      paragraphs: [
        `Almanac Insurance Services ("Almanac", "we") operates the Platform, through which licensed insurance agents price, apply for and place parametric weather-index business-income insurance for their clients at US business locations. ${contact.address}.`,
        'Parametric cover pays a pre-agreed amount when a published weather index (for example, rainfall or temperature measured by a public data provider over the policy period) crosses the trigger in the policy. It does not pay for a loss you prove; it pays on the index. It may pay when you had no loss, and it may pay nothing when you had one.',
        'Premium indications, historical payouts and index charts shown on the Platform are information to help you decide. They are not an offer of insurance. Cover exists only once a policy is bound and its policy documents are issued.',
      ],
    },
    {
      heading: '2. Accounts and eligibility',
      paragraphs: [
        "Agents and agency staff must be at least 18, act for a real agency, and give true, current details (name, e-mail, phone, agency, state licence and NPN where asked). An agent may quote and place cover only in states where they hold the licence the law requires; the agency is responsible for its members' licences and conduct.",
        'You keep your password secret and tell us at once if you think someone else has used your account. You are responsible for what is done with your account until you tell us.',
        'Clients (named insureds) use the Platform through links we e-mail them for their own applications, policies and claims. Those links are personal: do not forward them.',
      ],
    },
    {
      heading: '3. Agencies, agents and onboarding',
      paragraphs: [
        "An agency must complete onboarding and sign the Agency Agreement before its agents can bind cover. Almanac may approve, return for changes or decline an agency's application, and may suspend an agency or an agent who breaches these Terms, the Agency Agreement or the law.",
        "Agents must present the cover fairly, give clients the documents the Platform provides, and make sure the application's answers are the client's and are true. Commission is paid as the Agency Agreement says.",
      ],
    },
    {
      heading: '4. Applications, signatures and payment',
      paragraphs: [
        'Applications are signed electronically. By typing your name and confirming, you sign with the same effect as a handwritten signature, under the Agreement to Conduct Electronic Transactions shown before you sign. We record who signed, when, from which IP address and browser, and the text signed.',
        'Some applications are referred to an Almanac underwriter, who may approve or decline them. Nothing is bound until the application is approved, the client has signed and payment has been received.',
        `Payment in full is due ${PAYMENT_DUE_DAYS_BEFORE_INCEPTION} days before the policy period starts. A bank-debit (ACH) authorisation is an instruction to collect the amount due, not a payment received; if the debit fails, the cover is not bound.`,
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        "Do not: use the Platform for anyone you are not authorised to act for; enter false or someone else's data; try to reach data that is not yours; probe, scan or overload the Platform; copy our pricing or data at scale by automated means; or use it in breach of insurance, sanctions or privacy law.",
        'We limit how often some actions can be done (for example sending e-mails or pricing) to keep the Platform available to everyone.',
      ],
    },
    {
      heading: '6. Weather data and pricing',
      paragraphs: [
        "Indices are computed from public data sets (such as PRISM and NOAA CPC). Providers revise recent days for a while; a policy settles on the data once it is final, as its policy documents say. We do not warrant that the data is free from error, and the policy documents, not the Platform's screens, govern what is paid.",
        "Our pricing methods and the Platform's software are ours or our licensors'. You may use them only to do business through the Platform.",
      ],
    },
    {
      heading: '7. Availability, changes and ending',
      paragraphs: [
        'We aim to keep the Platform available but do not promise it will be uninterrupted. We may change the Platform and these Terms; we will post changes here with a new effective date and, for material changes, tell account holders by e-mail.',
        'You may close your account by contacting us. We may suspend or close an account that breaches these Terms. Records we must keep by law (applications, policies, claims) are kept as the Privacy Policy says.',
      ],
    },
    {
      heading: '8. Liability',
      paragraphs: [
        'To the extent the law allows, the Platform is provided "as is", and Almanac is not liable for indirect or consequential loss arising from its use. Nothing in these Terms limits liability that cannot be limited by law, or your rights under an issued policy.',
      ],
    },
    {
      heading: '9. Law and contact',
      paragraphs: [
        'These Terms are governed by the law of the State of Florida, without regard to its conflict-of-law rules, except where the law of your state must apply to insurance matters.',
        `Questions about these Terms: ${contact.supportEmail} or ${contact.phone}.`,
      ],
    },
  ],
};
