import {
  ACH_AUTHORIZATION_TEXT,
  ACH_AUTHORIZATION_VERSION,
  achMessages,
  amountDueCents,
  type AppError,
  CLIENT_CONSENT_VERSION,
  clientLinkClosedMessage,
  clientPaymentMessages,
  clientReviewTexts,
  clientSignMessages,
  contractEventNames,
  formatUsd,
  formatUsDate,
  isPolicyNumber,
  POLICY_NUMBER_ATTEMPTS,
  policyNumberClaimName,
  RATE_LIMITS,
  canonicalJson,
  CLIENT_ELECTRONIC_CONSENT_TEXT,
  CLIENT_TERRORISM_CONSENT_TEXT,
  signedDocumentTexts,
  signatureNameMismatchMessage,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticateSession } from '../auth/authenticate.js';
import type { ApplicationDocument } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { DAY, FIRST_POLICY_CODE, SECOND } from '../testing/in-memory-ports.js';
import { acceptClientReviewContractInvite } from './accept-client-review.js';
import { bindPaidContract } from './bind-contract.js';
import { addClientUserPayment, bankNumberContext } from './client-payment.js';
import { CLIENT_CONSENT_TEXT, submitReviewedLpcApplicationByClient } from './client-sign.js';
import { agentCaller, CLIENT_EMAIL, clientReviewWorld, NOW, TODAY } from './client-review-world.js';
import { getQuote } from '../quotes/get-quote.js';
import { getContract } from './get-contract.js';
import { getSignedUrl } from './get-signed-url.js';

