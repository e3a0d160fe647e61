import {
  applicationSectionTitles,
  businessTypeLabels,
  centsToDollars,
  diligentEffortAcknowledgmentLabels,
  formatIndexValue,
  formatUsd,
  formatUsDate,
  maskFederalTaxId,
  NO_DILIGENT_EFFORT_MESSAGE,
  programs,
  stateRequiresDiligentEffort,
  acknowledgmentNeedsForm,
  EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE,
} from '@almanac/core';
import type { ApplicationDocument, ContractRecord, QuoteRecord, SignatureRecord } from '../../ports/index.js';

/** The producer (the signing broker) as the application names them. */
export interface Producer {
  name: string;
  email: string;
  agency?: string;
  stateLicenseNumber?: string;
}

/**
 * The application as the broker signs it and the PDF shows it: the producer, every answer with
 * its label (the tax ID masked), the coverage from the frozen quote, and the signature block.
 */
export function applicationDocument(
  c: ContractRecord,
  quote: QuoteRecord,
  signature: Pick<SignatureRecord, 'name' | 'date' | 'signedAt' | 'consentText'>,
  producer: Producer,
): ApplicationDocument {
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
          [
            'Policy period',
            `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`,
          ],
          ['Application deadline', formatUsDate(c.applicationDeadline)],
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
    signature: {
      name: signature.name,
      date: signature.date,
      signedAt: signature.signedAt,
      consentText: signature.consentText,
    },
  };
}
