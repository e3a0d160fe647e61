import {
  applicationSectionTitles,
  businessTypeLabels,
  centsToDollars,
  diligentEffortAcknowledgmentLabels,
  canonicalJson,
  CLIENT_ELECTRONIC_CONSENT_TEXT,
  CLIENT_TERRORISM_CONSENT_TEXT,
  formatDocumentDate,
  formatDocumentPeriod,
  formatIndexValue,
  formatUsd,
  maskFederalTaxId,
  NO_DILIGENT_EFFORT_MESSAGE,
  programs,
  signedDocumentTexts,
  stateRequiresDiligentEffort,
  acknowledgmentNeedsForm,
  EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE,
} from '@almanac/core';
import type {
  ApplicationDocument,
  ClientSignatureRecord,
  ContentDigest,
  ContractRecord,
  DocumentSignature,
  QuoteRecord,
  SignatureRecord,
} from '../../ports/index.js';

/** The producer (the signing broker) as the application names them. */
export type Producer = NonNullable<ContractRecord['producer']>;

/** What is signed: the application's title, contract and sections, without its signatures. */
export type ApplicationContent = Omit<ApplicationDocument, 'signatures'>;

/**
 * The SHA-256 of signed content (docs/decisions.md, issue 27): of the UTF-8 bytes of its
 * canonical JSON (core's canonicalJson). Recorded with each signature and printed in the
 * document's signature certificate.
 */
export const signedContentSha256 = (sha256: ContentDigest, content: unknown): string =>
  sha256(new TextEncoder().encode(canonicalJson(content)));

/** The broker's signature block and certificate entry, from their record. */
export function brokerDocumentSignature(
  s: Omit<SignatureRecord, 'documentSha256' | 'userId'> & { contentSha256: string },
): DocumentSignature {
  return {
    heading: signedDocumentTexts.brokerHeading,
    statement: s.consentText,
    name: s.name,
    role: signedDocumentTexts.brokerRole,
    date: s.date,
    signedAt: s.signedAt,
    ...evidence(s),
  };
}

/**
 * The client's signature block (with the electronic records consent and the terrorism disclosure
 * acknowledgement, their words and version) and, for a California entity, the D-1 notice's
 * signature: both made in the one signing, so they share its time, address and hash.
 */
export function clientDocumentSignatures(s: ClientSignatureRecord): DocumentSignature[] {
  const t = signedDocumentTexts;
  const client: DocumentSignature = {
    heading: t.clientHeading,
    statement: t.clientStatement,
    acknowledgements: [
      [t.electronicConsentLabel, CLIENT_ELECTRONIC_CONSENT_TEXT],
      [t.terrorismConsentLabel, CLIENT_TERRORISM_CONSENT_TEXT],
    ],
    name: s.name,
    role: t.clientRole,
    date: s.date,
    signedAt: s.signedAt,
    ...evidence(s),
  };
  if (!s.d1SignName) return [client];
  return [
    client,
    {
      heading: t.d1Heading,
      statement: t.d1Statement,
      name: s.d1SignName,
      role: t.d1Role,
      date: s.d1SignDate ?? s.date,
      signedAt: s.signedAt,
      ...evidence(s),
    },
  ];
}

/** A signature's evidence for the certificate: e-mail, address, browser, consent version, hash. */
const evidence = (
  s: Pick<SignatureRecord, 'email' | 'ipAddress' | 'userAgent' | 'consentVersion' | 'contentSha256'>,
) => ({
  ...(s.email ? { email: s.email } : {}),
  ...(s.ipAddress ? { ipAddress: s.ipAddress } : {}),
  ...(s.userAgent ? { userAgent: s.userAgent } : {}),
  consentVersion: s.consentVersion,
  contentSha256: s.contentSha256 ?? '',
});

/**
 * The application as the broker and the client sign it and the PDF shows it: the producer, every
 * answer with its label (the tax ID masked), the coverage from the frozen quote; the signatures
 * are added by applicationDocument.
 */
export function applicationContent(
  c: ContractRecord,
  quote: QuoteRecord,
  producer: Producer,
): ApplicationContent {
  const e = c.entityInformation;
  const b = c.businessDetails;
  const d = c.diligentSearchUpload;
  const program = programs[c.program];
  const unit = quote.index.unit;
  const v = (value: string | undefined) => value ?? '';
  return {
    title: `Application for ${program.name} (${c.program}) coverage`,
    contractId: c.id,
    sections: [
      {
        heading: 'Producer',
        rows: [
          ['Broker', producer.name],
          ['E-mail', producer.email],
          ['Agency', v(producer.agency)],
          ['State license number', v(producer.stateLicenseNumber)],
        ],
      },
      {
        heading: applicationSectionTitles.entity,
        rows: [
          ['Legal name', v(e.legalName)],
          ['Address', v(e.address)],
          ['City', v(e.city)],
          ['State', v(e.state)],
          ['County', v(e.county)],
          ['Country', v(e.country)],
          ['Zip code', v(e.zip)],
          ['Federal tax ID', e.federalTaxIdLast4 ? maskFederalTaxId(e.federalTaxIdLast4) : ''],
          ['Contact first name', v(e.contactFirstName)],
          ['Contact last name', v(e.contactLastName)],
          ['E-mail', (e.emails ?? []).map((x) => x.value).join(', ')],
          ['Business phone', v(e.businessPhone)],
        ],
      },
      {
        heading: applicationSectionTitles.business,
        rows: [
          ['Business type', businessTypeLabels[b.businessType]],
          ['Description of business operations', v(b.businessOperationsDescription)],
          ...b.previousAnnualRevenue.map((y): [string, string] => [
            `Revenue ${y.year} (${b.currency})`,
            formatUsd(y.revenue),
          ]),
        ],
      },
      {
        heading: applicationSectionTitles.coverage,
        rows: [
          ['Program', `${program.name} (${c.program})`],
          ['Policy period', formatDocumentPeriod(c.riskPeriod.startDate, c.riskPeriod.endDate)],
          ['Application deadline', formatDocumentDate(c.applicationDeadline)],
          [
            'Locations',
            quote.locations.map((l) => `${l.lat.toFixed(4)}, ${l.lon.toFixed(4)} (${l.state})`).join('; '),
          ],
          ['Trigger', formatIndexValue(quote.option.trigger, unit)],
          ['Exhaust', formatIndexValue(quote.option.exhaust, unit)],
          ['Limit of liability', formatUsd(centsToDollars(c.limitCents))],
          ['Net premium', formatUsd(centsToDollars(quote.option.premium.netPremiumCents))],
          ['Premium indication', quote.id],
        ],
      },
      {
        heading: applicationSectionTitles.diligentEffort,
        rows: stateRequiresDiligentEffort(e.state)
          ? [
              [
                'Acknowledgment',
                d.acknowledgment ? diligentEffortAcknowledgmentLabels[d.acknowledgment] : '',
              ],
              acknowledgmentNeedsForm(d.acknowledgment)
                ? ['File', v(d.file)]
                : ['File', EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE],
            ]
          : [['Diligent effort', NO_DILIGENT_EFFORT_MESSAGE]],
      },
    ],
  };
}

/** The application with its signatures, in the order they were made. */
export const applicationDocument = (
  content: ApplicationContent,
  signatures: DocumentSignature[],
): ApplicationDocument => ({ ...content, signatures });
