/**
 * The client's contract as the client's pages read it (docs/requirements.md#client-review,
 * #payment, #access-and-routing): which page a contract opens on by its status, the confirmation's
 * address (the contract id in the query), what a failed review link means, and the application
 * summary's rows. No React.
 */
import {
  businessTypeLabels,
  ContractStatus,
  formatIndexValue,
  formatUsDate,
  formatUsdWhole,
  isExpiredTokenMessage,
  isProgramCode,
  paymentConfirmationPath,
  paymentDetailsPath,
  paymentTexts,
  programs,
  clientSignPath,
} from '@almanac/core';
import type { ClientContractFieldsFragment } from '../../../lib/graphql/generated/graphql.js';
import { errorCode, isGraphqlError } from '../../../lib/graphql/index.js';

export type ClientContract = ClientContractFieldsFragment;

/** The query parameter the confirmation page reads the contract id from. */
export const CONFIRMATION_CONTRACT_PARAM = 'contract';

/** The program's payment-confirmation route, naming the contract (`?contract=`). */
export const confirmationPathOf = (contract: Pick<ClientContract, 'id' | 'programName'>): string =>
  `${paymentConfirmationPath(contract.programName)}?${new URLSearchParams({
    [CONFIRMATION_CONTRACT_PARAM]: contract.id,
  }).toString()}`;

/**
 * The page a contract belongs on for its client: signed and waiting for payment → payment
 * details; bound → the confirmation; anything else → the Sign & Submit page (which lets the
 * client continue only while the application waits for them).
 */
export function clientPageOf(contract: Pick<ClientContract, 'id' | 'status' | 'programName'>): string {
  switch (contract.status) {
    case ContractStatus.CLIENT_REVIEWED:
      return paymentDetailsPath(contract.id);
    case ContractStatus.APPROVED:
      return confirmationPathOf(contract);
    default:
      return clientSignPath(contract.id);
  }
}

/**
 * Why a review link failed: expired or used (a new one was e-mailed), not valid, past the
 * client's steps (closed: the server says where the contract stands), or anything else.
 */
export type ReviewLinkFailure = 'expired' | 'invalid' | 'closed' | 'failed';

export function reviewLinkFailureOf(error: unknown): ReviewLinkFailure {
  if (errorCode(error) === 'LINK_CLOSED') return 'closed';
  if (errorCode(error) === 'TOKEN_EXPIRED') return 'expired';
  if (isGraphqlError(error) && isExpiredTokenMessage(error.message)) return 'expired';
  if (errorCode(error) === 'INVALID_TOKEN') return 'invalid';
  return 'failed';
}

export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  title: string;
  rows: SummaryRow[];
}

/** Shown where the server has no tax estimate (the state's taxes are invoiced once known). */
export const TBD = 'TBD';
const money = (v: number | null | undefined) => (v === null || v === undefined ? TBD : formatUsdWhole(v));
const present = (rows: { label: string; value: string | null | undefined }[]): SummaryRow[] =>
  rows.filter((r): r is SummaryRow => !!r.value && r.value.trim() !== '');

/** `Above 82.0 °F`, `Below 0.50 in`: the trigger (strike) as the client reads it. */
export function triggerOf(contract: Pick<ClientContract, 'programName' | 'quote'>): string {
  const strike = contract.quote.strike.vector[0];
  if (strike === undefined) return '';
  const value = formatIndexValue(strike, contract.quote.strike.unit);
  const program = contract.programName.toUpperCase();
  if (!isProgramCode(program)) return value;
  return `${programs[program].direction === 'above' ? 'Above' : 'Below'} ${value}`;
}

/** One line per covered location: `FL (60%)`. */
export const locationLinesOf = (contract: Pick<ClientContract, 'quote'>): string[] =>
  contract.quote.locations.features.map(
    (f) => `${f.properties.state} (${Math.round(f.properties.weight * 10_000) / 100}%)`,
  );

/** The application summary: entity, business, coverage and prices, agent. */
export function summarySectionsOf(contract: ClientContract): SummarySection[] {
  const e = contract.entityInformation;
  const b = contract.businessDetails;
  const q = contract.quote;
  const p = contract.prices;
  const stateZip = [e.state, e.zip].filter(Boolean).join(' ');
  const exhaust = q.exhaust.vector[0];
  return [
    {
      title: 'Named Insured',
      rows: present([
        { label: 'Entity', value: e.legalName },
        { label: 'Address', value: [e.address, e.city, stateZip].filter(Boolean).join(', ') },
        { label: 'Contact', value: [e.contactFirstName, e.contactLastName].filter(Boolean).join(' ') },
        { label: 'E-mail', value: e.emails.map((m) => m.value).join(', ') },
        { label: 'Phone', value: e.businessPhone },
      ]),
    },
    {
      title: 'Business',
      rows: present([
        {
          label: 'Business Type',
          value: businessTypeLabels[b.businessType as keyof typeof businessTypeLabels] ?? b.businessType,
        },
        { label: 'Operations', value: b.businessOperationsDescription },
      ]),
    },
    {
      title: 'Coverage',
      rows: present([
        { label: 'Program', value: `${q.programTitle} (${contract.programName})` },
        {
          label: 'Policy Period',
          value: `${formatUsDate(q.riskPeriod.startDate)} – ${formatUsDate(q.riskPeriod.endDate)}`,
        },
        { label: 'Locations', value: locationLinesOf(contract).join(', ') },
        { label: 'Limit of Liability', value: formatUsdWhole(q.limitOfLiability) },
        { label: 'Trigger', value: triggerOf(contract) },
        {
          label: 'Exhaust',
          value: exhaust === undefined ? null : formatIndexValue(exhaust, q.exhaust.unit),
        },
      ]),
    },
    {
      title: 'Premium',
      rows: [
        { label: 'Premium', value: formatUsdWhole(p.netPremium) },
        { label: 'Surplus Lines Tax', value: money(p.totalTaxesNoStamping) },
        { label: 'Stamping Fee', value: money(p.stampingFee) },
        { label: 'Policy Fee', value: money(p.policyFee) },
        { label: 'Taxes and Fees', value: money(p.surplusTaxesAndFees) },
        { label: paymentTexts.totalDue, value: formatUsdWhole(p.totalDue) },
      ],
    },
    {
      title: 'Agent',
      rows: present([
        { label: 'Agent', value: contract.agentName },
        { label: 'Agency', value: contract.agency },
        { label: 'E-mail', value: contract.agentEmail },
      ]),
    },
  ];
}
