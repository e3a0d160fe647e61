import {
  boundBecause,
  centsToDollars,
  formatUsd,
  formatUsDate,
  maskBankNumber,
  paymentCollectionOf,
  paymentStatusTexts,
  paymentSummary,
  programs,
} from '@almanac/core';
import type { ContractRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find the policy e-mails by these kinds. */
export const POLICY_ISSUED_AGENT_MAIL_KIND = 'policy-issued-agent';
export const POLICY_ISSUED_CLIENT_MAIL_KIND = 'policy-issued-client';
export const POLICY_ISSUED_COPY_MAIL_KIND = 'policy-issued-client-copy';

export interface PolicyMailArgs {
  id: string;
  to: string;
  contract: ContractRecord & { policyNumber: string };
  /** Whom the e-mail greets. */
  name: string;
  /** The insured's legal name (or the client's name). */
  insured: string;
  agent: { name: string; email: string; agency?: string };
  /** The page where the policy and its documents are. */
  link: string;
  /** When the link stops working (the client's is a single-use review link). */
  linkExpiresAt?: string;
}

/**
 * How the payment reads in an e-mail: what actually happened (an ACH debit authorised and pending,
 * or a wire received), the masked account only, never a number.
 */
function paymentLine(c: ContractRecord): string {
  const p = c.payment;
  if (!p) return '';
  return p.method === 'ACH'
    ? paymentSummary(
        paymentCollectionOf(p.method),
        p.amountCents,
        p.authorizedAt,
        `${p.depositoryName} account ${maskBankNumber(p.accountNumberLast4)}`,
      )
    : paymentSummary(paymentCollectionOf(p.method), p.amountCents, p.receivedDate);
}

const collectionOf = (c: ContractRecord) => paymentCollectionOf(c.payment?.method ?? 'ACH');

function details(c: ContractRecord & { policyNumber: string }, insured: string): [string, string][] {
  const program = programs[c.program];
  return [
    ['Policy number', c.policyNumber],
    ['Named insured', insured],
    ['Program', `${program.name} (${c.program})`],
    ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
    ['Limit of liability', formatUsd(centsToDollars(c.limitCents))],
    [paymentStatusTexts.label, paymentLine(c)],
  ];
}

/** The agent's notice that a policy they sold is bound and issued (docs/requirements.md#binding). */
export function policyIssuedAgentEmail(args: PolicyMailArgs): OutgoingMail {
  const c = args.contract;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Policy ${c.policyNumber} is bound: ${programs[c.program].name} (${c.program})`,
      heading: 'A policy you sold is bound',
      paragraphs: [
        `Hello ${args.name},`,
        `${boundBecause(collectionOf(c), 'agent', args.insured)}, and the application is bound. The policy declarations, with the signed application, are with the policy in Almanac. Your commission on it is recorded.`,
      ],
      details: details(c, args.insured),
      button: { label: 'Open the policy', url: args.link },
    }),
    meta: { kind: POLICY_ISSUED_AGENT_MAIL_KIND, links: [args.link] },
  };
}

/** The client's confirmation that their cover is bound, with the policy number. */
export function policyIssuedClientEmail(args: PolicyMailArgs): OutgoingMail {
  const c = args.contract;
  const agent = args.agent.agency ? `${args.agent.name} of ${args.agent.agency}` : args.agent.name;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Your policy ${c.policyNumber} is bound`,
      heading: 'Your cover is bound',
      paragraphs: [
        `Hello ${args.name},`,
        `${boundBecause(collectionOf(c), 'client', args.insured)}, and your parametric ${programs[c.program].name.toLowerCase()} cover is bound. Your policy declarations, with the application you signed, are ready for you in Almanac.`,
        `Questions about your policy? Contact ${agent} (${args.agent.email}).`,
      ],
      details: details(c, args.insured),
      button: { label: 'View your policy', url: args.link },
      ...(args.linkExpiresAt
        ? {
            footnote: `This link is for you only and works until ${formatUsDate(args.linkExpiresAt.slice(0, 10))}. If it has expired, opening it e-mails you a new one.`,
          }
        : {}),
    }),
    meta: { kind: POLICY_ISSUED_CLIENT_MAIL_KIND, links: [args.link] },
  };
}

/**
 * The copy of the client's confirmation for the application's other client addresses (core's
 * clientCopyAddresses): the same policy details, no link (the client's links and sign-in are the
 * client's own); it says who holds the documents.
 */
export function policyIssuedCopyEmail(
  args: Omit<PolicyMailArgs, 'link' | 'linkExpiresAt'> & { client: { name: string; email: string } },
): OutgoingMail {
  const c = args.contract;
  const agent = args.agent.agency ? `${args.agent.name} of ${args.agent.agency}` : args.agent.name;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Policy ${c.policyNumber} for ${args.insured} is bound`,
      heading: `${args.insured}'s cover is bound`,
      paragraphs: [
        `Hello,`,
        `You receive this copy because your address is on ${args.insured}'s application. The parametric ${programs[c.program].name.toLowerCase()} cover is bound.`,
        `The policy declarations and the signed application are with ${args.client.name} (${args.client.email}), who can sign in to Almanac to see and download them.`,
        `Questions about the policy? Contact ${agent} (${args.agent.email}).`,
      ],
      details: details(c, args.insured),
    }),
    meta: { kind: POLICY_ISSUED_COPY_MAIL_KIND },
  };
}
