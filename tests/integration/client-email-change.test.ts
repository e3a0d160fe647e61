/**
 * Issue 26 item 1 over HTTP: the client e-mail change hole. A colleague who cannot see a client's
 * application used updateClientUser to move the client's e-mail to their own inbox, then signed,
 * paid and claimed as the client. Now, while an application or policy is open, a change needs the
 * old address's confirmation (or operations), the old address is always told, links die when the
 * address changes, and signatures carry the signer's e-mail. Per role: the owning agent, a
 * colleague of the same agency, another organisation, operations.
 * docs/requirements.md#clients, #invitations, #client-review; docs/security.md "Client e-mail changes".
 */
import { clientEmailChangeMessages } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import {
  ACCEPT_REVIEW_INVITE,
  applicationAwaitingClient,
  CLIENT_SIGN,
  clientSignature,
  openReviewLink,
  REVIEW_MAIL_KIND,
} from './support/client-review.js';
import {
  CHANGE_CLIENT_EMAIL,
  CONFIRM_EMAIL_CHANGE,
  CONFIRM_EMAIL_CHANGE_PATH,
  EDIT_CLIENT_EMAIL,
  EMAIL_CHANGE_REQUEST_KIND,
  EMAIL_CHANGED_KIND,
} from './support/client-email-change.js';
import { table } from './support/db.js';
import {
  boundPolicy,
  CLAIM_MAIL_KIND,
  INVITE_CLAIM_FORM,
  ACCEPT_CLAIM_FORM,
  claimToken,
} from './support/loss-reports.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { memberOf } from './support/account.js';
import { contractItem, internalUser, type Seller } from './support/underwriting.js';

let owner: Seller;
let colleague: { token: string; userId: string };
let manager: { token: string; userId: string };
let otherAgency: Seller;
let operations: { token: string; userId: string };

beforeAll(async () => {
  [owner, otherAgency, operations] = await Promise.all([bindingAgent(), bindingAgent(), internalUser()]);
  colleague = await memberOf(owner.orgId, 'agent');
  manager = await memberOf(owner.orgId, 'primaryAgent');
});

const profile = (email: string) => ({ firstName: 'Dana', lastName: 'Reyes', email });
const edit = (token: string, client: string, email: string) =>
  send(EDIT_CLIENT_EMAIL, { client, input: profile(email) }, { token });
const storedEmail = async (clientId: string) =>
  ((await table().get(`USER#${clientId}`, 'USER')) as { email: string }).email;
const mailsOfKind = async (email: string, kind: string) =>
  (await mailsTo(email)).filter((m) => m.kind === kind);

describe('a colleague of the agency who cannot see the application', () => {
  it('cannot redirect the client: the e-mail is unchanged and no link goes to the new address', async () => {
    const app = await applicationAwaitingClient(owner.token);
    const attacker = uniqueEmail('colleague-inbox');
    expectError(
      await edit(colleague.token, app.client.id, attacker),
      'INVALID_PERMISSIONS',
      clientEmailChangeMessages.notVisible,
    );
    expect(await storedEmail(app.client.id)).toBe(app.client.email);
    expect(await mailsTo(attacker)).toEqual([]);
    expect(await mailsOfKind(app.client.email, EMAIL_CHANGE_REQUEST_KIND)).toEqual([]);
    // The review link records the address it was sent to.
    const [link] = await table().itemsOf('oneTimeToken', {
      subject: app.contractId,
      type: 'CLIENT_REVIEW_CONTRACT',
    });
    expect(link).toMatchObject({ sentTo: app.client.email });
    // The client's link still opens the application for the client.
    expect((await openReviewLink(app.token)).contract.id).toBe(app.contractId);
  });
});

describe("a colleague who sees the application (the agency's primary agent)", () => {
  it('can only ask: the e-mail is unchanged, the old address gets the verification mail, the new one nothing', async () => {
    const app = await applicationAwaitingClient(owner.token);
    const attacker = uniqueEmail('manager-inbox');
    const asked = expectData(await edit(manager.token, app.client.id, attacker)).updateClientUser;
    expect(asked).toMatchObject({ email: app.client.email, pendingEmail: attacker });
    expect(await storedEmail(app.client.id)).toBe(app.client.email);
    const request = await waitForMail(app.client.email, EMAIL_CHANGE_REQUEST_KIND);
    expect(request.text).toContain(attacker);
    expect(await mailsTo(attacker)).toEqual([]);
    // Whatever else the agency sends goes to the client's address, not the requested one.
    expect((await openReviewLink(app.token)).contract.id).toBe(app.contractId);
  });
});

describe('another organisation', () => {
  it('cannot start a change either', async () => {
    const app = await applicationAwaitingClient(owner.token);
    expectError(await edit(otherAgency.token, app.client.id, uniqueEmail('other')), 'INVALID_PERMISSIONS');
    expectError(
      await send(
        CHANGE_CLIENT_EMAIL,
        { client: app.client.id, email: uniqueEmail('other') },
        { token: otherAgency.token },
      ),
      'INVALID_PERMISSIONS',
    );
    expect(await storedEmail(app.client.id)).toBe(app.client.email);
  });
});

