/**
 * What an underwriter or operations tell the client about a decision (docs/requirements.md#binding,
 * #claims), kept apart from their internal notes: the notes stay with operations; only this text
 * (or a standard sentence) reaches the client's and the agent's e-mails and the agent's view.
 */
import * as z from 'zod';
import { safeText } from './safe-text.js';

/** The longest message to the client. */
export const CLIENT_MESSAGE_MAX = 1000;

export const clientMessageTexts = {
  tooLong: `The message to the client must be at most ${CLIENT_MESSAGE_MAX} characters.`,
  /** The rejection e-mails' sentence when the underwriter wrote no message to the client. */
  applicationDeclined:
    'The underwriter could not offer cover on the terms applied for. Your agent can tell you more.',
  claimRejected: 'The claim does not meet the terms of the policy. Your agent can tell you more.',
  internalNotesLabel: 'Internal notes (never shown to the client)',
  clientMessageLabel: 'Message to the client',
  clientMessageHelper: 'Optional: shown to the client and the agent in the decision e-mail.',
} as const;

/** The optional message to the client: trimmed, cleaned of hidden characters, bounded; '' when none. */
export const clientMessageSchema = z
  .string()
  .max(CLIENT_MESSAGE_MAX * 2, clientMessageTexts.tooLong)
  .nullish()
  .transform((v) => safeText(v ?? '').trim())
  .pipe(z.string().max(CLIENT_MESSAGE_MAX, clientMessageTexts.tooLong));
