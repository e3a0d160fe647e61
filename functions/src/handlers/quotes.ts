import { getQuote } from '../use-cases/quotes/get-quote.js';
import { saveQuote } from '../use-cases/quotes/save-quote.js';
import { shareQuote } from '../use-cases/quotes/share-quote.js';
import { containerPorts } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const ports = containerPorts;

/**
 * Stored quotes: read, save as a premium indication (with a client), share by e-mail. Every
 * field needs a confirmed session and canQuote (issue 5 adds the lists, search and delete).
 */
export const handler = domainHandler({
  getQuote: (args, caller) => getQuote(ports(), caller, args),
  saveLPCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveLPCInsuranceQuote'),
  saveLTCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveLTCInsuranceQuote'),
  saveHTCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveHTCInsuranceQuote'),
  sharePrecipInsuranceQuote: (args, caller) => shareQuote(ports(), caller, args, 'sharePrecipInsuranceQuote'),
  shareLtcInsuranceQuote: (args, caller) => shareQuote(ports(), caller, args, 'shareLtcInsuranceQuote'),
});