let t: Awaited<ReturnType<typeof clientReviewWorld>>;
const w = () => t.w;
beforeEach(async () => {
  t = await clientReviewWorld();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

const reviewMails = (email = CLIENT_EMAIL) =>
  w()
    .mail.to(email)
    .filter((m) => m.meta?.kind === 'client-review-contract');

/** Open the review link as the client's browser does; answers the scoped session's caller too. */
async function accept(token: string, ip = '198.51.100.7') {
  const answer = await acceptClientReviewContractInvite(w().ports, { token }, ip);
  const caller = await authenticateSession(w().ports, `Bearer ${answer.auth.token}`);
  if (!caller) throw new Error('the session does not work');
  return { answer, caller: caller as Caller };
}

const clientSign = {
  agreeElectronicClient: true,
  agreeTerrorismDisclosure: true,
  signNameCustomer: 'Dana Reyes',
  signDate: TODAY,
};
const sign = (caller: Caller | null, contract: string, input: Record<string, unknown> = clientSign) =>
  submitReviewedLpcApplicationByClient(
    w().ports,
    caller,
    { contract, input },
    {
      ipAddress: '198.51.100.7',
      userAgent: 'Vitest client',
    },
  );

const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const ach = {
  accountNumber: ACCOUNT,
  routingNumber: ROUTING,
  accountType: 'checking',
  depositoryName: 'First Bank',
  namesOnTheAccount: 'Dana Reyes',
  signature: 'Dana Reyes',
  signDate: TODAY,
};
const pay = (caller: Caller | null, contract: string, input: Record<string, unknown> = ach) =>
  addClientUserPayment(
    w().ports,
    caller,
    { contract, input },
    { ipAddress: '198.51.100.7', userAgent: 'Vitest' },
  );

/** An application the client signed, and the client's scoped caller. */
async function signed() {
  const { contractId, token, quoteId } = await t.awaitingClient();
  const { caller } = await accept(token);
  await sign(caller, contractId);
  return { contractId, caller, quoteId };
}

describe('acceptClientReviewContractInvite', () => {
  it('logs the client in for that contract only, confirms their e-mail and answers the contract', async () => {
    const { contractId, token } = await t.awaitingClient();
    expect((await w().store.users.get('client-1'))!.confirmedAt).toBeUndefined();
    const { answer, caller } = await accept(token);
    expect(answer.auth.token).toMatch(/^alm_/);
    expect(answer.auth.user).toMatchObject({ _id: 'client-1', role: 'client', confirmedAt: NOW });
    expect(caller).toMatchObject({ userId: 'client-1', role: 'client', confirmed: true, contractId });
    expect(answer.contract).toMatchObject({
      id: contractId,
      status: 'AWAITING_CLIENT',
      clientId: 'client-1',
    });
    // The client sees only the history meant for them (not the broker's signature).
    expect(answer.contract.history.map((e) => e.eventName)).toEqual([
      'Application submitted',
      'Review invitation e-mailed to the client',
    ]);
    expect((await w().store.users.get('client-1'))!.confirmedAt).toBe(NOW);
    // The scoped session reads its contract, and nothing else.
    expect((await getContract(w().ports, caller, { id: contractId })).id).toBe(contractId);
    const other = await t.awaitingClient('client-2');
    expect((await failure(getContract(w().ports, caller, { id: other.contractId }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it('the client’s view leaves out the agency’s and the underwriter’s data', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    const mine = await getContract(w().ports, caller, { id: contractId });
    expect(mine.quote).toMatchObject({
      history: [],
      agentCommission: null,
      riskCapitalCommission: null,
      expectedLoss: null,
      expectedPayout: null,
      explanation: null,
    });
    expect(mine.underwritingReasons).toEqual([]);
    expect(mine.reviewDetails).toBeNull();
    // The agent's view keeps them.
    const agents = await getContract(w().ports, agentCaller, { id: contractId });
    expect(agents.quote.agentCommission).toBeGreaterThan(0);
    expect(agents.quote.history.length).toBeGreaterThan(0);
  });

  it('the review e-mail states the amount due and when it is due', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    const view = await getContract(w().ports, caller, { id: contractId });
    const mail = reviewMails().at(-1)!;
    const amount = formatUsd(view.prices.totalDue);
    expect(view.prices.totalDue).toBeGreaterThan(view.prices.netPremium);
    expect(mail.text).toContain(
      `pay the amount due, ${amount}, in full by ${formatUsDate(view.paymentDueDate)}`,
    );
    expect(mail.text).toContain(`Amount due: ${amount}`);
    expect(mail.html).toContain(amount);
  });

  it('the client and the agent see one price breakdown: Taxes and Fees counts the policy fee once', async () => {
    const { contractId, token, quoteId } = await t.awaitingClient();
    const { caller } = await accept(token);
    const client = (await getContract(w().ports, caller, { id: contractId })).prices;
    const agentsQuote = await getQuote(w().ports, agentCaller, { id: quoteId });
    expect(agentsQuote.taxStatus).toBe('available');
    expect(client.surplusTaxesAndFees).toBe(agentsQuote.estimatedTaxesAndFees);
    expect(client.totalDue).toBe(agentsQuote.estimatedGrossPremium);
    expect(client.policyFee).toBe(agentsQuote.policyFee);
    // Its parts add up: surplus lines tax + stamping fee + policy fee; premium + taxes and fees = total.
    const cents = (d: number | null) => Math.round((d ?? NaN) * 100);
    expect(cents(client.surplusTaxesAndFees)).toBe(
      cents(client.totalTaxesNoStamping) + cents(client.stampingFee) + cents(client.policyFee),
    );
    expect(cents(client.totalDue)).toBe(cents(client.netPremium) + cents(client.surplusTaxesAndFees));
    const agents = (await getContract(w().ports, agentCaller, { id: contractId })).prices;
    expect(agents).toEqual(client);
  });

  it('the link’s session stops reaching the contract once it is no longer the client’s (expired, rejected, sent back)', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    for (const status of ['EXPIRED', 'REJECTED', 'AWAITING_AGENT'] as const) {
      const stored = (await w().store.contracts.get(contractId))!;
      w().store.contracts.byId.set(contractId, { ...stored, status });
      expect((await failure(getContract(w().ports, caller, { id: contractId }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    }
  });

  it('is single use: a second use answers TOKEN_EXPIRED and e-mails a fresh link, which works', async () => {
    const { contractId, token } = await t.awaitingClient();
    await accept(token);
    expect(reviewMails()).toHaveLength(1);
    const again = await failure(acceptClientReviewContractInvite(w().ports, { token }, '198.51.100.7'));
    expect(again).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'The token provided is expired' });
    expect(reviewMails()).toHaveLength(2);
    const fresh = t.lastReviewToken();
    expect(fresh).not.toBe(token);
    expect((await accept(fresh)).caller.contractId).toBe(contractId);
  });

  it('an expired link answers TOKEN_EXPIRED and e-mails a fresh one; it works until just before 7 days', async () => {
    const first = await t.awaitingClient();
    const second = await t.awaitingClient('client-2');
    w().clock.advance(7 * DAY - SECOND);
    expect((await accept(first.token)).caller.contractId).toBe(first.contractId);
    w().clock.advance(2 * SECOND);
    const mails = reviewMails('client-2@example.com').length;
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token: second.token }))).code).toBe(
      'TOKEN_EXPIRED',
    );
    expect(reviewMails('client-2@example.com')).toHaveLength(mails + 1);
    expect((await accept(t.lastReviewToken('client-2@example.com'))).caller.contractId).toBe(
      second.contractId,
    );
  });

  it('of parallel uses of one link exactly one logs in; the others answer TOKEN_EXPIRED', async () => {
    const { token } = await t.awaitingClient();
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => acceptClientReviewContractInvite(w().ports, { token }, '198.51.100.7')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual([
      'TOKEN_EXPIRED',
      'TOKEN_EXPIRED',
    ]);
    expect([...w().store.sessions.byHash.values()]).toHaveLength(1);
  });

  it('an unknown, tampered or empty token, or another kind of link, is INVALID_TOKEN and sends nothing', async () => {
    const { token } = await t.awaitingClient();
    const sent = w().mail.sent.length;
    for (const bad of [`${token}x`, token.slice(0, -1), 'nonsense', '', 'x'.repeat(600)])
      expect((await failure(acceptClientReviewContractInvite(w().ports, { token: bad }))).code).toBe(
        'INVALID_TOKEN',
      );
    const login = w().random.token();
    await w().store.oneTimeTokens.put({
      tokenHash: w().ports.digest(login),
      type: 'LOGIN',
      userId: 'client-1',
      createdAt: NOW,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token: login }))).code).toBe(
      'INVALID_TOKEN',
    );
    expect(w().mail.sent).toHaveLength(sent);
    expect(w().store.sessions.byHash.size).toBe(0);
  });

  it('in a status past the client’s steps, a live or used link answers where it stands and sends nothing', async () => {
    const { contractId, token } = await t.awaitingClient();
    for (const [status, text] of [
      ['AWAITING_AGENT', 'Your agent is working on this application'],
      ['EXPIRED', 'expired before it was paid'],
      ['REJECTED', 'declined by underwriting'],
      ['CANCELLED', 'withdrawn'],
    ] as const) {
      t.patchContract(contractId, (c) => {
        c.status = status;
      });
      const answer = await failure(acceptClientReviewContractInvite(w().ports, { token }));
      expect(answer.code).toBe('LINK_CLOSED');
      expect(answer.message).toBe(clientLinkClosedMessage(status));
      expect(answer.message).toContain(text);
    }
    expect(reviewMails()).toHaveLength(1);
    expect(w().store.sessions.byHash.size).toBe(0);
  });

  it('a used link of a signed contract sends a fresh link (the client comes back to pay)', async () => {
    await signed();
    const used = reviewMails()[0]!.meta!.links![0]!;
    const token = new URL(used).searchParams.get('token')!;
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token }))).code).toBe(
      'TOKEN_EXPIRED',
    );
    expect(reviewMails()).toHaveLength(2);
  });

  it('a used link once bound sends nothing and says the cover is bound, with its policy number (issue 27, 2)', async () => {
    const { contractId, caller } = await signed();
    const used = reviewMails()[0]!.meta!.links![0]!;
    const token = new URL(used).searchParams.get('token')!;
    await pay(caller, contractId);
    const reviewSent = reviewMails().length;
    for (const ip of ['198.51.100.7', '203.0.113.9']) {
      const answer = await failure(acceptClientReviewContractInvite(w().ports, { token }, ip));
      expect(answer.code).toBe('LINK_CLOSED');
      const { policyNumber } = (await w().store.contracts.get(contractId))!;
      expect(answer.message).toContain(`policy ${policyNumber!}`);
      expect(answer.message).toContain('sign in to see your policy');
    }
    expect(reviewMails()).toHaveLength(reviewSent);
  });

  it('a spent link sends one fresh link, however often and however parallel it is opened', async () => {
    const { token } = await t.awaitingClient();
    await accept(token);
    const opens = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        acceptClientReviewContractInvite(w().ports, { token }, `203.0.113.${i}`),
      ),
    );
    expect(opens.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : 'opened'))).toEqual(
      Array.from({ length: 20 }, () => 'TOKEN_EXPIRED'),
    );
    expect(reviewMails()).toHaveLength(2);
    expect((await failure(acceptClientReviewContractInvite(w().ports, { token }, '203.0.113.99'))).code).toBe(
      'TOKEN_EXPIRED',
    );
    expect(reviewMails()).toHaveLength(2);
    // The client's fresh link works.
    expect((await accept(t.lastReviewToken())).caller.userId).toBe('client-1');
  });

  it('fresh links are limited per address and per recipient; past either, INVALID_TOKEN and nothing is sent', async () => {
    const one = await t.awaitingClient();
    const two = await t.awaitingClient('client-2');
    const emails = [CLIENT_EMAIL, 'client-2@example.com'] as const;
    const spent = [one.token, two.token];
    await accept(one.token);
    await accept(two.token);
    const resend = (token: string, ip: string) =>
      failure(acceptClientReviewContractInvite(w().ports, { token }, ip)).then((e) => e.code);
    /** Reopen client i's spent link from `ip`; when a fresh one came, use it up (the next spent link). */
    async function reopen(i: 0 | 1, ip: string) {
      const code = await resend(spent[i]!, ip);
      if (code === 'TOKEN_EXPIRED') {
        spent[i] = t.lastReviewToken(emails[i]);
        await accept(spent[i]!);
      }
      return code;
    }
    const perAddress = RATE_LIMITS.reviewLinkResendsPerAddress.limit;
    // One address asks for fresh links for two clients: its limit counts both.
    for (let i = 0; i < perAddress; i++)
      expect(await reopen(i % 2 ? 1 : 0, '203.0.113.1')).toBe('TOKEN_EXPIRED');
    const sent = w().mail.sent.length;
    expect(await resend(spent[0]!, '203.0.113.1')).toBe('INVALID_TOKEN');
    expect(w().mail.sent).toHaveLength(sent);
    // The recipient's daily limit counts the invitation and every fresh link, from any address.
    const perRecipient = RATE_LIMITS.reviewMailPerRecipient.limit;
    while (reviewMails().length < perRecipient) expect(await reopen(0, '203.0.113.2')).toBe('TOKEN_EXPIRED');
    expect(await resend(spent[0]!, '203.0.113.3')).toBe('INVALID_TOKEN');
    expect(reviewMails()).toHaveLength(perRecipient);
    // The other client's links still come.
    expect(await resend(spent[1]!, '203.0.113.3')).toBe('TOKEN_EXPIRED');
  });

  it('never stores or logs the token in clear', async () => {
    const { token } = await t.awaitingClient();
    const { answer } = await accept(token);
    await failure(acceptClientReviewContractInvite(w().ports, { token }));
    const seen = JSON.stringify([w().repositoryCalls, w().logger.lines]);
    expect(seen).not.toContain(token);
    expect(seen).not.toContain(answer.auth.token);
  });
});

