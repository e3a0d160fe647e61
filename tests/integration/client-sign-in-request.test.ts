/**
 * "E-mail me a sign-in link" through the local stack (issue 27 item 12): requestClientSignInLink
 * answers the same for a client's address and an unknown one, queues the request on the claimLink
 * queue, and its worker mails the client a sign-in link that opens their own policies; the unknown
 * address receives nothing.
 */
import { CLIENT_SIGN_IN_PATH } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql/index.js';
import { expectData, expectError, send, uniqueEmail } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import {
  ACCEPT_CLIENT_SIGN_IN,
  applicationAwaitingClient,
  GET_MY_POLICIES,
} from './support/client-review.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { waitForQueueDrained } from './support/queues.js';
import type { Seller } from './support/underwriting.js';

const REQUEST_SIGN_IN_LINK = graphql(`
  mutation ItRequestClientSignInLink($email: String!) {
    requestClientSignInLink(email: $email)
  }
`);
const SIGN_IN_MAIL_KIND = 'client-sign-in';

let agent: Seller;
beforeAll(async () => {
  agent = await bindingAgent();
});

describe('requestClientSignInLink', () => {
  it('a client’s address and an unknown one get the same answer; only the client is mailed a working link', async () => {
    const app = await applicationAwaitingClient(agent.token);
    const unknown = uniqueEmail('nobody');
    const [known, other] = await Promise.all([
      send(REQUEST_SIGN_IN_LINK, { email: app.client.email.toUpperCase() }),
      send(REQUEST_SIGN_IN_LINK, { email: unknown }),
    ]);
    expect(known).toEqual(other);
    expect(expectData(known).requestClientSignInLink).toBe(true);

    const mail = await waitForMail(app.client.email, SIGN_IN_MAIL_KIND);
    const own = expectData(
      await send(ACCEPT_CLIENT_SIGN_IN, { token: linkToken(mail, CLIENT_SIGN_IN_PATH).token }),
    ).acceptClientSignIn;
    expect(own.user).toMatchObject({ _id: app.client.id, role: 'client' });
    const mine = expectData(await send(GET_MY_POLICIES, {}, { token: own.token })).getMyPolicies;
    expect(mine.items.map((p) => p.contractId)).toEqual([app.contractId]);

    await waitForQueueDrained('claimLink');
    await waitForQueueDrained('mail');
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await mailsTo(app.client.email)).filter((m) => m.kind === SIGN_IN_MAIL_KIND)).toHaveLength(1);
  });

  it('a malformed address is a validation error', async () => {
    expectError(await send(REQUEST_SIGN_IN_LINK, { email: 'not-an-address' }), 'VALIDATION_ERROR');
  });
});
