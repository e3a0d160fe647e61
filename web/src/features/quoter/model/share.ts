/**
 * The share dialog's e-mail list (docs/requirements.md#quoter-share, #validation-share): the
 * client's address when chosen, and other addresses typed one per line. When other addresses are
 * chosen, there must be at least one and every one must be a valid address without a comma: else
 * "Valid email(s) required". At most 10 addresses are e-mailed at once (the server's limit);
 * duplicates are sent once.
 */
import {
  MAX_SHARE_EMAILS,
  SHARE_EMAILS_MESSAGE,
  shareEmailSchema,
  TOO_MANY_SHARE_EMAILS_MESSAGE,
} from '@almanac/core';
import * as z from 'zod';

export { SHARE_EMAILS_MESSAGE };

export interface ShareFormValues {
  /** E-mail the quoter's client (only offered when one is selected). */
  toClient: boolean;
  /** E-mail other addresses. */
  toOthers: boolean;
  /** One address per line. */
  others: string;
}

export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The addresses to e-mail (lower-cased, each once), or the form's error. */
export function shareRecipients(
  values: ShareFormValues,
  clientEmail: string | null,
): { emails: string[]; error: string | null } {
  const emails: string[] = [];
  if (values.toClient && clientEmail) emails.push(clientEmail.trim().toLowerCase());
  if (values.toOthers) {
    const lines = splitLines(values.others);
    if (lines.length === 0) return { emails: [], error: SHARE_EMAILS_MESSAGE };
    for (const line of lines) {
      const parsed = shareEmailSchema.safeParse(line);
      if (!parsed.success) return { emails: [], error: SHARE_EMAILS_MESSAGE };
      emails.push(parsed.data);
    }
  }
  const unique = [...new Set(emails)];
  if (unique.length > MAX_SHARE_EMAILS) return { emails: [], error: TOO_MANY_SHARE_EMAILS_MESSAGE };
  return { emails: unique, error: null };
}

/** The form schema (react-hook-form): the error sits on the other-addresses field. */
export const shareFormSchema = (clientEmail: string | null) =>
  z.object({ toClient: z.boolean(), toOthers: z.boolean(), others: z.string() }).superRefine((v, ctx) => {
    const { error } = shareRecipients(v, clientEmail);
    if (error) ctx.addIssue({ code: 'custom', path: ['others'], message: error });
  });