describe('submitReviewedLpcApplicationByClient', () => {
  it('records the client’s signature over the signed PDF, moves to CLIENT_REVIEWED and tells the agent', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    const c = await sign(caller, contractId);
    expect(c).toMatchObject({
      status: 'CLIENT_REVIEWED',
      clientSignature: { name: 'Dana Reyes', date: TODAY, signedAt: NOW, d1SignName: null },
    });
    expect(c.history.map((e) => e.eventName)).toContain('Application signed by the client');
    const stored = (await w().store.contracts.get(contractId))!;
    const reviewed = stored.reviewedApplicationDocument!;
    expect(stored.clientSignature).toEqual({
      name: 'Dana Reyes',
      date: TODAY,
      signedAt: NOW,
      userId: 'client-1',
      email: CLIENT_EMAIL,
      ipAddress: '198.51.100.7',
      userAgent: 'Vitest client',
      consentText: CLIENT_CONSENT_TEXT,
      consentVersion: CLIENT_CONSENT_VERSION,
      // The PDF the client reviewed (the broker's), and the content both signed.
      documentSha256: reviewed.sha256,
      contentSha256: stored.agentSignature!.contentSha256,
      agreeElectronic: true,
      agreeTerrorismDisclosure: true,
    });
    expect(stored.clientSignature!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    const notice = w().mail.last('agent-1@example.com');
    expect(notice.meta?.kind).toBe('client-signed');
    expect(notice.subject).toBe('Dana Reyes signed the application: Excess precipitation (HPC)');
    expect(notice.text).toContain('due in full by 12/17/2026');
  });

  it('replaces the application document (same id) with one carrying both signatures and the client’s acknowledgements', async () => {
    const { contractId, token } = await t.awaitingClient();
    const before = (await w().store.contracts.get(contractId))!.applicationDocument!;
    const { caller } = await accept(token);
    await sign(caller, contractId);
    const stored = (await w().store.contracts.get(contractId))!;
    const document = stored.applicationDocument!;
    expect(stored.reviewedApplicationDocument).toEqual(before);
    expect(document.id).toBe(before.id);
    expect(document.key).not.toBe(before.key);
    const pdf = new TextDecoder().decode(w().files.objects.get(document.key)!.body);
    expect(w().ports.sha256(w().files.objects.get(document.key)!.body)).toBe(document.sha256);
    const rendered = JSON.parse(
      pdf.slice(pdf.indexOf('\n') + 1, pdf.lastIndexOf('\n')),
    ) as ApplicationDocument;
    expect(rendered.signatures.map((s) => [s.heading, s.name, s.email, s.ipAddress, s.userAgent])).toEqual([
      [
        signedDocumentTexts.brokerHeading,
        stored.agentSignature!.name,
        stored.agentSignature!.email,
        stored.agentSignature!.ipAddress,
        stored.agentSignature!.userAgent,
      ],
      [signedDocumentTexts.clientHeading, 'Dana Reyes', CLIENT_EMAIL, '198.51.100.7', 'Vitest client'],
    ]);
    expect(rendered.signatures[1]!.acknowledgements).toEqual([
      [signedDocumentTexts.electronicConsentLabel, CLIENT_ELECTRONIC_CONSENT_TEXT],
      [signedDocumentTexts.terrorismConsentLabel, CLIENT_TERRORISM_CONSENT_TEXT],
    ]);
    // Every signature's hash is the content's: the same answers the broker signed.
    const { signatures: _s, ...content } = rendered;
    const hash = w().ports.sha256(new TextEncoder().encode(canonicalJson(content)));
    expect(rendered.signatures.map((s) => s.contentSha256)).toEqual([hash, hash]);
    expect(stored.agentSignature!.contentSha256).toBe(hash);
  });

  it('answers each rule’s message', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    const cases: [Record<string, unknown>, string][] = [
      [{ agreeElectronicClient: false }, clientSignMessages.agreeElectronic],
      [{ agreeTerrorismDisclosure: null }, clientSignMessages.agreeTerrorismDisclosure],
      [{ signNameCustomer: 'DR' }, clientSignMessages.signName],
      [{ signNameCustomer: null }, clientSignMessages.signName],
      [{ signDate: '2026-11-10' }, clientSignMessages.signatureDate],
    ];
    for (const [change, message] of cases)
      expect(await failure(sign(caller, contractId, { ...clientSign, ...change }))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    expect((await w().store.contracts.get(contractId))!.status).toBe('AWAITING_CLIENT');
  });

  it('refuses a client or D-1 signature that is not the client’s name ("Mickey Mouse") (issue 27)', async () => {
    const { contractId, token } = await t.awaitingClient();
    t.patchContract(contractId, (c) => {
      c.entityInformation.state = 'CA';
    });
    const { caller } = await accept(token);
    const mismatch = signatureNameMismatchMessage('Dana', 'Reyes');
    expect(
      await failure(
        sign(caller, contractId, {
          ...clientSign,
          signNameCustomer: 'Mickey Mouse',
          d1SignName: 'Dana Reyes',
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: mismatch });
    expect(
      await failure(sign(caller, contractId, { ...clientSign, d1SignName: 'Mickey Mouse' })),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: mismatch,
    });
    expect((await w().store.contracts.get(contractId))!.status).toBe('AWAITING_CLIENT');
    const c = await sign(caller, contractId, {
      ...clientSign,
      signNameCustomer: 'dana  reyes',
      d1SignName: 'DANA REYES',
    });
    expect(c.status).toBe('CLIENT_REVIEWED');
  });

  it('an entity in California also signs the D-1 disclosure; elsewhere none is kept', async () => {
    const { contractId, token } = await t.awaitingClient();
    t.patchContract(contractId, (c) => {
      c.entityInformation.state = 'CA';
    });
    const { caller } = await accept(token);
    expect(await failure(sign(caller, contractId))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: clientSignMessages.d1SignName,
    });
    expect(await failure(sign(caller, contractId, { ...clientSign, d1SignName: 'DR' }))).toMatchObject({
      message: clientSignMessages.d1SignName,
    });
    const c = await sign(caller, contractId, { ...clientSign, d1SignName: 'Dana Reyes' });
    expect(c.clientSignature).toMatchObject({ d1SignName: 'Dana Reyes' });
    const stored = (await w().store.contracts.get(contractId))!;
    expect(stored.clientSignature).toMatchObject({ d1SignName: 'Dana Reyes', d1SignDate: TODAY });
    // The signed application carries the D-1 signature after the client's.
    const pdf = new TextDecoder().decode(w().files.objects.get(stored.applicationDocument!.key)!.body);
    const rendered = JSON.parse(
      pdf.slice(pdf.indexOf('\n') + 1, pdf.lastIndexOf('\n')),
    ) as ApplicationDocument;
    expect(rendered.signatures.map((s) => s.heading)).toEqual([
      signedDocumentTexts.brokerHeading,
      signedDocumentTexts.clientHeading,
      signedDocumentTexts.d1Heading,
    ]);
    expect(rendered.signatures[2]).toMatchObject({ name: 'Dana Reyes', date: TODAY, signedAt: NOW });
  });

  it('not after the payment due date: it could no longer be paid', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    w().clock.set('2026-12-18T15:00:00.000Z');
    expect(await failure(sign(caller, contractId, { ...clientSign, signDate: '2026-12-18' }))).toMatchObject({
      code: 'CONFLICT',
      message: clientPaymentMessages.overdue('2027-01-01'),
    });
    expect((await w().store.contracts.get(contractId))!.status).toBe('AWAITING_CLIENT');
  });

  it('only the contract’s client, through the session for that contract', async () => {
    const { contractId, token } = await t.awaitingClient();
    const other = await t.awaitingClient('client-2');
    const otherClient = (await accept(other.token)).caller;
    const { caller } = await accept(token);
    const unscopedClient: Caller = { ...caller, contractId: undefined };
    const otherContract: Caller = { ...caller, contractId: other.contractId };
    const outsider: Caller = { userId: 'agent-x', role: 'agent', confirmed: true, sessionHash: 'h-x' };
    const agentScoped: Caller = { ...agentCaller, contractId };
    for (const who of [agentCaller, agentScoped, outsider, otherClient, unscopedClient, otherContract])
      expect((await failure(sign(who, contractId))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(sign(null, contractId))).code).toBe('UNAUTHORIZED');
    expect((await failure(sign(caller, 'no-such-contract'))).code).toBe('INVALID_PERMISSIONS');
    expect((await w().store.contracts.get(contractId))!.status).toBe('AWAITING_CLIENT');
  });

  it('only while awaiting the client: signing twice is CONFLICT', async () => {
    const { contractId, caller } = await signed();
    expect(await failure(sign(caller, contractId))).toMatchObject({
      code: 'CONFLICT',
      message: clientReviewTexts.notAwaitingClient,
    });
  });

  it('of two racing signatures exactly one wins', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    const results = await Promise.allSettled([sign(caller, contractId), sign(caller, contractId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual([
      'CONFLICT',
    ]);
    expect(
      w()
        .mail.to('agent-1@example.com')
        .filter((m) => m.meta?.kind === 'client-signed'),
    ).toHaveLength(1);
  });

  it('a failed notice to the agent does not undo the signature', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    w().ports.mailQueue = {
      send: async () => {
        throw new Error('queue unavailable');
      },
    };
    expect((await sign(caller, contractId)).status).toBe('CLIENT_REVIEWED');
    expect(w().logger.lines.map((l) => [l.level, l.message])).toContainEqual([
      'warn',
      'The agent was not told that the client signed',
    ]);
  });
});

