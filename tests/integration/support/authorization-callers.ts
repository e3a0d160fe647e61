/**
 * The callers and objects of the authorisation matrix (tests/integration/authorization-matrix.test.ts,
 * docs/security.md#authorisation-matrix): one agency (A) with a member of each role, the agency's
 * client, an agent of another agency (B), an underwriter, and A's objects (a client, a priced and
 * a saved quote, a draft application with an upload, a bound policy) the operations aim at.
 */
import { DEMO_PASSWORD, loginAs, registerConfirmedAgent } from './accounts.js';
import { expectData, send, uniqueEmail } from './api.js';
import type { Caller } from './authorization-matrix.js';
import {
  allowBinding,
  bindingAgent,
  CREATE_APPLICATION,
  postUpload,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './applications.js';
import { repositories, writePolicy } from './claims.js';
import {
  ACCEPT_CLAIM_FORM,
  claimToken,
  INVITE_CLAIM_FORM,
  lossReportInput,
  SAVE_LOSS_REPORT,
} from './loss-reports.js';
import { table } from './db.js';
import { addClient, priceHpc, saveQuote } from './quoter.js';
import { agencyTeam, joinAs, MEMBER_PASSWORD } from './team.js';
import { AUTHORIZE, CREATE_LOGIN_TOKEN } from './operations.js';
import { grantRole, internalUser } from './underwriting.js';

export interface Session {
  userId: string;
  email: string;
  password: string;
  token: string;
}

/** A LOGIN token of `who`'s (one-time), to exchange for a session later. */
export const loginTokenOf = async (who: Session) =>
  expectData(await send(CREATE_LOGIN_TOKEN, { tokenType: 'LOGIN' }, { token: who.token })).createLoginToken
    .token;

/** A session of its own for `who`, from a LOGIN token (no password hashing). */
export const sessionFrom = async (who: Session, loginToken: string) => ({
  ...who,
  token: expectData(await send(AUTHORIZE, { token: loginToken })).authorize.token,
});

/**
 * A client of the agency who can sign in, as the demo client can (clients added by an agent have no
 * password: the demo client's hash is copied).
 */
async function clientWithPassword(agentToken: string): Promise<Session> {
  const added = await addClient(agentToken, {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: uniqueEmail('client'),
  });
  const demoClient = await table().get('USER#demo-client', 'USER');
  await table().update({
    Key: { pk: `USER#${added._id}`, sk: 'USER' },
    UpdateExpression: 'SET passwordHash = :h, confirmedAt = :c',
    ExpressionAttributeValues: { ':h': demoClient!.passwordHash, ':c': new Date().toISOString() },
  });
  // Sign-in finds an account by its global e-mail claim (a client's is per agency).
  await table().put({
    pk: `EMAIL#${added.email.toLowerCase()}`,
    sk: 'EMAIL',
    entity: 'emailClaim',
    userId: added._id,
    createdAt: new Date().toISOString(),
  });
  return {
    userId: added._id,
    email: added.email,
    password: DEMO_PASSWORD,
    token: await loginAs(added.email),
  };
}

export async function matrixWorld() {
  const [team, other, underwriter, unonboarded, claimsHubUser, service] = await Promise.all([
    agencyTeam(),
    bindingAgent(),
    internalUser(),
    registerConfirmedAgent(),
    registerConfirmedAgent(),
    registerConfirmedAgent(),
  ]);
  await Promise.all([grantRole(claimsHubUser.userId, 'drehubuser'), grantRole(service.userId, 'service')]);
  const orgA = team.admin.orgId;
  await allowBinding(orgA);
  const colleague = await joinAs(team.admin, 'agent');
  const member = (m: { token: string; userId: string; email: string }, password = MEMBER_PASSWORD) => ({
    ...m,
    password,
  });
  const owner = member(team.agent);
  const client = await clientWithPassword(owner.token);
  const sessions: Record<Exclude<Caller, 'anonymous'>, Session> = {
    client,
    agent: owner,
    colleague: member(colleague),
    primaryAgent: member(team.primaryAgent),
    admin: member(team.admin, 'correct-horse-1'),
    otherAgencyAgent: { ...other, password: other.password },
    internal: { ...underwriter, password: underwriter.password },
    superAdmin: member(team.superAdmin),
    claimsHubUser,
    service,
  };

  // A's objects, all the owner's.
  const [priced, spare] = await priceHpc(owner.token);
  const saved = await saveQuote(
    'saveLPCInsuranceQuote',
    { quote: priced!.id, client: client.userId },
    owner.token,
  );
  const contract = expectData(
    await send(CREATE_APPLICATION, { client: client.userId, quote: saved.id }, { token: owner.token }),
  ).createInsuranceApplication;
  const folder = `lpc-insurance/contracts/${contract.id}/diligent-effort`;
  const upload = expectData(
    await send(
      UPLOAD_FILE,
      { input: { folder, fileName: 'form.pdf', contentType: 'application/pdf', size: 100 } },
      { token: owner.token },
    ),
  ).uploadFile;
  await postUpload(upload, '%PDF-1.4\n%%EOF\n');
  expectData(
    await send(
      UPDATE_APPLICATION,
      {
        contract: contract.id,
        input: { diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: upload.uploadId } },
      },
      { token: owner.token },
    ),
  );
  const year = new Date().getUTCFullYear();
  const policy = await writePolicy(
    repositories(),
    priced!.id,
    { agentId: owner.userId, organizationId: orgA, clientId: client.userId },
    { period: { startDate: `${year}-06-01`, endDate: `${year}-08-31` } },
  );
  // A loss report the policyholder saved through the claim link.
  expectData(await send(INVITE_CLAIM_FORM, { policyId: policy.contract.policyNumber }));
  const claimSession = expectData(await send(ACCEPT_CLAIM_FORM, { token: await claimToken(client.email) }))
    .acceptClaimsFormTokenInvite.auth.token;
  const form = expectData(
    await send(
      SAVE_LOSS_REPORT,
      { input: lossReportInput(policy.contract.id, policy.contract.policyNumber) },
      { token: claimSession },
    ),
  ).saveLossReport;
  const unonboardedOrg = (await table().get(`USER#${unonboarded.userId}`, 'USER'))!.organizationId as string;

  return {
    sessions,
    orgA,
    unonboardedOrg,
    objects: {
      pricedQuote: spare!.id,
      savedQuote: saved.id,
      contract: contract.id,
      folder,
      upload: upload.uploadId,
      policyNumber: policy.contract.policyNumber,
      policyContract: policy.contract.id,
      lossReport: form._id,
    },
    /** A session of the owner's for authorize to renew. */
    renewable: await loginAs(owner.email, owner.password),
  };
}
export type MatrixWorld = Awaited<ReturnType<typeof matrixWorld>>;
