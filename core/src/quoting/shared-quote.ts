/**
 * Texts of priced premium indications that the web, the e-mails and the PDF all show, and of the
 * read-only view a share e-mail's link opens (docs/requirements.md, quoting and sharing).
 */

/** Shown with every option priced (partly) on Almanac's synthetic demo climate. */
export const DEMO_DATA_NOTE =
  'This indication was priced on demo data: synthetic weather for the locations, not observed history. Use it to explore the product; it is not a price to offer a client.';

/** Under every shared premium indication. */
export const INDICATION_NOT_AN_OFFER_NOTE =
  'A premium indication is an estimate, not a binding offer of coverage. Premiums are in USD.';

/** A share link that is unknown, mistyped, or whose indication was withdrawn (INVALID_TOKEN). */
export const SHARED_LINK_INVALID_MESSAGE =
  'This link does not open a premium indication. It may be incomplete, or the indication was withdrawn. Ask the agent who sent it to share it again.';

/** A share link past its life (TOKEN_EXPIRED). */
export const SHARED_LINK_EXPIRED_MESSAGE =
  'This link has expired: share links work for 30 days. Ask the agent who sent it to share the premium indication again.';

/** A priced option opened by its id though it was never saved (no list shows it). */
export const UNSAVED_OPTION_MESSAGE =
  'Priced options are kept only once you save one. Price the cover again and save the option you want: it then appears in your Premium Indications & Policies.';
