import { composePricingPorts } from '../adapters/compose/pricing.js';
import { createParametricCustomQuote } from '../use-cases/pricing/create-parametric-custom-quote.js';
import { createParametricQuote } from '../use-cases/pricing/create-parametric-quote.js';
import { getDatasetMetaDataV4 } from '../use-cases/pricing/get-dataset-metadata-v4.js';
import { getIndexData } from '../use-cases/pricing/get-index-data.js';
import { getIndexDataV2 } from '../use-cases/pricing/get-index-data-v2.js';
import { getLPCDates } from '../use-cases/pricing/get-lpc-dates.js';
import { getLTCDates } from '../use-cases/pricing/get-ltc-dates.js';
import { getPricingRequest } from '../use-cases/pricing/get-pricing-request.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('pricing', composePricingPorts);

/** The quoter's pricing operations: every field needs a confirmed session and canQuote. */
export const handler = domainHandler(logger, {
  createParametricCustomQuote: (args, caller) => createParametricCustomQuote(ports(), caller, args),
  createParametricQuote: (args, caller) => createParametricQuote(ports(), caller, args),
  getPricingRequest: (args, caller) => getPricingRequest(ports(), caller, args),
  getIndexDataV2: (args, caller) => getIndexDataV2(ports(), caller, args),
  getIndexData: (args, caller) => getIndexData(ports(), caller, args),
  getDatasetMetaDataV4: (args, caller) => getDatasetMetaDataV4(ports(), caller, args),
  getLPCDates: (args, caller) => getLPCDates(ports(), caller, args),
  getLTCDates: (args, caller) => getLTCDates(ports(), caller, args),
});
