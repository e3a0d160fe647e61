import {
  centsToDollars,
  clientMessageTexts,
  formatIndexValue,
  formatUsd,
  formatUsDate,
  maskBankNumber,
  PayoutMethod,
  programs,
} from '@almanac/core';
import type { ClaimRecord, ContractRecord, OutgoingMail, SettlementRecord } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find the claims e-mails by these kinds. */
export const CLAIM_OPENED_MAIL_KIND = 'claim-opened';
export const POLICY_CLOSED_MAIL_KIND = 'policy-closed';
export const CLAIM_APPROVED_MAIL_KIND = 'claim-approved';
export const CLAIM_REJECTED_MAIL_KIND = 'claim-rejected';

export interface ClaimMailArgs {
  id: string;
  to: string;
  /** Whom the e-mail greets. */
  name: string;
  /** The agent (their page of the policy) or the policyholder (no page: their agent answers). */
  audience: 'agent' | 'policyholder';
  contract: ContractRecord & { policyNumber: string };
  settlement: SettlementRecord;
  /** The insured's legal name (or the client's name). */
  insured: string;
  /** The agent's page of the policy. */
  link?: string;
}

const unitOf = (c: ContractRecord) => programs[c.program].indexUnit;

function details(args: ClaimMailArgs): [string, string][] {
  const c = args.contract;
  const s = args.settlement;
  return [
    ['Policy number', c.policyNumber],
    ['Named insured', args.insured],
    ['Program', `${programs[c.program].name} (${c.program})`],
    ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
    ['Observed index', formatIndexValue(s.index, unitOf(c))],
    ['Trigger', formatIndexValue(s.trigger, unitOf(c))],
    ['Exhaust', formatIndexValue(s.exhaust, unitOf(c))],
    ['Limit of liability', formatUsd(centsToDollars(s.limitCents))],
    ['Payout', formatUsd(centsToDollars(s.payoutCents))],
    ...(s.origin === 'demo' ? [['Data', 'demonstration climate (not observed)'] as [string, string]] : []),
  ];
}

const withLink = (label: string, link: string | undefined) => (link ? { button: { label, url: link } } : {});
/** The kind names the audience too: `claim-opened-agent`, `claim-opened-policyholder` … */
const meta = (kind: string, audience: ClaimMailArgs['audience'], link: string | undefined) => ({
  kind: `${kind}-${audience}`,
  ...(link ? { links: [link] } : {}),
});

/** The settlement paid: a claim is open for review by operations (agent and policyholder). */
export function claimOpenedEmail(args: ClaimMailArgs): OutgoingMail {
  const c = args.contract;
  const payout = formatUsd(centsToDollars(args.settlement.payoutCents));
  const paragraphs =
    args.audience === 'agent'
      ? [
          `Hello ${args.name},`,
          `The policy period of ${args.insured}'s policy ${c.policyNumber} has ended and its index was settled on the final weather data: it pays ${payout}. A claim is open and operations are reviewing it; the policyholder has been told.`,
        ]
      : [
          `Hello ${args.name},`,
          `Your policy period has ended and your policy's weather index was settled on the final data: your policy pays ${payout}. We opened a claim for you; once it is reviewed the payout is sent to your payout method. You do not need to file anything; a loss report you file with your policy number is attached to the claim.`,
        ];
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Policy ${c.policyNumber}: a claim of ${payout} is open`,
      heading: args.audience === 'agent' ? 'A policy you sold pays out' : 'Your policy pays out',
      paragraphs,
      details: details(args),
      ...withLink('Open the policy', args.link),
    }),
    meta: meta(CLAIM_OPENED_MAIL_KIND, args.audience, args.link),
  };
}

/** The settlement paid nothing: the policy is closed, with its index (agent and policyholder). */
export function policyClosedEmail(args: ClaimMailArgs): OutgoingMail {
  const c = args.contract;
  const s = args.settlement;
  const index = formatIndexValue(s.index, unitOf(c));
  const trigger = formatIndexValue(s.trigger, unitOf(c));
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Policy ${c.policyNumber} is closed: no payout`,
      heading: 'The policy period ended without a payout',
      paragraphs: [
        `Hello ${args.name},`,
        `The policy period of ${args.audience === 'agent' ? `${args.insured}'s policy` : 'your policy'} ${c.policyNumber} has ended. Its weather index, settled on the final data, is ${index}, which did not reach the trigger of ${trigger}, so the policy closes without a payout.`,
      ],
      details: details(args),
      ...withLink('Open the policy', args.link),
    }),
    meta: meta(POLICY_CLOSED_MAIL_KIND, args.audience, args.link),
  };
}

export interface ClaimDecisionMailArgs extends ClaimMailArgs {
  claim: ClaimRecord;
}

/** How an approved claim is paid, as the e-mail says it (the masked account only). */
const payableText = (claim: ClaimRecord): string => {
  const p = claim.payable;
  if (!p) return '';
  return p.method === PayoutMethod.ACH && p.accountLast4
    ? `ACH to the account ${maskBankNumber(p.accountLast4)}`
    : 'eCheck';
};

/** Operations approved (payable) or rejected a claim: the policyholder and the agent (the message to the client, never the internal reason). */
export function claimDecisionEmail(args: ClaimDecisionMailArgs): OutgoingMail {
  const c = args.contract;
  const approved = args.claim.status === 'APPROVED';
  const payout = formatUsd(centsToDollars(args.claim.payoutCents));
  const whose = args.audience === 'agent' ? `${args.insured}'s claim` : 'Your claim';
  const kind = approved ? CLAIM_APPROVED_MAIL_KIND : CLAIM_REJECTED_MAIL_KIND;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: approved
        ? `Policy ${c.policyNumber}: the claim of ${payout} is approved`
        : `Policy ${c.policyNumber}: the claim is rejected`,
      heading: approved ? 'The claim is approved' : 'The claim is rejected',
      paragraphs: approved
        ? [
            `Hello ${args.name},`,
            `${whose} on policy ${c.policyNumber} is approved: ${payout}, payable by ${payableText(args.claim)}.`,
          ]
        : [
            `Hello ${args.name},`,
            // The message to the policyholder (or core's sentence), never the internal reason.
            `${whose} on policy ${c.policyNumber} was reviewed and rejected. ${args.claim.decision?.clientMessage || clientMessageTexts.claimRejected}`,
          ],
      details: details(args),
      ...withLink('Open the policy', args.link),
    }),
    meta: meta(kind, args.audience, args.link),
  };
}
