/**
 * The authorisation matrix (issue 26, docs/security.md#authorisation-matrix): every operation of
 * graphql/schema.graphql called as each caller, with arguments aimed at agency A's objects; a
 * caller the table does not allow must be refused (HTTP 401, Unauthorized, UNAUTHORIZED,
 * INVALID_PERMISSIONS; for an operation on an object, also NOT_FOUND or nothing), a caller it
 * allows must not be (and must see the object). infra/test/authorization-matrix.test.ts checks the
 * table names every operation of the schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isCompositeType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/local/stack.js';
import { agentInput, loginAs } from './support/accounts.js';
import { type Auth, type GqlResponse, sendRaw, uniqueEmail } from './support/api.js';
import { loginTokenOf, matrixWorld, type MatrixWorld, sessionFrom } from './support/authorization-callers.js';
import { type Caller, callers, operationAccess } from './support/authorization-matrix.js';
import { lossReportInput } from './support/loss-reports.js';
import { hpcInput, temperatureInput } from './support/pricing.js';

const read = (p: string) => readFileSync(join(repoRoot, p), 'utf8');
const schema = buildSchema(read('graphql/local-prelude.graphql') + read('graphql/schema.graphql'));
const rootFields = new Map<string, { type: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }>(
  (['query', 'mutation'] as const).flatMap((type) =>
    Object.values((type === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).map(
      (field) => [field.name, { type, field }] as const,
    ),
  ),
);

/** The operation with only the given arguments, selecting `__typename` of an object answer. */
function documentFor(name: string, variables: Record<string, unknown>) {
  const { type, field } = rootFields.get(name)!;
  const args = field.args.filter((a) => a.name in variables);
  const definitions = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${type} Matrix${definitions ? `(${definitions})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
}

type Args = (world: MatrixWorld, caller: Caller) => Record<string, unknown>;
const today = () => new Date().toISOString().slice(0, 10);
const none: Args = () => ({});

/**
 * The arguments each operation is called with: aimed at agency A's objects (the owner's), and
 * harmless when allowed (a wrong current password, an already attached client, an incomplete
 * application, a made-up token).
 */
const argumentsOf: Record<string, Args> = {
  // Queries
  currentUser: none,
  getUser: (w) => ({ id: w.sessions.agent.userId }),
  getQuote: (w) => ({ id: w.objects.savedQuote }),
  getPricingRequest: (w) => ({ id: w.objects.savedQuote.replace(/-\d+$/, '') }),
  getIndexDataV2: () => ({ input: {}, type: 'ExcessRainfall' }),
  getIndexData: () => ({ input: {}, type: 'ExcessRainfall' }),
  getDatasetMetaDataV4: () => ({ dataset: 'cpc_precip_us-daily' }),
  getLPCDates: none,
  getLTCDates: none,
  getUserClients: () => ({ limit: 10 }),
  getQuotes: (w) => ({ userIds: [w.sessions.agent.userId] }),
  getContractByQuoteId: (w) => ({ quoteId: w.objects.savedQuote }),
  getAgentStats: none,
  getSharedQuote: () => ({ token: 'made-up-share-token' }),
  getContract: (w) => ({ id: w.objects.contract }),
  getUploads: (w) => ({ input: { userIds: [w.sessions.agent.userId] } }),
  getSignedUrl: (w) => ({ file: w.objects.upload }),
  getContractByPolicyId: (w) => ({ policyId: w.objects.policyNumber }),
  getPolicies: none,
  getApplicationsInProgress: none,
  getContractsForReview: none,
  getAgentCommissions: none,
  getOrganizationTeam: none,
  getTeamInvitation: () => ({ token: 'made-up-invitation-token' }),
  getOrganizationOnboarding: none,
  getOrganizationApplicationsForReview: none,
  getOrganizationApplication: (w) => ({ organization: w.orgA }),
  getForm: (w) => ({ formType: 'LossReport', id: w.objects.lossReport }),
  getPolicyIndex: (w) => ({ contractId: w.objects.policyContract }),
  getClaims: none,
  getClaim: (w) => ({ id: `${w.objects.policyContract}-no-such-claim` }),
  getDataUpdateRuns: () => ({ limit: 1 }),
  getExposureSummary: none,
  getMyPolicies: none,
  // Mutations
  registerUser: () => ({ input: agentInput() }),
  confirmUser: () => ({ token: 'made-up-confirm-token', type: 'CONFIRM' }),
  resendConfirm: none,
  login: () => ({ email: uniqueEmail('nobody'), password: 'not-the-password' }),
  authorize: (w) => ({ token: w.renewable }),
  logout: none,
  logoutEverywhere: none,
  forgotPassword: () => ({ email: uniqueEmail('nobody') }),
  resetPassword: () => ({ token: 'made-up-reset-token', password: 'another-password-1' }),
  // A new password too short: refused before any password is hashed.
  changePassword: () => ({ currentPassword: 'not-the-password', newPassword: 'short' }),
  createLoginToken: () => ({ tokenType: 'LOGIN' }),
  acceptClientReviewContractInvite: () => ({ token: 'made-up-review-token' }),
  acceptClientSignIn: () => ({ token: 'made-up-sign-in-token' }),
  // An address that is nobody's: every caller gets the same true, nothing is mailed.
  requestClientSignInLink: () => ({ email: 'nobody-matrix@example.com' }),
  submitReviewedLpcApplicationByClient: (w) => ({
    contract: w.objects.contract,
    input: {
      agreeElectronicClient: true,
      agreeTerrorismDisclosure: true,
      signNameCustomer: 'Dana Reyes',
      signDate: today(),
    },
  }),
  addClientUserPayment: (w) => ({
    contract: w.objects.contract,
    input: {
      accountNumber: '000123456789',
      routingNumber: '011000015',
      accountType: 'CHECKING',
      depositoryName: 'Bank',
      namesOnTheAccount: 'Dana Reyes',
      signature: 'Dana Reyes',
      signDate: today(),
    },
  }),
  reviewContract: (w) => ({ contract: w.objects.contract, input: { isApproved: true } }),
  markWirePaymentReceived: (w) => ({
    contract: w.objects.contract,
    input: { reference: 'WIRE-1', receivedDate: today() },
  }),
  updateUser: (w) => ({
    id: w.sessions.agent.userId,
    input: { firstName: 'Riley', lastName: 'agent', state: 'FL', stateLicenseNumber: 'FL-1234' },
  }),
  updateOrganizationLocationAddress: (w) => ({
    organization: w.orgA,
    input: {
      type: 'physical',
      address: { address1: '1 Main St', city: 'Tampa', state: 'FL', zipcode: '33602' },
    },
  }),
  updateOrganizationContact: (w) => ({
    organization: w.orgA,
    input: { type: 'admin', name: 'Pat Books', email: uniqueEmail('books'), phone: '8135550100' },
  }),
  addAgentPaymentInformation: () => ({
    input: {
      accountNumber: '000123456789',
      routingNumber: '011000015',
      accountType: 'CHECKING',
      depositoryName: 'Bank',
      namesOnTheAccount: 'Riley Stone',
    },
  }),
  inviteLpcOrgAgent: () => ({
    inputs: {
      email: uniqueEmail('invitee'),
      firstName: 'Riley',
      lastName: 'Stone',
      orgContactType: 'agent',
      stateLicenseNumber: 'FL-1234',
    },
  }),
  resendTeamInvitation: (w) => ({ user: w.sessions.colleague.userId }),
  setTeamMemberStatus: (w) => ({ user: w.sessions.colleague.userId, status: 'Active' }),
  acceptTeamInvitation: () => ({ input: { token: 'made-up-invitation-token', password: 'a long password' } }),
  designatePrimaryAgent: (w) => ({ user: w.sessions.primaryAgent.userId }),
  saveOrganizationApplication: () => ({ input: {} }),
  submitOrganizationApplication: () => ({ input: {} }),
  reviewOrganizationApplication: (w) => ({
    organization: w.unonboardedOrg,
    input: { decision: 'return', reason: 'Missing documents' },
  }),
  createParametricCustomQuote: () => hpcInput({ sync: false }),
  createParametricQuote: () => temperatureInput('LTC', { sync: false }),
  createClientUser: () => ({ firstName: 'Kim', lastName: 'Lee', email: uniqueEmail('kim') }),
  saveLPCInsuranceQuote: (w) => ({ quote: w.objects.pricedQuote }),
  saveLTCInsuranceQuote: (w) => ({ quote: w.objects.pricedQuote }),
  saveHTCInsuranceQuote: (w) => ({ quote: w.objects.pricedQuote }),
  sharePrecipInsuranceQuote: (w) => ({ quoteId: w.objects.savedQuote, emails: [uniqueEmail('share')] }),
  shareLtcInsuranceQuote: (w) => ({ quoteId: w.objects.savedQuote, emails: [uniqueEmail('share')] }),
  attachClientToQuote: (w) => ({ quote: w.objects.savedQuote, client: w.sessions.client.userId }),
  deleteQuote: (w) => ({ quote: w.objects.savedQuote }),
  // The client's name and e-mail as they are: only the phone changes.
  updateClientUser: (w) => ({
    client: w.sessions.client.userId,
    input: { firstName: 'Dana', lastName: 'Reyes', email: w.sessions.client.email, phone: '8135550123' },
  }),
  confirmClientEmailChange: () => ({ token: 'made-up-email-change-token' }),
  // The client's own address: an allowed caller changes nothing (the other cells keep the client's sessions).
  changeClientEmail: (w) => ({ client: w.sessions.client.userId, email: w.sessions.client.email }),
  saveFeedback: () => ({ rating: 5, feedback: 'Fine' }),
  createPremiumIndicationRequest: () => ({
    input: {
      programType: 'NamedStorm',
      start: '2027-06-01',
      end: '2027-11-30',
      limit: 100000,
      email: uniqueEmail('pir'),
    },
  }),
  createInsuranceApplication: (w) => ({ client: w.sessions.client.userId, quote: w.objects.savedQuote }),
  updateLpcInsuranceApplication: (w) => ({ contract: w.objects.contract, input: { entityInformation: {} } }),
  submitLpcInsuranceApplication: (w) => ({
    contract: w.objects.contract,
    input: { agentSignature: { signature: 'Riley Stone', date: today() }, confirmed: true },
  }),
  uploadFile: (w) => ({
    input: { folder: w.objects.folder, fileName: 'form.pdf', contentType: 'application/pdf', size: 100 },
  }),
  inviteClientClaimForm: (w) => ({ policyId: w.objects.policyNumber }),
  acceptClaimsFormTokenInvite: () => ({ token: 'made-up-claim-token' }),
  saveLossReport: (w) => ({ input: lossReportInput(w.objects.policyContract, w.objects.policyNumber) }),
  saveLossReportReview: (w) => ({
    id: w.objects.lossReport,
    input: { contractId: w.objects.policyContract },
  }),
  reviewClaim: (w) => ({ id: `${w.objects.policyContract}-no-such-claim`, input: { decision: 'APPROVE' } }),
};

/** Calls that end the caller's sessions run on a session of their own. */
const endsSessions = new Set(['logout', 'logoutEverywhere']);

const PERMISSION_ERRORS = new Set([
  'Unauthorized',
  'UnauthorizedException',
  'UNAUTHORIZED',
  'INVALID_PERMISSIONS',
]);
type Outcome = 'refused' | 'hidden' | 'answered';
const outcomeOf = (r: GqlResponse<unknown>, refusedAs?: string): Outcome => {
  const type = r.errors?.[0]?.errorType;
  if (r.status === 401 || (type && (PERMISSION_ERRORS.has(type) || type === refusedAs))) return 'refused';
  if (type === 'NOT_FOUND') return 'hidden';
  const values = Object.values(r.data ?? {});
  if (!type && values.every((v) => v === null)) return 'hidden';
  return 'answered';
};
const describeResponse = (r: GqlResponse<unknown>) =>
  r.errors?.[0]
    ? `${r.status} ${r.errors[0].errorType}: ${r.errors[0].message}`
    : `${r.status} ${JSON.stringify(r.data)}`;

let world: MatrixWorld;
beforeAll(async () => {
  world = await matrixWorld();
}, 120_000);

async function callAs(name: string, caller: Caller) {
  const variables = argumentsOf[name]!(world, caller);
  let auth: Auth = { apiKey: true };
  if (caller !== 'anonymous') {
    const own = world.sessions[caller];
    const session = endsSessions.has(name) ? await sessionFrom(own, await loginTokenOf(own)) : own;
    auth = { token: session.token };
  }
  const res = await sendRaw(documentFor(name, variables), variables, auth);
  // Arguments the schema refuses test nothing: fix the arguments.
  expect(res.errors?.[0]?.errorType, JSON.stringify(res.errors)).not.toBe('GraphQLError');
  return res;
}

const observed: Record<string, Record<string, string>> = {};

describe('the authorisation matrix', () => {
  it('has arguments for every operation of the table', () => {
    expect(Object.keys(argumentsOf).sort()).toEqual(Object.keys(operationAccess).sort());
  });

  it.each(Object.entries(operationAccess))('%s', async (name, access) => {
    const results = await Promise.all(
      callers.map(async (caller) => [caller, await callAs(name, caller)] as const),
    );
    if (name === 'logoutEverywhere') {
      // Every session (and LOGIN token) of the callers it served ended: sign them in again.
      await Promise.all(
        callers
          .filter((c) => c !== 'anonymous')
          .map(async (c) => {
            world.sessions[c] = {
              ...world.sessions[c],
              token: await loginAs(world.sessions[c].email, world.sessions[c].password),
            };
          }),
      );
    }
    const wrong: string[] = [];
    for (const [caller, res] of results) {
      const outcome = outcomeOf(res, access.refusedAs);
      (observed[name] ??= {})[caller] = `${outcome} (${describeResponse(res)})`;
      const allowed = access.allowed.includes(caller);
      // An operation on an object: a caller who may not see it gets a refusal or nothing; one who
      // may gets an answer. Any other operation: refused or not.
      const ok = allowed
        ? access.object
          ? outcome === 'answered'
          : outcome !== 'refused'
        : access.object
          ? outcome !== 'answered'
          : outcome === 'refused';
      if (!ok) wrong.push(`${caller} ${allowed ? 'allowed' : 'not allowed'} but ${describeResponse(res)}`);
    }
    expect(wrong).toEqual([]);
  });
});

// MATRIX_PRINT=1 prints what every caller got, to review a new operation's row.
afterAll(() => {
  if (process.env.MATRIX_PRINT) console.log(JSON.stringify(observed, null, 1));
});
