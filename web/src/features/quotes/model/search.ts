/**
 * The search form (docs/requirements.md#validation-search): at least 1 character; the server
 * searches above 2.
 */
import * as z from 'zod';

export const SEARCH_REQUIRED_MESSAGE = 'Enter at least 1 character to search.';

export const quoteSearchFormSchema = z.object({
  search: z
    .string()
    .trim()
    .min(1, SEARCH_REQUIRED_MESSAGE)
    .max(200, 'The search is too long (200 characters at most).'),
});
