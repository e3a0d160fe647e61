/**
 * Input schemas of the premium-indication operations (docs/requirements.md#validation-clients,
 * #api-operations): lists and search, delete, attach client, contract lookup, and the client edit
 * form. The web forms and the server use the same schemas.
 */
import * as z from 'zod';
import { tooLongMessage } from './too-long.js';
import { isUsStateCode } from '../geo/us-states.js';
import { contactFieldMessages, US_ZIP, usPhoneSchema } from '../contact/contact-fields.js';
import {
  effectiveQuoteSearch,
  QUOTES_PAGE_MAX,
  QUOTES_PAGE_SIZE,
  quoteSortColumns,
  resolveQuoteSortColumn,
} from '../quoting/quote-list.js';
import { QUOTE_LIST_CURSOR_MAX } from '../quoting/quote-list-cursor.js';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MAX_EMAIL_LENGTH,
  requiredId,
  VALID_EMAIL_REQUIRED_MESSAGE,
} from './quoter.js';

export const SORT_BY_MESSAGE = `sortBy must be one of ${quoteSortColumns.join(', ')}`;
export const PAGE_MESSAGE = 'page must be a whole number of at least 1';
export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${QUOTES_PAGE_MAX}`;
export const QUOTE_TYPE_MESSAGE = 'type must be parametric';
export const DELETE_TYPE_MESSAGE = 'Only soft deletes are supported';
export const EMAIL_REQUIRED_MESSAGE = 'email is required';
export const PHONE_REQUIRED_MESSAGE = 'phone is required';
export const PHONE_INVALID_MESSAGE = contactFieldMessages.phone;
export const STATE_INVALID_MESSAGE = 'state must be a US state code';

const parametric = (message: string) =>
  z
    .string()
    .nullish()
    .refine((v) => v == null || v.trim().toLowerCase() === 'parametric', message);

export const getQuotesSchema = z.object({
  input: z
    .object({
      page: z.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).nullish(),
      limit: z
        .number({ error: PAGE_LIMIT_MESSAGE })
        .int(PAGE_LIMIT_MESSAGE)
        .min(1, PAGE_LIMIT_MESSAGE)
        .max(QUOTES_PAGE_MAX, PAGE_LIMIT_MESSAGE)
        .nullish(),
      sortBy: z
        .string()
        .nullish()
        .transform((v, ctx) => {
          if (v == null || v.trim() === '') return 'createdAt' as const;
          const column = resolveQuoteSortColumn(v.trim());
          if (!column) {
            ctx.addIssue({ code: 'custom', message: SORT_BY_MESSAGE });
            return z.NEVER;
          }
          return column;
        }),
      sortDirection: z.enum(['ASC', 'DESC'], { error: 'sortDirection must be ASC or DESC' }).nullish(),
      search: z.string().max(200, tooLongMessage('search', 200)).nullish(),
      /** A cursor from the page before or after this one (QuoteList.nextCursor / previousCursor). */
      cursor: z
        .string()
        .max(QUOTE_LIST_CURSOR_MAX, tooLongMessage('cursor', QUOTE_LIST_CURSOR_MAX))
        .nullish(),
    })
    .nullish()
    .transform((i) => ({
      page: i?.page ?? 1,
      limit: i?.limit ?? QUOTES_PAGE_SIZE,
      sortBy: i?.sortBy ?? ('createdAt' as const),
      sortDirection: i?.sortDirection ?? ('DESC' as const),
      search: effectiveQuoteSearch(i?.search),
      cursor: i?.cursor ?? undefined,
    })),
  userIds: z.array(requiredId('userIds'), { error: 'userIds must be a list of ids' }).max(100).nullish(),
  filterFrozen: z.boolean().nullish(),
  type: parametric(QUOTE_TYPE_MESSAGE),
  clientId: requiredId('clientId').nullish(),
});
export type GetQuotesArgs = z.infer<typeof getQuotesSchema>;

export const deleteQuoteSchema = z.object({
  quote: requiredId('quote'),
  quoteType: parametric('quoteType must be Parametric'),
  deleteType: z
    .string()
    .nullish()
    .refine((v) => v == null || v.trim().toLowerCase() === 'soft', DELETE_TYPE_MESSAGE),
});

export const attachClientSchema = z.object({ quote: requiredId('quote'), client: requiredId('client') });
export const quoteIdArgSchema = z.object({ quoteId: requiredId('quoteId') });

/** getSharedQuote: the token from a share e-mail's link. */
export const sharedQuoteArgsSchema = z.object({
  token: z.string({ error: 'Invalid token' }).trim().min(1, 'Invalid token').max(512, 'Invalid token'),
});

const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(name, max))
    .nullish()
    .transform((v) => v || undefined);

/**
 * The client edit modal and updateClientUser (docs/requirements.md#validation-clients): names
 * required, e-mail valid, phone optional but not blank when given, the rest of the address optional
 * (a state, when given, is a US state code: it sets the home state for taxes).
 */
export const clientProfileSchema = z.object({
  firstName: z
    .string({ error: FIRST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_REQUIRED_MESSAGE)
    .max(100, tooLongMessage('first name', 100)),
  lastName: z
    .string({ error: LAST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, LAST_NAME_REQUIRED_MESSAGE)
    .max(100, tooLongMessage('last name', 100)),
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(MAX_EMAIL_LENGTH, VALID_EMAIL_REQUIRED_MESSAGE)
    .pipe(z.email(VALID_EMAIL_REQUIRED_MESSAGE))
    .transform((e) => e.toLowerCase()),
  phone: z
    .string()
    .trim()
    .min(1, PHONE_REQUIRED_MESSAGE)
    .nullish()
    .transform((v) => v || undefined)
    .pipe(usPhoneSchema(PHONE_REQUIRED_MESSAGE).optional()),
  companyName: optionalText(200, 'company'),
  address1: optionalText(200, 'address'),
  address2: optionalText(200, 'address line 2'),
  city: optionalText(100, 'city'),
  state: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isUsStateCode(v), STATE_INVALID_MESSAGE),
  country: optionalText(100, 'country'),
  zipcode: optionalText(10, 'zipcode').refine(
    (v) => v === undefined || US_ZIP.test(v),
    contactFieldMessages.zip,
  ),
});
export type ClientProfileInput = z.infer<typeof clientProfileSchema>;

export const updateClientUserSchema = z.object({
  input: clientProfileSchema,
  client: requiredId('client'),
});
