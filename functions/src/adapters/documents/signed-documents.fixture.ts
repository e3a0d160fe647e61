import {
  AGENCY_AGREEMENT_CONSENT,
  agencyAgreementClauses,
  BROKER_CONFIRMATION_TEXT,
  CLIENT_CONSENT_VERSION,
  CLIENT_ELECTRONIC_CONSENT_TEXT,
  CLIENT_TERRORISM_CONSENT_TEXT,
  signedDocumentTexts as t,
} from '@almanac/core';
import type { AgencyAgreementDocument, ApplicationDocument } from '../../ports/index.js';

/** A realistic application (a California entity) for the PDF tests. */
export const applicationFixture: ApplicationDocument = {
  title: 'Application for Low Precipitation Coverage (LPC) coverage',
  contractId: '01JDEMO7X9K2M4P6Q8R0S2T4V6',
  sections: [
    {
      heading: 'Producer',
      rows: [
        ['Broker', 'Jordan Avery'],
        ['E-mail', 'jordan@prairie.example'],
        ['Agency', 'Prairie Risk Partners'],
        ['State license number', 'CA-0G12345'],
      ],
    },
    {
      heading: 'Entity Information',
      rows: [
        ['Legal name', 'Reyes Family Farms LLC'],
        ['Address', '4100 Orchard Road'],
        ['City', 'Fresno'],
        ['State', 'CA'],
        ['Zip code', '93722'],
        ['Federal tax ID', '••-•••6789'],
        ['E-mail', 'dana@reyes-farms.example'],
      ],
    },
    {
      heading: 'Coverage',
      rows: [
        ['Policy period', 'April 1, 2027 – September 30, 2027'],
        ['Limit of liability', '$250,000'],
        ['Net premium', '$18,430'],
      ],
    },
  ],
  signatures: [],
};

const hash = '3f'.repeat(32);

/** The application with every signature of the sale: the broker's, the client's and the D-1's. */
export const signedSale: ApplicationDocument = {
  ...applicationFixture,
  signatures: [
    {
      heading: t.brokerHeading,
      statement: BROKER_CONFIRMATION_TEXT,
      name: 'Jordan Avery',
      role: t.brokerRole,
      date: '2026-11-25',
      signedAt: '2026-11-25T18:41:07.123Z',
      email: 'jordan@prairie.example',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
      consentVersion: 'broker-consent-2026-11-25',
      contentSha256: hash,
    },
    {
      heading: t.clientHeading,
      statement: t.clientStatement,
      acknowledgements: [
        [t.electronicConsentLabel, CLIENT_ELECTRONIC_CONSENT_TEXT],
        [t.terrorismConsentLabel, CLIENT_TERRORISM_CONSENT_TEXT],
      ],
      name: 'Dana Reyes',
      role: t.clientRole,
      date: '2026-11-27',
      signedAt: '2026-11-27T15:02:44.000Z',
      email: 'dana@reyes-farms.example',
      ipAddress: '198.51.100.23',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
      consentVersion: CLIENT_CONSENT_VERSION,
      contentSha256: hash,
    },
    {
      heading: t.d1Heading,
      statement: t.d1Statement,
      name: 'Dana Reyes',
      role: t.d1Role,
      date: '2026-11-27',
      signedAt: '2026-11-27T15:02:44.000Z',
      email: 'dana@reyes-farms.example',
      ipAddress: '198.51.100.23',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
      consentVersion: CLIENT_CONSENT_VERSION,
      contentSha256: hash,
    },
  ],
};

/** A signed Agency Agreement as onboarding renders it. */
export const agencyAgreementFixture: AgencyAgreementDocument = {
  title: 'Agency Agreement',
  organizationId: 'org_01JDEMO',
  agencyName: 'Prairie Risk Partners',
  version: '2026-11-25',
  clauses: agencyAgreementClauses,
  sections: [
    {
      heading: 'Agency',
      rows: [
        ['Name', 'Prairie Risk Partners'],
        ['Website', 'https://prairie.example'],
        ['Years in business', '12'],
        ['Physical address', '200 Main Street, Suite 4, Des Moines, IA 50309'],
        ['Mailing address', 'PO Box 18, Des Moines, IA 50309'],
      ],
    },
    {
      heading: 'Licenses',
      rows: [
        ['Agency license state', 'Iowa'],
        ['Agency license number', '1002345'],
        ['National Producer Number (NPN)', '18273645'],
      ],
    },
    { heading: 'Signatory', rows: [['E-mail', 'sam@prairie.example']] },
  ],
  signature: {
    heading: t.agencyHeading,
    statement: AGENCY_AGREEMENT_CONSENT,
    name: 'Sam Okafor',
    role: t.agencyRole,
    title: 'Principal',
    date: '2026-11-25',
    signedAt: '2026-11-25T18:00:00.000Z',
    email: 'sam@prairie.example',
    ipAddress: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    consentVersion: '2026-11-25',
    contentSha256: 'c0'.repeat(32),
  },
};
