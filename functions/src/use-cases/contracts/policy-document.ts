import {
  accountTypeLabels,
  amountDueCents,
  centsToDollars,
  datasets,
  formatIndexValue,
  formatDocumentDate,
  formatDocumentPeriod,
  formatUsd,
  maskBankNumber,
  maskFederalTaxId,
  paymentCollectionOf,
  paymentDueDate,
  paymentStatusTexts,
  programs,
  taxesAndFeesCents,
} from '@almanac/core';
import type { ContractRecord, PolicyDocument, QuoteRecord } from '../../ports/index.js';
import type { Producer } from './application-document.js';

/** The named insured's contact, as the policy names them. */
export interface Insured {
  name: string;
  email: string;
}

const money = (cents: number) => formatUsd(centsToDollars(cents));
const unitName = (unit: string) => (unit === 'deg_F' ? '°F' : unit === 'inch' ? 'inch' : unit);

/**
 * The policy declarations of a bound contract (docs/requirements.md#binding): the policy, the
 * named insured (tax ID masked), the producer, the index terms from the frozen quote, the covered
 * locations, the premium with taxes and fees, how the client pays and where it stands (an ACH debit
 * authorised and pending, or a wire received; bank numbers masked only).
 * Pure: the same contract and quote give the same document (dated when it was bound).
 */
export function policyDocument(
  c: ContractRecord & { policyNumber: string },
  quote: QuoteRecord,
  producer: Producer,
  insured: Insured,
): PolicyDocument {
  const program = programs[c.program];
  const e = c.entityInformation;
  const o = quote.option;
  const unit = quote.index.unit;
  const v = (value: string | undefined) => value ?? '';
  const taxes = quote.taxes;
  const issuedAt = c.boundAt ?? c.updatedAt;
  const place = [e.city, [e.state, e.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const p = c.payment;
  return {
    title: `Policy Declarations: ${program.name} (${c.program})`,
    contractId: c.id,
    policyNumber: c.policyNumber,
    issuedAt,
    sections: [
      {
        heading: 'Policy',
        rows: [
          ['Policy number', c.policyNumber],
          ['Program', `${program.name} (${c.program})`],
          ['Policy period', formatDocumentPeriod(c.riskPeriod.startDate, c.riskPeriod.endDate)],
          ['Bound', formatDocumentDate(issuedAt)],
          ['Contract', c.id],
          ['Premium indication', quote.id],
        ],
      },
      {
        heading: 'Named insured',
        rows: [
          ['Legal name', v(e.legalName)],
          ['Address', [e.address, place].filter(Boolean).join(', ')],
          ['Federal tax ID', e.federalTaxIdLast4 ? maskFederalTaxId(e.federalTaxIdLast4) : ''],
          ['Contact', [e.contactFirstName, e.contactLastName].filter(Boolean).join(' ') || insured.name],
          ['E-mail', insured.email],
        ],
      },
      {
        heading: 'Producer',
        rows: [
          ['Agent', producer.name],
          ['E-mail', producer.email],
          ['Agency', v(producer.agency)],
          ['State license number', v(producer.stateLicenseNumber)],
        ],
      },
      {
        heading: 'Index terms',
        rows: [
          ['Index', o.label],
          ['Dataset', datasets[quote.data.datasetId].title],
          ['Units', unitName(unit)],
          ['Trigger', formatIndexValue(o.trigger, unit)],
          ['Exhaust', formatIndexValue(o.exhaust, unit)],
          ['Limit of liability', money(c.limitCents)],
          ['Payout per unit', `${money(o.perUnitLossCents)} per ${unitName(unit)}`],
          ...(quote.index.dailyCapIn !== null
            ? [
                ['Daily precipitation cap', formatIndexValue(quote.index.dailyCapIn, 'inch')] as [
                  string,
                  string,
                ],
              ]
            : []),
        ],
      },
      {
        heading: 'Locations',
        rows: quote.locations.map((l, i): [string, string] => [
          `Location ${i + 1}`,
          `${l.lat.toFixed(4)}, ${l.lon.toFixed(4)} (${l.state}), weight ${Math.round(l.weight * 10_000) / 100}%${l.cpcId !== null ? `, CPC ID ${l.cpcId}` : ''}`,
        ]),
      },
      {
        heading: 'Premium, taxes and fees',
        rows: [
          ['Net premium', money(o.premium.netPremiumCents)],
          ...(taxes?.status === 'available'
            ? ([
                ['Policy fee', money(taxes.policyFeeCents)],
                [
                  `Surplus lines tax (${taxes.surplusLinesTaxPercent}%, ${taxes.state})`,
                  money(taxes.estimatedTotalTaxesNoStampingCents),
                ],
                [`Stamping fee (${taxes.stampingFeePercent}%)`, money(taxes.stampingFeeCents)],
                ['Taxes and fees', money(taxesAndFeesCents(taxes) ?? 0)],
              ] as [string, string][])
            : [
                [
                  'Taxes and fees',
                  taxes ? `${taxes.message} Invoiced once known.` : 'Invoiced once known.',
                ] as [string, string],
              ]),
          ['Total premium', money(amountDueCents(o.premium.netPremiumCents, taxes))],
        ],
      },
      {
        heading: 'Payment',
        rows: p
          ? [
              [paymentStatusTexts.amountLabel[paymentCollectionOf(p.method)], money(p.amountCents)],
              [
                paymentStatusTexts.collectionLabel,
                paymentStatusTexts.collection[paymentCollectionOf(p.method)],
              ],
              ['Due by', formatDocumentDate(paymentDueDate(c.riskPeriod.startDate))],
              ...(p.method === 'ACH'
                ? ([
                    ['Method', 'ACH debit'],
                    ['Bank', p.depositoryName],
                    [
                      'Account',
                      `${maskBankNumber(p.accountNumberLast4)} (${accountTypeLabels[p.accountType]})`,
                    ],
                    ['Routing number', maskBankNumber(p.routingNumberLast4)],
                    ['Authorized', formatDocumentDate(p.authorizedAt)],
                  ] as [string, string][])
                : ([
                    ['Method', 'Wire transfer'],
                    ['Wire reference', p.reference],
                    ['Received', formatDocumentDate(p.receivedDate)],
                  ] as [string, string][])),
            ]
          : [[paymentStatusTexts.label, '']],
      },
    ],
    note: 'The application as signed follows these declarations.',
  };
}
