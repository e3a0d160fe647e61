/**
 * The client's half over HTTP (issue 13): the e-mailed review link, the session it starts (limited
 * to the contract), the client's signature, the ACH payment and binding; every role.
 * docs/requirements.md#client-review, #payment, #validation-client-sign, #validation-ach, #binding,
 * #error-catalogue.
 */
import {
  achMessages,
  addDays,
  CLIENT_SIGN_IN_PATH,
  clientLinkClosedMessage,
  clientPaymentMessages,
  clientReviewTexts,
  clientSignMessages,
  isExpiredTokenMessage,
  isPolicyNumber,
  policyNumberClaimName,
  quotingToday,
  signedDocumentTexts,
} from '@almanac/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfPages } from '../../functions/src/adapters/documents/pdf-text.js';
import { completeEntityInformation } from '../../core/src/applications/application-fixtures.js';
import { demo, loginAs } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import { bindingAgent, GET_APPLICATION, GET_SIGNED_URL } from './support/applications.js';
import {
  ACCEPT_CLIENT_SIGN_IN,
  ACCEPT_REVIEW_INVITE,
  ACCOUNT_NUMBER,
  achPayment,
  applicationAwaitingClient,
  CLIENT_PAY,
  CLIENT_SIGN,
  clientSignature,
  GET_CLIENT_CONTRACT,
  GET_MY_POLICIES,
  openReviewLink,
  REVIEW_MAIL_KIND,
  reviewToken,
  ROUTING_NUMBER,
  setContractInception,
} from './support/client-review.js';
import { table } from './support/db.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { AUTHORIZE, CURRENT_USER } from './support/operations.js';
import { GET_QUOTES, listQuotes } from './support/premium-indications.js';
import { GET_USER_CLIENTS } from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof bindingAgent>>;
/** The application fixture's client address: the client's is their own, so this one receives copies. */
const COPY_ADDRESS = completeEntityInformation.emails[0]!.value;
let agent: Agent;
let otherAgency: Agent;
/** A client with an ordinary (password) session: the demo client. */
let passwordClient: string;

const today = () => quotingToday(new Date());
const reviewMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.kind === REVIEW_MAIL_KIND);
const accept = (token: string) => send(ACCEPT_REVIEW_INVITE, { token });
const sign = (session: string, contract: string, input: Record<string, unknown> = clientSignature()) =>
  send(CLIENT_SIGN, { contract, input }, { token: session });
const pay = (session: string, contract: string, input: Record<string, unknown> = achPayment()) =>
  send(CLIENT_PAY, { contract, input }, { token: session });

/** An application awaiting the client, and the client's session from its review link. */
async function openedByClient(opts: { state?: 'CA' } = {}) {
  const app = await applicationAwaitingClient(agent.token, opts);
  const { session } = await openReviewLink(app.token);
  return { ...app, session };
}

/** An application the client opened and signed. */
async function signedByClient() {
  const app = await openedByClient();
  expectData(await sign(app.session, app.contractId));
  return app;
}

beforeAll(async () => {
  [agent, otherAgency] = await Promise.all([bindingAgent(), bindingAgent()]);
  passwordClient = await loginAs(demo.client);
});

