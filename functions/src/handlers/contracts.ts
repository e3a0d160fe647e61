import { composeContractsPorts } from '../adapters/compose/contracts.js';
import { createInsuranceApplication } from '../use-cases/contracts/create-insurance-application.js';
import { getContract, getContractByQuoteId } from '../use-cases/contracts/get-contract.js';
import { getContractByPolicyId } from '../use-cases/contracts/get-contract-by-policy.js';
import { getContractsForReview } from '../use-cases/contracts/get-contracts-for-review.js';
import { markWirePaymentReceived } from '../use-cases/contracts/mark-wire-received.js';
import { reviewContract } from '../use-cases/contracts/review-contract.js';
import { getSignedUrl } from '../use-cases/contracts/get-signed-url.js';
import { getUploads } from '../use-cases/contracts/get-uploads.js';
import { submitLpcInsuranceApplication } from '../use-cases/contracts/submit-application.js';
import { updateLpcInsuranceApplication } from '../use-cases/contracts/update-application.js';
import { uploadFile } from '../use-cases/contracts/upload-file.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler, headerOf, remoteIpOf } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('contracts', composeContractsPorts);

/**
 * Applications (docs/requirements.md#application-form, #broker-signature): start one from a saved
 * premium indication, read it, save its answers, upload its diligent-effort PDF, sign and submit it.
 * Each needs a confirmed session of a selling role; changes also need canBind.
 */
export const handler = domainHandler(logger, {
  getContract: (args, caller) => getContract(ports(), caller, args),
  getContractByQuoteId: (args, caller) => getContractByQuoteId(ports(), caller, args),
  getUploads: (args, caller) => getUploads(ports(), caller, args),
  getSignedUrl: (args, caller) => getSignedUrl(ports(), caller, args),
  createInsuranceApplication: (args, caller) => createInsuranceApplication(ports(), caller, args),
  updateLpcInsuranceApplication: (args, caller) => updateLpcInsuranceApplication(ports(), caller, args),
  submitLpcInsuranceApplication: (args, caller, event) =>
    submitLpcInsuranceApplication(ports(), caller, args, {
      ipAddress: remoteIpOf(event),
      userAgent: headerOf(event, 'user-agent'),
    }),
  uploadFile: (args, caller) => uploadFile(ports(), caller, args),
  // The operations queue (internal users and super admins) and the policy lookup.
  getContractByPolicyId: (args, caller) => getContractByPolicyId(ports(), caller, args),
  getContractsForReview: (args, caller) => getContractsForReview(ports(), caller, args),
  reviewContract: (args, caller) => reviewContract(ports(), caller, args),
  markWirePaymentReceived: (args, caller) => markWirePaymentReceived(ports(), caller, args),
});
