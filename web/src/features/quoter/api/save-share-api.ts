/**
 * Save and share of a priced option (docs/requirements.md#quoter-share, #api-quoting): the
 * program's save call (saveLPCInsuranceQuote for HPC and LPC, saveLTCInsuranceQuote,
 * saveHTCInsuranceQuote) with the quote and the quoter's client, then the program's share call
 * (sharePrecipInsuranceQuote for HPC and LPC, shareLtcInsuranceQuote for LTC and HTC) when there
 * are addresses.
 */
import {
  type ProgramCode,
  type QuoteSaveOperation,
  type QuoteShareOperation,
  quoteSaveOperationOf,
  quoteShareOperationOf,
} from '@almanac/core';
import { type GraphqlClient } from '../../../lib/graphql/index.js';
import {
  SAVE_LPC_INSURANCE_QUOTE,
  SAVE_LTC_INSURANCE_QUOTE,
  SAVE_HTC_INSURANCE_QUOTE,
  SHARE_PRECIP_INSURANCE_QUOTE,
  SHARE_LTC_INSURANCE_QUOTE,
} from './save-share-documents.js';
import type {
  SavedQuoteFieldsFragment,
  SaveLpcInsuranceQuoteMutationVariables,
  SharePrecipInsuranceQuoteMutationVariables,
} from '../../../lib/graphql/generated/graphql.js';

export type SavedQuote = SavedQuoteFieldsFragment;

type SaveVariables = SaveLpcInsuranceQuoteMutationVariables;
type ShareVariables = SharePrecipInsuranceQuoteMutationVariables;

/** Each save operation's document (core's quoteSaveOperationOf picks the program's). */
const saveCalls: Record<
  QuoteSaveOperation,
  (client: GraphqlClient, variables: SaveVariables) => Promise<SavedQuote | null>
> = {
  saveLPCInsuranceQuote: async (client, v) =>
    (await client.request(SAVE_LPC_INSURANCE_QUOTE, v)).saveLPCInsuranceQuote,
  saveLTCInsuranceQuote: async (client, v) =>
    (await client.request(SAVE_LTC_INSURANCE_QUOTE, v)).saveLTCInsuranceQuote,
  saveHTCInsuranceQuote: async (client, v) =>
    (await client.request(SAVE_HTC_INSURANCE_QUOTE, v)).saveHTCInsuranceQuote,
};

/** Each share operation's document (core's quoteShareOperationOf picks the program's). */
const shareCalls: Record<
  QuoteShareOperation,
  (client: GraphqlClient, variables: ShareVariables) => Promise<boolean | null>
> = {
  sharePrecipInsuranceQuote: async (client, v) =>
    (await client.request(SHARE_PRECIP_INSURANCE_QUOTE, v)).sharePrecipInsuranceQuote,
  shareLtcInsuranceQuote: async (client, v) =>
    (await client.request(SHARE_LTC_INSURANCE_QUOTE, v)).shareLtcInsuranceQuote,
};

/** Save the option as a premium indication, attaching the client when given. */
export async function saveQuote(
  client: GraphqlClient,
  program: ProgramCode,
  quoteId: string,
  clientId: string | null,
): Promise<SavedQuote> {
  const saved = await saveCalls[quoteSaveOperationOf(program)](client, { quote: quoteId, client: clientId });
  if (!saved) throw new Error('The premium indication could not be saved.');
  return saved;
}

/** E-mail the saved indication to the addresses. */
export async function shareQuote(
  client: GraphqlClient,
  program: ProgramCode,
  quoteId: string,
  emails: string[],
): Promise<void> {
  const shared = await shareCalls[quoteShareOperationOf(program)](client, { emails, quoteId });
  if (shared !== true) throw new Error('The premium indication could not be shared.');
}