describe('the owning agent', () => {
  it('only asks: the old address gets a verification link, the new one nothing; confirming from the old address changes it', async () => {
    const app = await applicationAwaitingClient(owner.token);
    const next = uniqueEmail('dana-new');
    const asked = expectData(await edit(owner.token, app.client.id, next)).updateClientUser;
    expect(asked).toMatchObject({ email: app.client.email, pendingEmail: next });
    expect(await storedEmail(app.client.id)).toBe(app.client.email);

    const request = await waitForMail(app.client.email, EMAIL_CHANGE_REQUEST_KIND);
    expect(request.text).toContain(next);
    const { token } = linkToken(request, CONFIRM_EMAIL_CHANGE_PATH);
    expect(await mailsTo(next)).toEqual([]);
    // Stored hashed, recording the address it went to.
    const [stored] = await table().itemsOf('oneTimeToken', {
      userId: app.client.id,
      type: 'CLIENT_EMAIL_CHANGE',
    });
    expect(stored).toMatchObject({ sentTo: app.client.email, subject: next });
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(expectData(await send(CONFIRM_EMAIL_CHANGE, { token })).confirmClientEmailChange.email).toBe(next);
    expect(await storedEmail(app.client.id)).toBe(next);
    await waitForMail(app.client.email, EMAIL_CHANGED_KIND);
    // The link is single-use, and the review link sent to the old address no longer opens anything.
    expectError(await send(CONFIRM_EMAIL_CHANGE, { token }), 'INVALID_TOKEN');
    expectError(await send(ACCEPT_REVIEW_INVITE, { token: app.token }), 'INVALID_TOKEN');
    expect(await mailsOfKind(next, REVIEW_MAIL_KIND)).toEqual([]);
  });
});

describe('operations', () => {
  it('change the e-mail directly; an old link is refused afterwards and the old address is told', async () => {
    const app = await applicationAwaitingClient(owner.token);
    const next = uniqueEmail('dana-ops');
    const changed = expectData(
      await send(CHANGE_CLIENT_EMAIL, { client: app.client.id, email: next }, { token: operations.token }),
    ).changeClientEmail;
    expect(changed).toMatchObject({ email: next, pendingEmail: null });
    expect(await storedEmail(app.client.id)).toBe(next);
    expect((await waitForMail(app.client.email, EMAIL_CHANGED_KIND)).text).toContain(next);
    expectError(await send(ACCEPT_REVIEW_INVITE, { token: app.token }), 'INVALID_TOKEN');
  });

  it('agents cannot use the operations path', async () => {
    const app = await applicationAwaitingClient(owner.token);
    expectError(
      await send(
        CHANGE_CLIENT_EMAIL,
        { client: app.client.id, email: uniqueEmail('x') },
        { token: owner.token },
      ),
      'INVALID_PERMISSIONS',
    );
  });
});

describe('a policy', () => {
  it('claim links are bound to the address they were sent to; signatures carry the e-mail', async () => {
    const policy = await boundPolicy(owner.token);
    const contract = (await contractItem(policy.contractId)) as {
      agentSignature: { email: string };
      clientSignature: { email: string };
      payment: { authorization: { email: string } };
    };
    expect(contract.agentSignature.email).toBe(owner.email.toLowerCase());
    expect(contract.clientSignature.email).toBe(policy.client.email);
    expect(contract.payment.authorization.email).toBe(policy.client.email);

    expect(
      expectData(await send(INVITE_CLAIM_FORM, { policyId: policy.policyNumber })).inviteClientClaimForm,
    ).toBe(true);
    const claimLink = await claimToken(policy.client.email);
    const next = uniqueEmail('policyholder-new');
    expectData(
      await send(CHANGE_CLIENT_EMAIL, { client: policy.client.id, email: next }, { token: operations.token }),
    );
    expectError(await send(ACCEPT_CLAIM_FORM, { token: claimLink }), 'INVALID_TOKEN');
    // A fresh claim link goes only to the current address.
    expect(
      expectData(await send(INVITE_CLAIM_FORM, { policyId: policy.policyNumber })).inviteClientClaimForm,
    ).toBe(true);
    await waitForMail(next, CLAIM_MAIL_KIND);
    expect(await mailsOfKind(policy.client.email, CLAIM_MAIL_KIND)).toHaveLength(1);
  });

  it("the signing client's session ends when operations change the address", async () => {
    const app = await applicationAwaitingClient(owner.token);
    const { session } = await openReviewLink(app.token);
    expectData(
      await send(
        CHANGE_CLIENT_EMAIL,
        { client: app.client.id, email: uniqueEmail('moved') },
        { token: operations.token },
      ),
    );
    expect401(
      await send(CLIENT_SIGN, { contract: app.contractId, input: clientSignature() }, { token: session }),
    );
  });
});