describe('addClientUserPayment', () => {
  it('encrypts the bank numbers, binds the contract with a policy number and answers masked numbers only', async () => {
    const { contractId, caller, quoteId } = await signed();
    const c = await pay(caller, contractId);
    expect(c).toMatchObject({
      status: 'APPROVED',
      lifecycleStage: 'policy',
      policyNumber: `ALM-HPC-2027-${FIRST_POLICY_CODE}`,
      boundAt: NOW,
      payment: {
        method: 'ACH',
        maskedAccountNumber: '••••6789',
        maskedRoutingNumber: '••••0021',
        accountType: 'CHECKING',
        depositoryName: 'First Bank',
        namesOnTheAccount: 'Dana Reyes',
        paidAt: NOW,
        // An authorisation, not money received: the bank debit is pending.
        collection: 'ACH_AUTHORIZED',
      },
    });
    const bound = c.history.find((e) => e.eventName === contractEventNames.bound)!;
    expect(bound.description).toBe(
      `ACH debit authorized (bank debit pending); policy number ALM-HPC-2027-${FIRST_POLICY_CODE}`,
    );
    expect(JSON.stringify(c.history)).not.toMatch(/\bpaid\b/i);
    expect(JSON.stringify(c)).not.toContain(ACCOUNT);
    expect(JSON.stringify(c)).not.toContain(ROUTING);

    const stored = (await w().store.contracts.get(contractId))!;
    const quote = (await w().store.quotes.get(quoteId))!;
    const payment = stored.payment!;
    if (payment.method !== 'ACH') throw new Error('expected ACH');
    expect(payment).toMatchObject({
      accountNumberLast4: '6789',
      routingNumberLast4: '0021',
      amountCents: amountDueCents(quote.option.premium.netPremiumCents, quote.taxes),
      authorizedAt: NOW,
      authorization: {
        name: 'Dana Reyes',
        date: TODAY,
        signedAt: NOW,
        userId: 'client-1',
        email: CLIENT_EMAIL,
        ipAddress: '198.51.100.7',
        userAgent: 'Vitest',
        consentText: ACH_AUTHORIZATION_TEXT,
        consentVersion: ACH_AUTHORIZATION_VERSION,
      },
    });
    expect(payment.authorization.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    // Only ciphertexts are stored, bound to this contract and field.
    expect(
      await w().ports.cipher.decrypt(
        payment.accountNumberCiphertext,
        bankNumberContext(contractId, 'accountNumber'),
      ),
    ).toBe(ACCOUNT);
    expect(
      await w().ports.cipher.decrypt(
        payment.routingNumberCiphertext,
        bankNumberContext(contractId, 'routingNumber'),
      ),
    ).toBe(ROUTING);
    await expect(
      w().ports.cipher.decrypt(
        payment.accountNumberCiphertext,
        bankNumberContext('another', 'accountNumber'),
      ),
    ).rejects.toThrow();
    const written = JSON.stringify([stored, w().repositoryCalls, w().logger.lines, w().mail.sent]);
    expect(written).not.toContain(ACCOUNT);
    expect(written).not.toContain(ROUTING);
  });

  it('a short account number is never kept in clear through its last digits', async () => {
    const { contractId, caller } = await signed();
    const c = await pay(caller, contractId, { ...ach, accountNumber: '5837' });
    expect(c.payment).toMatchObject({ maskedAccountNumber: '••••37' });
    const stored = (await w().store.contracts.get(contractId))!.payment!;
    expect(stored).toMatchObject({ accountNumberLast4: '37' });
    expect(JSON.stringify(stored)).not.toContain('5837');
  });

  it('numbers a policy by program and year with a random code and its check character; a taken number is drawn again', async () => {
    const first = await signed();
    const one = (await pay(first.caller, first.contractId)).policyNumber!;
    expect(one).toBe(`ALM-HPC-2027-${FIRST_POLICY_CODE}`);
    expect(isPolicyNumber(one)).toBe(true);
    const { contractId, token } = await t.awaitingClient('client-2');
    const { caller } = await accept(token);
    await sign(caller, contractId);
    // The random source answers the first code again: claimed already, so a second is drawn.
    w().random.nextPolicyCodes.push(FIRST_POLICY_CODE);
    const two = (await pay(caller, contractId)).policyNumber!;
    expect(isPolicyNumber(two)).toBe(true);
    expect(two).toMatch(/^ALM-HPC-2027-/);
    expect(two).not.toBe(one);
  });

  it('refuses to bind when every drawn number is taken, leaving the contract as it was', async () => {
    const { contractId, caller } = await signed();
    for (let i = 0; i < POLICY_NUMBER_ATTEMPTS; i++) {
      w().random.nextPolicyCodes.push(FIRST_POLICY_CODE);
      await w().store.counters.claim(policyNumberClaimName(`ALM-HPC-2027-${FIRST_POLICY_CODE}`));
    }
    await expect(pay(caller, contractId)).rejects.toThrow();
    expect((await w().store.contracts.get(contractId))!).toMatchObject({ status: 'CLIENT_REVIEWED' });
    expect((await w().store.contracts.get(contractId))!.policyNumber).toBeUndefined();
  });

  it('answers the ACH rules’ messages, the ABA checksum included', async () => {
    const { contractId, caller } = await signed();
    const cases: [Record<string, unknown>, string][] = [
      [{ routingNumber: '02100002' }, achMessages.routingNumber],
      [{ routingNumber: '02100002a' }, achMessages.routingNumber],
      [{ routingNumber: '021000022' }, achMessages.routingChecksum],
      // A fake account: the checksum holds, the prefix is no bank's; an account of one digit.
      [{ routingNumber: '000000000' }, achMessages.routingChecksum],
      [{ accountNumber: '1' }, achMessages.accountNumberTooShort],
      [{ accountNumber: '12ab' }, achMessages.accountNumber],
      [{ accountNumber: '0000' }, achMessages.accountNumber],
      [{ accountNumber: '1'.repeat(18) }, achMessages.accountNumberTooLong],
      [{ accountType: 'brokerage' }, achMessages.accountType],
      [{ depositoryName: 'FB' }, achMessages.depositoryName],
      [{ namesOnTheAccount: 'DR' }, achMessages.accountName],
      [{ signature: 'DR' }, achMessages.signName],
      [{ signDate: '2026-11-01' }, achMessages.signatureDate],
    ];
    for (const [change, message] of cases)
      expect(await failure(pay(caller, contractId, { ...ach, ...change }))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    expect((await w().store.contracts.get(contractId))!.status).toBe('CLIENT_REVIEWED');
  });

  it('is refused while the server’s clientBankInfoFeature setting is off', async () => {
    t = await clientReviewWorld({ clientBankInfoFeature: false });
    const { contractId, caller } = await signed();
    expect(await failure(pay(caller, contractId))).toMatchObject({
      code: 'CONFLICT',
      message: clientPaymentMessages.achUnavailable,
    });
    expect((await w().store.contracts.get(contractId))!.payment).toBeUndefined();
  });

  it('only once the client signed, and not after the payment due date', async () => {
    const { contractId, token } = await t.awaitingClient();
    const { caller } = await accept(token);
    expect(await failure(pay(caller, contractId))).toMatchObject({
      code: 'CONFLICT',
      message: clientPaymentMessages.notPayable,
    });
    await sign(caller, contractId);
    // Due 15 days before the 2027-01-01 inception: 2026-12-17 is the last day.
    w().clock.set('2026-12-18T15:00:00.000Z');
    expect(await failure(pay(caller, contractId, { ...ach, signDate: '2026-12-18' }))).toMatchObject({
      code: 'CONFLICT',
      message: clientPaymentMessages.overdue('2027-01-01'),
    });
    expect(clientPaymentMessages.overdue('2027-01-01')).toContain('12/17/2026');
    w().clock.set('2026-12-17T15:00:00.000Z');
    expect((await pay(caller, contractId, { ...ach, signDate: '2026-12-17' })).status).toBe('APPROVED');
    expect(await failure(pay(caller, contractId, { ...ach, signDate: '2026-12-17' }))).toMatchObject({
      code: 'CONFLICT',
      message: clientPaymentMessages.notPayable,
    });
  });

  it('only the contract’s client, through the session for that contract', async () => {
    const { contractId, caller } = await signed();
    const other = await t.awaitingClient('client-2');
    const otherClient = (await accept(other.token)).caller;
    const outsider: Caller = { userId: 'agent-x', role: 'agent', confirmed: true, sessionHash: 'h-x' };
    for (const who of [
      agentCaller,
      { ...agentCaller, contractId },
      outsider,
      otherClient,
      { ...caller, contractId: undefined },
      { ...caller, contractId: other.contractId },
    ])
      expect((await failure(pay(who, contractId))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(pay(null, contractId))).code).toBe('UNAUTHORIZED');
    expect((await w().store.contracts.get(contractId))!.status).toBe('CLIENT_REVIEWED');
  });

  it('of two racing payments exactly one binds', async () => {
    const { contractId, caller } = await signed();
    const results = await Promise.allSettled([pay(caller, contractId), pay(caller, contractId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual([
      'CONFLICT',
    ]);
    expect((await w().store.contracts.get(contractId))!.status).toBe('APPROVED');
  });
});

describe('bindPaidContract', () => {
  it('binds only a client-reviewed contract at the version read: CONFLICT otherwise', async () => {
    const { contractId, token } = await t.awaitingClient();
    const awaiting = (await w().store.contracts.get(contractId))!;
    const payment = {
      method: 'WIRE' as const,
      reference: 'W-1',
      receivedDate: TODAY,
      recordedBy: 'ops-1',
      amountCents: 100,
      recordedAt: NOW,
    };
    expect((await failure(bindPaidContract(w().ports, awaiting, payment))).code).toBe('CONFLICT');
    const { caller } = await accept(token);
    await sign(caller, contractId);
    const reviewed = (await w().store.contracts.get(contractId))!;
    const bound = await bindPaidContract(w().ports, reviewed, payment);
    expect(bound).toMatchObject({
      status: 'APPROVED',
      policyNumber: `ALM-HPC-2027-${FIRST_POLICY_CODE}`,
      payment,
    });
    expect((await failure(bindPaidContract(w().ports, reviewed, payment))).code).toBe('CONFLICT');
    expect((await w().store.contracts.get(contractId))!.policyNumber).toBe(
      `ALM-HPC-2027-${FIRST_POLICY_CODE}`,
    );
  });
});

describe('the client’s documents', () => {
  it('the scoped session gets its signed application, nothing of another contract', async () => {
    const { contractId, caller } = await signed();
    const other = await t.awaitingClient('client-2');
    const own = await getContract(w().ports, caller, { id: contractId });
    const stored = (await w().store.contracts.get(contractId))!;
    expect(await getSignedUrl(w().ports, caller, { file: own.documents[0]!.id })).toContain(
      stored.applicationDocument!.key,
    );
    const theirs = (await w().store.contracts.get(other.contractId))!.applicationDocument!.id;
    expect((await failure(getSignedUrl(w().ports, caller, { file: theirs }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect(
      (
        await failure(
          getSignedUrl(w().ports, caller, { file: stored.diligentSearchUpload.fileId ?? 'upload-1' }),
        )
      ).code,
    ).toBe('INVALID_PERMISSIONS');
  });
});
