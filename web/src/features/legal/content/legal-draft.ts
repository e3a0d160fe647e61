/**
 * The Terms of Use and the Privacy Policy are drafts until counsel has reviewed them
 * (docs/decisions.md, issue 27 item 14): the pages say so above the text.
 */
export const LEGAL_DRAFT_NOTICE =
  'Draft — for review by counsel. This text describes how Almanac works today; it is not yet final legal advice or a final contract, and it may change before launch.';
