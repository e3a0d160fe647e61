import { composeQuotesPorts } from '../adapters/compose/quotes.js';
import { attachClientToQuote } from '../use-cases/quotes/attach-client.js';
import { deleteQuote } from '../use-cases/quotes/delete-quote.js';
import { getAgentStats } from '../use-cases/quotes/get-agent-stats.js';
import { getQuote } from '../use-cases/quotes/get-quote.js';
import { getQuotes } from '../use-cases/quotes/get-quotes.js';
import { getSharedQuote } from '../use-cases/quotes/get-shared-quote.js';
import { saveQuote } from '../use-cases/quotes/save-quote.js';
import { shareQuote } from '../use-cases/quotes/share-quote.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('quotes', composeQuotesPorts);

/**
 * Premium indications: read, list and search, save (with a client), attach a client, share by
 * e-mail, soft-delete, the portfolio counters: each needs a confirmed session and canQuote. And the
 * read-only view a share e-mail's link opens (getSharedQuote), for anyone holding the link.
 */
export const handler = domainHandler(
  logger,
  {
    getQuote: (args, caller) => getQuote(ports(), caller, args),
    getQuotes: (args, caller) => getQuotes(ports(), caller, args),
    getAgentStats: (_args, caller) => getAgentStats(ports(), caller),
    attachClientToQuote: (args, caller) => attachClientToQuote(ports(), caller, args),
    deleteQuote: (args, caller) => deleteQuote(ports(), caller, args),
    saveLPCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveLPCInsuranceQuote'),
    saveLTCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveLTCInsuranceQuote'),
    saveHTCInsuranceQuote: (args, caller) => saveQuote(ports(), caller, args, 'saveHTCInsuranceQuote'),
    sharePrecipInsuranceQuote: (args, caller) =>
      shareQuote(ports(), caller, args, 'sharePrecipInsuranceQuote'),
    shareLtcInsuranceQuote: (args, caller) => shareQuote(ports(), caller, args, 'shareLtcInsuranceQuote'),
    getSharedQuote: (args) => getSharedQuote(ports(), args),
  },
  { public: ['getSharedQuote'] },
);
