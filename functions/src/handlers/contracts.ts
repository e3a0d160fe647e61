import { publicFields } from '@almanac/core';
import { composeContractsPorts } from '../adapters/compose/contracts.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler, headerOf, remoteIpOf, type ResolverEvent } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('contracts', composeContractsPorts);

/** Where a signature came from: the address AppSync saw and the browser's user agent. */
const connectionOf = (event: ResolverEvent) => ({
  ipAddress: remoteIpOf(event),
  userAgent: headerOf(event, 'user-agent'),
});

/**
 * Applications (docs/requirements.md#application-form, #broker-signature): start one from a saved
 * premium indication, read it, save its answers, upload its diligent-effort PDF, sign and submit it.
 * Each needs a confirmed session of a selling role; changes also need canBind. The client's half
 * (#client-review, #payment): the review link (public) starts a session scoped to the contract,
 * through which the client reads it, signs it and pays it.
 *
 * Each operation imports its use case on its first call: the Lambda is bundled with code
 * splitting (infra/lib/bundling.ts), so the init phase of a cold start reads the shared code only,
 * not the code of all 21 operations (the largest domain; docs/architecture.md, "Lambda bundles
 * and cold starts").
 */
export const handler = domainHandler(
  logger,
  {
    getContract: async (args, caller) =>
      (await import('../use-cases/contracts/get-contract.js')).getContract(ports(), caller, args),
    getContractByQuoteId: async (args, caller) =>
      (await import('../use-cases/contracts/get-contract.js')).getContractByQuoteId(ports(), caller, args),
    getUploads: async (args, caller) =>
      (await import('../use-cases/contracts/get-uploads.js')).getUploads(ports(), caller, args),
    getSignedUrl: async (args, caller) =>
      (await import('../use-cases/contracts/get-signed-url.js')).getSignedUrl(ports(), caller, args),
    createInsuranceApplication: async (args, caller) =>
      (await import('../use-cases/contracts/create-insurance-application.js')).createInsuranceApplication(
        ports(),
        caller,
        args,
      ),
    updateLpcInsuranceApplication: async (args, caller) =>
      (await import('../use-cases/contracts/update-application.js')).updateLpcInsuranceApplication(
        ports(),
        caller,
        args,
      ),
    submitLpcInsuranceApplication: async (args, caller, event) =>
      (await import('../use-cases/contracts/submit-application.js')).submitLpcInsuranceApplication(
        ports(),
        caller,
        args,
        connectionOf(event),
      ),
    uploadFile: async (args, caller) =>
      (await import('../use-cases/contracts/upload-file.js')).uploadFile(ports(), caller, args),
    acceptClientReviewContractInvite: async (args, _caller, event) =>
      (await import('../use-cases/contracts/accept-client-review.js')).acceptClientReviewContractInvite(
        ports(),
        args,
        remoteIpOf(event),
      ),
    // The client's portal: the sign-in link (public) and their own policies.
    acceptClientSignIn: async (args, _caller, event) =>
      (await import('../use-cases/clients/client-sign-in.js')).acceptClientSignIn(
        ports(),
        args,
        remoteIpOf(event),
      ),
    requestClientSignInLink: async (args, _caller, event) =>
      (await import('../use-cases/clients/request-client-sign-in-link.js')).requestClientSignInLink(
        ports(),
        args,
        remoteIpOf(event),
      ),
    getMyPolicies: async (_args, caller) =>
      (await import('../use-cases/clients/get-my-policies.js')).getMyPolicies(ports(), caller),
    submitReviewedLpcApplicationByClient: async (args, caller, event) =>
      (await import('../use-cases/contracts/client-sign.js')).submitReviewedLpcApplicationByClient(
        ports(),
        caller,
        args,
        connectionOf(event),
      ),
    addClientUserPayment: async (args, caller, event) =>
      (await import('../use-cases/contracts/client-payment.js')).addClientUserPayment(
        ports(),
        caller,
        args,
        connectionOf(event),
      ),
    // The operations queue (internal users and super admins) and the policy lookup.
    getContractByPolicyId: async (args, caller) =>
      (await import('../use-cases/contracts/get-contract-by-policy.js')).getContractByPolicyId(
        ports(),
        caller,
        args,
      ),
    // The agents' policy lists.
    getPolicies: async (args, caller) =>
      (await import('../use-cases/contracts/get-policies.js')).getPolicies(ports(), caller, args),
    getApplicationsInProgress: async (args, caller) =>
      (await import('../use-cases/contracts/get-applications-in-progress.js')).getApplicationsInProgress(
        ports(),
        caller,
        args,
      ),
    getContractsForReview: async (args, caller) =>
      (await import('../use-cases/contracts/get-contracts-for-review.js')).getContractsForReview(
        ports(),
        caller,
        args,
      ),
    getExposureSummary: async (_args, caller) =>
      (await import('../use-cases/contracts/get-exposure-summary.js')).getExposureSummary(ports(), caller),
    reviewContract: async (args, caller) =>
      (await import('../use-cases/contracts/review-contract.js')).reviewContract(ports(), caller, args),
    markWirePaymentReceived: async (args, caller) =>
      (await import('../use-cases/contracts/mark-wire-received.js')).markWirePaymentReceived(
        ports(),
        caller,
        args,
      ),
  },
  { public: publicFields },
);
