/**
 * Save and share of a priced option (seed 000 sections 2 "Share dialog", 7): the program's save
 * call (saveLPCInsuranceQuote for HPC and LPC, saveLTCInsuranceQuote, saveHTCInsuranceQuote) with
 * the quote and the quoter's client, then the program's share call (sharePrecipInsuranceQuote for
 * HPC and LPC, shareLtcInsuranceQuote for LTC and HTC) when there are addresses.
 */
import {
  type ProgramCode,
  type QuoteSaveOperation,
  type QuoteShareOperation,
  quoteSaveOperationOf,
  quoteShareOperationOf,
} from '@almanac/core';
import { gql, type GraphqlClient, type TypedDocument } from '../../../lib/graphql/index.js';

export interface SavedQuote {
  id: string;
  savedAt: string | null;
  clientId: string | null;
}

type SaveDocument = TypedDocument<
  Record<string, SavedQuote | null>,
  { quote: string; client: string | null }
>;
type ShareDocument = TypedDocument<Record<string, boolean | null>, { emails: string[]; quoteId: string }>;

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const saveDocument = (op: QuoteSaveOperation): SaveDocument =>
  gql(`mutation ${capitalize(op)}($quote: ID!, $client: ID) {
  ${op}(quote: $quote, client: $client) { id savedAt clientId }
}`);

const shareDocument = (op: QuoteShareOperation): ShareDocument =>
  gql(`mutation ${capitalize(op)}($emails: [String!]!, $quoteId: ID!) {
  ${op}(emails: $emails, quoteId: $quoteId)
}`);

/** Save the option as a premium indication, attaching the client when given. */
export async function saveQuote(
  client: GraphqlClient,
  program: ProgramCode,
  quoteId: string,
  clientId: string | null,
): Promise<SavedQuote> {
  const op = quoteSaveOperationOf(program);
  const data = await client.request(saveDocument(op), { quote: quoteId, client: clientId });
  const saved = data[op];
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
  const op = quoteShareOperationOf(program);
  const data = await client.request(shareDocument(op), { emails, quoteId });
  if (data[op] !== true) throw new Error('The premium indication could not be shared.');
}
