import { getQuote } from '../use-cases/quotes/get-quote.js';
import { containerPorts } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const ports = containerPorts;

/** Stored quotes (issue 5 adds the lists, search, save/share and delete). */
export const handler = domainHandler({
  getQuote: (args, caller) => getQuote(ports(), caller, args),
});
