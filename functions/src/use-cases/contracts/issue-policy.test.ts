import type { PolicyDocument } from '../../ports/index.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAgentStats } from '../quotes/get-agent-stats.js';
import { getQuotes } from '../quotes/get-quotes.js';
import { MINUTE, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { bindingWorld, callers, failure, NOW, setStatus, signed } from './binding-test-world.js';
import { getContract } from './get-contract.js';
import { getSignedUrl } from './get-signed-url.js';
import { issuePolicy, policyDocumentKey } from './issue-policy.js';
import { sweepContracts } from './sweep-contracts.js';

const POLICY = 'ALM-HPC-2027-000007';
let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

/** A contract bound by ACH (as client-server's bind writes it), its policy not issued yet. */
async function bound() {
  const c = await signed(w);
  return setStatus(w, c.id, 'APPROVED', {
    policyNumber: POLICY,
    boundAt: NOW,
    updatedAt: NOW,
    payment: {
      method: 'ACH',
      accountNumberCiphertext: 'fake:account-ciphertext',
      routingNumberCiphertext: 'fake:routing-ciphertext',
      accountNumberLast4: '6789',
      routingNumberLast4: '0021',
      accountType: 'CHECKING',
      depositoryName: 'First Prairie Bank',
      namesOnTheAccount: 'Acme Farms LLC',
      authorization: {
        name: 'Dana Reyes',
        date: '2026-11-21',
        signedAt: NOW,
        userId: 'client-1',
        consentText: 'I authorize',
        consentVersion: 'v1',
        documentSha256: 'b'.repeat(64),
      },
      amountCents: 123_45,
      authorizedAt: NOW,
    },
  });
}

const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const declarationsOf = (pdf: string) =>
  JSON.parse(pdf.slice(pdf.indexOf('{'), pdf.indexOf('\n%%APPENDIX'))) as PolicyDocument;
const rowsOf = (doc: PolicyDocument, heading: string) =>
  Object.fromEntries(doc.sections.find((s) => s.heading === heading)!.rows);

describe('issuePolicy', () => {
  it('renders the declarations with the signed application appended, numbers the quote, records the commission and e-mails both', async () => {
    const c = await bound();
    const quote = (await w.store.quotes.get(c.quoteId))!;
    const issued = await issuePolicy(w.ports, c);

    expect(issued.policyIssuedAt).toBe(NOW);
    expect(issued.policyDocuments).toEqual([
      expect.objectContaining({
        id: `${c.id}.policy`,
        kind: 'POLICY',
        key: policyDocumentKey(c.id, POLICY),
        fileName: `policy-${POLICY}.pdf`,
        mimetype: 'application/pdf',
      }),
    ]);
    expect(issued.history.at(-1)!.eventName).toBe('Policy issued');

    const pdf = textOf((await w.files.get(policyDocumentKey(c.id, POLICY)))!);
    expect(w.ports.sha256(new TextEncoder().encode(pdf))).toBe(issued.policyDocuments![0]!.sha256);
    const doc = declarationsOf(pdf);
    expect(doc).toMatchObject({ policyNumber: POLICY, contractId: c.id, issuedAt: NOW });
    expect(rowsOf(doc, 'Policy')).toMatchObject({
      'Policy number': POLICY,
      'Policy period': 'January 1, 2027 – March 31, 2027',
    });
    expect(rowsOf(doc, 'Named insured')).toMatchObject({
      'Legal name': 'Acme Farms LLC',
      'Federal tax ID': '•••••6789',
    });
    expect(rowsOf(doc, 'Producer')).toMatchObject({
      Agent: 'Avery agent-1',
      Agency: 'Harbor & Field',
      'State license number': 'CO-123',
    });
    expect(rowsOf(doc, 'Index terms')).toMatchObject({
      Trigger: '18.00 in',
      Exhaust: '22.00 in',
      'Limit of liability': '$100,000.00',
      Units: 'inch',
    });
    expect(Object.keys(rowsOf(doc, 'Locations'))).toEqual(['Location 1']);
    expect(rowsOf(doc, 'Premium, taxes and fees')['Net premium']).toBe(
      `$${(quote.option.premium.netPremiumCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // An ACH authorisation is not money received: the declarations say what happened.
    expect(rowsOf(doc, 'Payment')).toMatchObject({
      'Amount authorized': '$123.45',
      Collection: 'ACH debit pending at the bank',
      Account: '••••6789 (Checking)',
      'Routing number': '••••0021',
    });
    // The signed application follows, page for page.
    const application = textOf((await w.files.get(c.applicationDocument!.key))!);
    expect(pdf).toContain(`\n%%APPENDIX\n${application}`);
    expect(pdf).not.toContain('ciphertext');

    const numbered = (await w.store.quotes.get(c.quoteId))!;
    expect(numbered.policyNumber).toBe(POLICY);
    expect(numbered.listing?.policyNumber).toBe(POLICY);
    const listed = await getQuotes(w.ports, callers.agent, { input: { search: POLICY } });
    expect(listed.items.map((q) => q.policyNumber)).toEqual([POLICY]);

    expect(await w.store.commissions.get(c.id)).toEqual({
      id: c.id,
      agentId: 'agent-1',
      organizationId: 'org-1',
      contractId: c.id,
      policyNumber: POLICY,
      amountCents: Math.round(quote.option.premium.netPremiumCents / 10),
      status: 'PENDING',
      createdAt: NOW,
    });

    const toAgent = w.mail.last('agent-1@example.com');
    expect(toAgent).toMatchObject({ id: `policy-${c.id}-agent`, meta: { kind: 'policy-issued-agent' } });
    expect(toAgent.meta?.links).toEqual([`https://almanac.test/quotes/${c.quoteId}`]);
    const toClient = w.mail.last('dana@example.com');
    expect(toClient).toMatchObject({ id: `policy-${c.id}-client`, meta: { kind: 'policy-issued-client' } });
    // The client's link is their sign-in link (stored hashed): it opens their policies (issue 27, 12).
    const link = new URL(toClient.meta!.links![0]!);
    expect(link.pathname).toBe('/client/sign-in');
    const token = await w.store.oneTimeTokens.get(w.ports.digest(link.searchParams.get('token')!));
    expect(token).toMatchObject({ type: 'CLIENT_SIGN_IN', userId: 'client-1', subject: c.id });
    expect(toClient.text).toContain('This link is for you only');
    for (const mail of [toAgent, toClient]) {
      expect(mail.subject).toContain(POLICY);
      expect(mail.text).toContain('••••6789');
      expect(`${mail.text}${mail.html}`).not.toMatch(/ciphertext|0021/);
      expect(mail.text).toContain('ACH debit from First Prairie Bank account ••••6789 authorized on');
      expect(mail.text).toContain('the bank debit is pending');
      expect(mail.text).not.toMatch(/\bpaid\b|payment was received/i);
    }
    expect(JSON.stringify(doc)).not.toMatch(/\bpaid\b/i);
  });

  it('sends the application’s other client addresses a copy without the client’s link, each once (issue 27, 13)', async () => {
    const c = await bound();
    const emails = [
      { value: 'dana@example.com' },
      { value: 'books@acme.test' },
      { value: 'Owner@Acme.test' },
    ];
    await setStatus(w, c.id, 'APPROVED', { entityInformation: { ...c.entityInformation, emails } });
    await issuePolicy(w.ports, (await w.store.contracts.get(c.id))!);
    for (const [i, to] of ['books@acme.test', 'owner@acme.test'].entries()) {
      const copy = w.mail.last(to);
      expect(copy).toMatchObject({
        id: `policy-${c.id}-client-copy-${i + 1}`,
        meta: { kind: 'policy-issued-client-copy' },
      });
      expect(copy.subject).toContain(POLICY);
      expect(copy.text).toContain('dana@example.com');
      expect(copy.meta?.links ?? []).toEqual([]);
      expect(copy.text).not.toContain('/apply/review');
    }
    expect(w.mail.to('dana@example.com').filter((m) => m.meta?.kind === 'policy-issued-client')).toHaveLength(
      1,
    );
  });

  it('is shown to the agent with a download link; the dashboard counts the policy while it is active', async () => {
    const c = await bound();
    await issuePolicy(w.ports, c);
    const view = await getContract(w.ports, callers.agent, { id: c.id });
    expect(view.documents.map((d) => d.kind)).toEqual(['APPLICATION', 'POLICY']);
    expect(await getSignedUrl(w.ports, callers.primary, { file: `${c.id}.policy` })).toContain(
      policyDocumentKey(c.id, POLICY),
    );
    expect((await failure(getSignedUrl(w.ports, callers.outsider, { file: `${c.id}.policy` }))).code).toBe(
      'INVALID_PERMISSIONS',
    );

    const stats = async () => getAgentStats(w.ports, callers.agent);
    expect(await stats()).toMatchObject({ totalActivePolicies: 1, totalContractsExpiringSoon: 0 });
    w.clock.set('2027-03-02T20:00:00.000Z'); // the period ends 2027-03-31: within 30 days
    expect(await stats()).toMatchObject({ totalActivePolicies: 1, totalContractsExpiringSoon: 1 });
    w.clock.set('2027-04-01T20:00:00.000Z');
    expect(await stats()).toMatchObject({ totalActivePolicies: 0, totalContractsExpiringSoon: 0 });
  });

  it('answers an issued policy, or a contract that is not bound, as it is', async () => {
    const c = await bound();
    const issued = await issuePolicy(w.ports, c);
    const sent = w.mail.sent.length;
    expect(await issuePolicy(w.ports, issued)).toEqual(issued);
    const pending = await signed(w);
    const stored = (await w.store.contracts.get(pending.id))!;
    expect(await issuePolicy(w.ports, stored)).toEqual(stored);
    expect(w.mail.sent.length).toBe(sent);
  });

  it('a failure half way is finished by the sweeper: one commission, the same document, the same e-mail ids', async () => {
    const c = await bound();
    const replace = w.store.contracts.replace.bind(w.store.contracts);
    w.store.contracts.replace = async (next, expected) => {
      if (next.policyIssuedAt) throw new Error('crash before the last write');
      return replace(next, expected);
    };
    await expect(issuePolicy(w.ports, c)).rejects.toThrow('crash');
    w.store.contracts.replace = replace;
    expect((await w.store.contracts.get(c.id))!.policyIssuedAt).toBeUndefined();

    // Too recent for the sweeper (the request that bound it may still be issuing it).
    expect((await sweepContracts(w.ports)).issued).toEqual([]);
    w.clock.advance(3 * MINUTE);
    expect((await sweepContracts(w.ports)).issued).toEqual([c.id]);
    expect((await sweepContracts(w.ports)).issued).toEqual([]);

    const stored = (await w.store.contracts.get(c.id))!;
    expect(stored.policyDocuments!.map((d) => d.key)).toEqual([policyDocumentKey(c.id, POLICY)]);
    expect(w.store.commissions.byId.size).toBe(1);
    const policyMails = w.mail.sent.filter((m) => m.meta?.kind?.startsWith('policy-issued'));
    expect(new Set(policyMails.map((m) => m.id))).toEqual(
      new Set([`policy-${c.id}-agent`, `policy-${c.id}-client`]),
    );
  });

  it('refuses to issue when the signed application is missing or the quote belongs to another application', async () => {
    const c = await bound();
    w.files.objects.delete(c.applicationDocument!.key);
    await expect(issuePolicy(w.ports, c)).rejects.toThrow('the signed application PDF is missing');

    const other = await bound();
    const quote = (await w.store.quotes.get(other.quoteId))!;
    w.store.quotes.byId.set(quote.id, { ...quote, contractId: 'someone-else' });
    await expect(issuePolicy(w.ports, other)).rejects.toThrow('does not take the policy number');
    expect(await w.store.commissions.get(other.id)).toBeUndefined();
    expect((await w.store.contracts.get(other.id))!.policyIssuedAt).toBeUndefined();
  });
});