describe('the review link', () => {
  it('logs the client in for that contract only: it reads the contract, and nothing else', async () => {
    const app = await applicationAwaitingClient(agent.token);
    const other = await applicationAwaitingClient(agent.token);
    const accepted = expectData(await accept(app.token)).acceptClientReviewContractInvite;
    expect(accepted.auth.user).toMatchObject({ _id: app.client.id, role: 'client' });
    // The link proves the client's address.
    expect(accepted.auth.user.confirmedAt).toBeTruthy();
    expect(accepted.contract).toMatchObject({
      id: app.contractId,
      status: 'AWAITING_CLIENT',
      clientId: app.client.id,
    });
    expect(accepted.contract.history.every((e) => e.audience.includes('Client'))).toBe(true);
    const session = accepted.auth.token;
    expect((await table().session(session))!.contractId).toBe(app.contractId);

    expect(expectData(await send(CURRENT_USER, {}, { token: session })).currentUser._id).toBe(app.client.id);
    expect(
      expectData(await send(GET_CLIENT_CONTRACT, { id: app.contractId }, { token: session })).getContract
        .status,
    ).toBe('AWAITING_CLIENT');
    // The signed application can be downloaded.
    const document = accepted.contract.documents.find((d) => d.kind === 'APPLICATION')!;
    const url = expectData(
      await send(GET_SIGNED_URL, { file: document.id }, { token: session }),
    ).getSignedUrl;
    expect((await (await fetch(url)).text()).startsWith('%PDF-')).toBe(true);

    expectError(
      await send(GET_CLIENT_CONTRACT, { id: other.contractId }, { token: session }),
      'INVALID_PERMISSIONS',
    );
    expectError(await send(GET_USER_CLIENTS, {}, { token: session }), 'INVALID_PERMISSIONS');
    expectError(await send(GET_QUOTES, { input: { limit: 10 } }, { token: session }), 'INVALID_PERMISSIONS');

    // Renewed, it is the same session, still limited.
    expect(expectData(await send(AUTHORIZE, { token: session })).authorize.token).toBe(session);
    expectError(await send(GET_USER_CLIENTS, {}, { token: session }), 'INVALID_PERMISSIONS');
    expect(
      expectData(await send(GET_CLIENT_CONTRACT, { id: app.contractId }, { token: session })).getContract.id,
    ).toBe(app.contractId);
  });

  it('is single use: a second use answers TOKEN_EXPIRED ("The token provided is expired") and e-mails a new link, which works', async () => {
    const app = await applicationAwaitingClient(agent.token);
    expectData(await accept(app.token));
    const again = await accept(app.token);
    expectError(again, 'TOKEN_EXPIRED');
    expect(isExpiredTokenMessage(again.errors![0]!.message)).toBe(true);
    const fresh = await reviewToken(app.client.email, 2);
    expect(fresh).not.toBe(app.token);
    const { contract } = await openReviewLink(fresh);
    expect(contract.id).toBe(app.contractId);
  });

  it('an expired link answers TOKEN_EXPIRED and e-mails a new link, which works', async () => {
    const app = await applicationAwaitingClient(agent.token);
    await table().expireLinkToken(app.token);
    expectError(await accept(app.token), 'TOKEN_EXPIRED', 'The token provided is expired');
    const fresh = await reviewToken(app.client.email, 2);
    expect((await openReviewLink(fresh)).contract.id).toBe(app.contractId);
  });

  it('of parallel uses of one link exactly one logs in; the others are told it expired', async () => {
    const app = await applicationAwaitingClient(agent.token);
    const results = await Promise.all([1, 2, 3].map(() => accept(app.token)));
    expect(results.filter((r) => r.data?.acceptClientReviewContractInvite)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'TOKEN_EXPIRED')).toHaveLength(2);
  });

  it('a tampered or unknown link is INVALID_TOKEN and e-mails nothing', async () => {
    const app = await applicationAwaitingClient(agent.token);
    const flipped = `${app.token.slice(0, -1)}${app.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [flipped, `${app.token}x`, 'not-a-token'])
      expectError(await accept(token), 'INVALID_TOKEN', 'Invalid token');
    expect(await reviewMails(app.client.email)).toHaveLength(1);
    // The real link still works.
    expect((await openReviewLink(app.token)).contract.id).toBe(app.contractId);
  });

  it('is for the API key only: a session token or no credentials are refused before any resolver', async () => {
    const app = await applicationAwaitingClient(agent.token);
    expectError(
      await send(ACCEPT_REVIEW_INVITE, { token: app.token }, { token: agent.token }),
      'Unauthorized',
      'Not Authorized to access acceptClientReviewContractInvite on type Mutation',
    );
    expect401(await send(ACCEPT_REVIEW_INVITE, { token: app.token }, { none: true }));
    expect((await openReviewLink(app.token)).contract.id).toBe(app.contractId);
  });
});

describe('the client signs', () => {
  it('answers each rule’s message and changes nothing', async () => {
    const app = await openedByClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ agreeElectronicClient: false }, clientSignMessages.agreeElectronic],
      [{ agreeTerrorismDisclosure: false }, clientSignMessages.agreeTerrorismDisclosure],
      [{ signNameCustomer: 'DR' }, clientSignMessages.signName],
      [{ signDate: addDays(today(), -3) }, clientSignMessages.signatureDate],
    ];
    for (const [change, message] of cases)
      expectError(
        await sign(app.session, app.contractId, { ...clientSignature(), ...change }),
        'VALIDATION_ERROR',
        message,
      );
    const contract = expectData(
      await send(GET_APPLICATION, { id: app.contractId }, { token: agent.token }),
    ).getContract;
    expect(contract.status).toBe('AWAITING_CLIENT');
  });

  it('an insured in California also signs the D-1 disclosure', async () => {
    const app = await openedByClient({ state: 'CA' });
    expectError(await sign(app.session, app.contractId), 'VALIDATION_ERROR', clientSignMessages.d1SignName);
    expectError(
      await sign(app.session, app.contractId, { ...clientSignature(), d1SignName: 'DR' }),
      'VALIDATION_ERROR',
      clientSignMessages.d1SignName,
    );
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148';
    const signed = expectData(
      await send(
        CLIENT_SIGN,
        { contract: app.contractId, input: { ...clientSignature(), d1SignName: 'Dana Reyes' } },
        { token: app.session },
        { 'user-agent': browser },
      ),
    ).submitReviewedLpcApplicationByClient;
    expect(signed.clientSignature).toMatchObject({ name: 'Dana Reyes', d1SignName: 'Dana Reyes' });

    // The signed application, downloaded as before, carries every signature and its certificate.
    const document = signed.documents.find((d) => d.kind === 'APPLICATION')!;
    const url = expectData(
      await send(GET_SIGNED_URL, { file: document.id }, { token: app.session }),
    ).getSignedUrl;
    const pages = pdfPages(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`Signed by Riley Stone, ${signedDocumentTexts.brokerRole}`);
    expect(text).toContain(`Signed by Dana Reyes, ${signedDocumentTexts.clientRole}`);
    expect(text).toContain(signedDocumentTexts.d1Heading);
    const [item] = await table().itemsOf('contract', { id: app.contractId });
    const certificate = pages.at(-1)!.replace(/\s+/g, ' ');
    expect(certificate).toContain(signedDocumentTexts.certificateTitle);
    expect(certificate).toContain(`E-mail ${app.client.email}`);
    expect(certificate).toContain(`IP address ${item!.clientSignature.ipAddress}`);
    expect(certificate).toContain(`User agent ${browser}`);
    expect(certificate).toContain(`Signed content SHA-256 ${item!.clientSignature.contentSha256}`);
    expect(item!.clientSignature.contentSha256).toBe(item!.agentSignature.contentSha256);
  });

  it('elsewhere no D-1 signature is needed; the agent is told, and a second signature is refused', async () => {
    const app = await openedByClient();
    const signed = expectData(await sign(app.session, app.contractId)).submitReviewedLpcApplicationByClient;
    expect(signed).toMatchObject({
      status: 'CLIENT_REVIEWED',
      clientSignature: { name: 'Dana Reyes', date: today(), d1SignName: null },
    });
    expect(signed.history.map((e) => e.eventName)).toContain('Application signed by the client');
    const [item] = await table().itemsOf('contract', { id: app.contractId });
    expect(item!.clientSignature).toMatchObject({
      userId: app.client.id,
      agreeElectronic: true,
      agreeTerrorismDisclosure: true,
      // The PDF the client reviewed (the broker's); the signed one now carries both signatures.
      documentSha256: item!.reviewedApplicationDocument.sha256,
      contentSha256: item!.agentSignature.contentSha256,
    });
    expect(item!.clientSignature.ipAddress).toBeTruthy();
    const notice = await waitForMail(agent.email, 'client-signed');
    expect(notice.subject).toContain('signed the application');
    expectError(await sign(app.session, app.contractId), 'CONFLICT', clientReviewTexts.notAwaitingClient);
  });

  it('of two racing signatures exactly one wins', async () => {
    const app = await openedByClient();
    const results = await Promise.all([sign(app.session, app.contractId), sign(app.session, app.contractId)]);
    expect(results.filter((r) => r.data?.submitReviewedLpcApplicationByClient)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT')).toHaveLength(1);
  });

  it('only the contract’s client through its link: not the agent, another agency, another client, another contract’s session, nor anyone without a session', async () => {
    const app = await openedByClient();
    const other = await openedByClient();
    for (const token of [agent.token, otherAgency.token, passwordClient, other.session])
      expectError(await sign(token, app.contractId), 'INVALID_PERMISSIONS');
    expectError(
      await send(CLIENT_SIGN, { contract: app.contractId, input: clientSignature() }, { apiKey: true }),
      'Unauthorized',
    );
    expect401(
      await send(CLIENT_SIGN, { contract: app.contractId, input: clientSignature() }, { none: true }),
    );
    const contract = expectData(
      await send(GET_APPLICATION, { id: app.contractId }, { token: agent.token }),
    ).getContract;
    expect(contract.status).toBe('AWAITING_CLIENT');
  });
});

describe('the client pays by ACH', () => {
  it('answers each rule’s message (nine digits, the ABA checksum, the account number …)', async () => {
    const app = await signedByClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ routingNumber: '02100002' }, achMessages.routingNumber],
      [{ routingNumber: '0210000211' }, achMessages.routingNumber],
      [{ routingNumber: '02100002x' }, achMessages.routingNumber],
      [{ routingNumber: '021000022' }, achMessages.routingChecksum],
      [{ accountNumber: '12-ab' }, achMessages.accountNumber],
      [{ accountNumber: '0' }, achMessages.accountNumber],
      [{ accountType: 'brokerage' }, achMessages.accountType],
      [{ depositoryName: 'FB' }, achMessages.depositoryName],
      [{ namesOnTheAccount: '' }, achMessages.accountName],
      [{ signature: 'DR' }, achMessages.signName],
      [{ signDate: addDays(today(), -3) }, achMessages.signatureDate],
    ];
    for (const [change, message] of cases)
      expectError(
        await pay(app.session, app.contractId, { ...achPayment(), ...change }),
        'VALIDATION_ERROR',
        message,
      );
    const contract = expectData(
      await send(GET_APPLICATION, { id: app.contractId }, { token: agent.token }),
    ).getContract;
    expect(contract.status).toBe('CLIENT_REVIEWED');
  });

  it('only once the client signed', async () => {
    const app = await openedByClient();
    expectError(await pay(app.session, app.contractId), 'CONFLICT', clientPaymentMessages.notPayable);
  });

  it('not after the payment due date (15 days before inception)', async () => {
    const app = await signedByClient();
    const inception = addDays(today(), 10);
    await setContractInception(app.contractId, inception);
    expectError(await pay(app.session, app.contractId), 'CONFLICT', clientPaymentMessages.overdue(inception));
  });

  it('binds the contract with a policy number; the API and the table hold only masked numbers', async () => {
    const app = await signedByClient();
    const paid = expectData(await pay(app.session, app.contractId)).addClientUserPayment;
    expect(paid).toMatchObject({
      status: 'APPROVED',
      lifecycleStage: 'policy',
      payment: {
        method: 'ACH',
        maskedAccountNumber: '••••4321',
        maskedRoutingNumber: '••••0021',
        accountType: 'CHECKING',
        depositoryName: 'First Harbor Bank',
        namesOnTheAccount: 'Dana Reyes',
        amount: paid.prices.totalDue,
      },
    });
    expect(isPolicyNumber(paid.policyNumber)).toBe(true);
    expect(paid.boundAt).toBeTruthy();
    expect(JSON.stringify(paid)).not.toContain(ACCOUNT_NUMBER);

    // The raw item: ciphertexts and the last four digits only.
    const [item] = await table().itemsOf('contract', { id: app.contractId });
    expect(item!.payment).toMatchObject({
      method: 'ACH',
      accountNumberLast4: '4321',
      routingNumberLast4: '0021',
    });
    expect(item!.payment.accountNumberCiphertext.length).toBeGreaterThan(100);
    const raw = JSON.stringify(item);
    expect(raw).not.toContain(ACCOUNT_NUMBER);
    expect(raw).not.toContain(ACCOUNT_NUMBER.replace(/^0+/, ''));
    expect(raw).not.toContain(ROUTING_NUMBER);
    expect(item!.payment.authorization).toMatchObject({ userId: app.client.id, name: 'Dana Reyes' });

    // The agent sees the bound contract, masked too; paying again is refused.
    const seen = expectData(
      await send(GET_APPLICATION, { id: app.contractId }, { token: agent.token }),
    ).getContract;
    expect(seen.status).toBe('APPROVED');
    expectError(await pay(app.session, app.contractId), 'CONFLICT', clientPaymentMessages.notPayable);
    // The used review link sends nothing now and says where the contract stands (issue 27, 2) …
    const reviewsBefore = (await reviewMails(app.client.email)).length;
    expectError(
      await accept(app.token),
      'LINK_CLOSED',
      clientLinkClosedMessage('APPROVED', paid.policyNumber!),
    );
    // … and the policy e-mail's sign-in link opens the client's policies (issue 27, 12).
    const toClient = await waitForMail(app.client.email, 'policy-issued-client');
    const signIn = linkToken(toClient, CLIENT_SIGN_IN_PATH).token;
    const own = expectData(await send(ACCEPT_CLIENT_SIGN_IN, { token: signIn })).acceptClientSignIn;
    const mine = expectData(await send(GET_MY_POLICIES, {}, { token: own.token })).getMyPolicies;
    expect(mine.items.map((p) => [p.contractId, p.status, p.policyNumber])).toEqual([
      [app.contractId, 'APPROVED', paid.policyNumber],
    ]);
    const opened = expectData(
      await send(GET_CLIENT_CONTRACT, { id: app.contractId }, { token: own.token }),
    ).getContract;
    expect(opened).toMatchObject({ status: 'APPROVED', policyNumber: paid.policyNumber });
    expect(await reviewMails(app.client.email)).toHaveLength(reviewsBefore);
    // The application's other client address (the fixture's) gets a copy, without a link (issue 27, 13).
    const copy = await vi.waitFor(
      async () => {
        const found = (await mailsTo(COPY_ADDRESS)).find(
          (m) => m.kind === 'policy-issued-client-copy' && m.subject.includes(paid.policyNumber!),
        );
        if (!found) throw new Error('no copy yet');
        return found;
      },
      { timeout: 10_000, interval: 150 },
    );
    expect(copy.links).toEqual([]);
    expect(copy.text).toContain(app.client.email);
  });

  it('the client’s own session (the sign-in link) reads their contracts only, never signs or pays (issue 27, 12)', async () => {
    const [mine, theirs] = [await signedByClient(), await signedByClient()];
    expectData(await pay(mine.session, mine.contractId));
    expectData(await pay(theirs.session, theirs.contractId));
    const link = linkToken(await waitForMail(mine.client.email, 'policy-issued-client'), CLIENT_SIGN_IN_PATH);
    const own = expectData(await send(ACCEPT_CLIENT_SIGN_IN, { token: link.token })).acceptClientSignIn;
    expect(own.user).toMatchObject({ _id: mine.client.id, role: 'client' });
    // Spent: one fresh link goes to the client's address.
    expectError(await send(ACCEPT_CLIENT_SIGN_IN, { token: link.token }), 'TOKEN_EXPIRED');
    await waitForMail(mine.client.email, 'client-sign-in');
    // Their own policy's declarations, through a short-lived link.
    const url = await vi.waitFor(
      async () =>
        expectData(await send(GET_SIGNED_URL, { file: `${mine.contractId}.policy` }, { token: own.token }))
          .getSignedUrl!,
      { timeout: 10_000, interval: 200 },
    );
    expect((await (await fetch(url)).text()).startsWith('%PDF-')).toBe(true);
    // Nothing of another client's; no signing or paying through it.
    expectError(
      await send(GET_CLIENT_CONTRACT, { id: theirs.contractId }, { token: own.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(GET_SIGNED_URL, { file: `${theirs.contractId}.policy` }, { token: own.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(await pay(own.token, mine.contractId), 'INVALID_PERMISSIONS');
    expect(
      expectData(await send(GET_MY_POLICIES, {}, { token: own.token })).getMyPolicies.items.map(
        (p) => p.contractId,
      ),
    ).toEqual([mine.contractId]);
    // The agent has no such list.
    expectError(await send(GET_MY_POLICIES, {}, { token: agent.token }), 'INVALID_PERMISSIONS');
  });

  it('policy numbers are unique and not sequential: two contracts bound one after the other get unrelated numbers', async () => {
    const [one, two] = [await signedByClient(), await signedByClient()];
    const a = expectData(await pay(one.session, one.contractId)).addClientUserPayment.policyNumber;
    const b = expectData(await pay(two.session, two.contractId)).addClientUserPayment.policyNumber;
    expect(a).not.toBe(b);
    for (const number of [a, b]) {
      expect(isPolicyNumber(number)).toBe(true);
      expect(number).toMatch(/^ALM-HPC-\d{4}-[0-9A-HJKMNP-TV-Z]{9}$/);
    }
    // Each is claimed once in the table (a conditional write), so no other policy can get it.
    for (const number of [a, b])
      expect(await table().get(`COUNTER#${policyNumberClaimName(number)}`, 'COUNTER')).toMatchObject({
        entity: 'claimedName',
      });
  });

  it('of two racing payments exactly one binds', async () => {
    const app = await signedByClient();
    const results = await Promise.all([pay(app.session, app.contractId), pay(app.session, app.contractId)]);
    expect(results.filter((r) => r.data?.addClientUserPayment)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT')).toHaveLength(1);
  });

  it('only the contract’s client through its link: not the agent, another agency, another client, another contract’s session, nor anyone without a session', async () => {
    const app = await signedByClient();
    const other = await openedByClient();
    for (const token of [agent.token, otherAgency.token, passwordClient, other.session])
      expectError(await pay(token, app.contractId), 'INVALID_PERMISSIONS');
    expectError(
      await send(CLIENT_PAY, { contract: app.contractId, input: achPayment() }, { apiKey: true }),
      'Unauthorized',
    );
    expect401(await send(CLIENT_PAY, { contract: app.contractId, input: achPayment() }, { none: true }));
    const contract = expectData(
      await send(GET_APPLICATION, { id: app.contractId }, { token: agent.token }),
    ).getContract;
    expect(contract.status).toBe('CLIENT_REVIEWED');
    // The agent's list still works for the agent (the client's session never reaches it).
    expect((await listQuotes(agent.token, { input: { limit: 5 } })).items.length).toBeGreaterThan(0);
  });
});
