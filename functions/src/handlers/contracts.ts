import { publicFields } from '@almanac/core';
import { composeContractsPorts } from '../adapters/compose/contracts.js';
import { acceptClientSignIn } from '../use-cases/clients/client-sign-in.js';
import { getMyPolicies } from '../use-cases/clients/get-my-policies.js';
import { requestClientSignInLink } from '../use-cases/clients/request-client-sign-in-link.js';
import { acceptClientReviewContractInvite } from '../use-cases/contracts/accept-client-review.js';
import { addClientUserPayment } from '../use-cases/contracts/client-payment.js';
import { submitReviewedLpcApplicationByClient } from '../use-cases/contracts/client-sign.js';
import { createInsuranceApplication } from '../use-cases/contracts/create-insurance-application.js';
import { getContract, getContractByQuoteId } from '../use-cases/contracts/get-contract.js';
import { getContractByPolicyId } from '../use-cases/contracts/get-contract-by-policy.js';
import { getContractsForReview } from '../use-cases/contracts/get-contracts-for-review.js';
import { getExposureSummary } from '../use-cases/contracts/get-exposure-summary.js';
import { getPolicies } from '../use-cases/contracts/get-policies.js';
import { getApplicationsInProgress } from '../use-cases/contracts/get-applications-in-progress.js';
import { markWirePaymentReceived } from '../use-cases/contracts/mark-wire-received.js';
import { reviewContract } from '../use-cases/contracts/review-contract.js';
import { getSignedUrl } from '../use-cases/contracts/get-signed-url.js';
import { getUploads } from '../use-cases/contracts/get-uploads.js';
import { submitLpcInsuranceApplication } from '../use-cases/contracts/submit-application.js';
import { updateLpcInsuranceApplication } from '../use-cases/contracts/update-application.js';
import { uploadFile } from '../use-cases/contracts/upload-file.js';
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
 */
export const handler = domainHandler(
  logger,
  {
    getContract: (args, caller) => getContract(ports(), caller, args),
    getContractByQuoteId: (args, caller) => getContractByQuoteId(ports(), caller, args),
    getUploads: (args, caller) => getUploads(ports(), caller, args),
    getSignedUrl: (args, caller) => getSignedUrl(ports(), caller, args),
    createInsuranceApplication: (args, caller) => createInsuranceApplication(ports(), caller, args),
    updateLpcInsuranceApplication: (args, caller) => updateLpcInsuranceApplication(ports(), caller, args),
    submitLpcInsuranceApplication: (args, caller, event) =>
      submitLpcInsuranceApplication(ports(), caller, args, connectionOf(event)),
    uploadFile: (args, caller) => uploadFile(ports(), caller, args),
    acceptClientReviewContractInvite: (args, _caller, event) =>
      acceptClientReviewContractInvite(ports(), args, remoteIpOf(event)),
    // The client's portal: the sign-in link (public) and their own policies.
    acceptClientSignIn: (args, _caller, event) => acceptClientSignIn(ports(), args, remoteIpOf(event)),
    requestClientSignInLink: (args, _caller, event) =>
      requestClientSignInLink(ports(), args, remoteIpOf(event)),
    getMyPolicies: (_args, caller) => getMyPolicies(ports(), caller),
    submitReviewedLpcApplicationByClient: (args, caller, event) =>
      submitReviewedLpcApplicationByClient(ports(), caller, args, connectionOf(event)),
    addClientUserPayment: (args, caller, event) =>
      addClientUserPayment(ports(), caller, args, connectionOf(event)),
    // The operations queue (internal users and super admins) and the policy lookup.
    getContractByPolicyId: (args, caller) => getContractByPolicyId(ports(), caller, args),
    // The agents' policy lists.
    getPolicies: (args, caller) => getPolicies(ports(), caller, args),
    getApplicationsInProgress: (args, caller) => getApplicationsInProgress(ports(), caller, args),
    getContractsForReview: (args, caller) => getContractsForReview(ports(), caller, args),
    getExposureSummary: (_args, caller) => getExposureSummary(ports(), caller),
    reviewContract: (args, caller) => reviewContract(ports(), caller, args),
    markWirePaymentReceived: (args, caller) => markWirePaymentReceived(ports(), caller, args),
  },
  { public: publicFields },
);
