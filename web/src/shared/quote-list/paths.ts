/** The quotes area's paths (docs/requirements.md#quote-lists). */
export const QUOTES_PATH = '/quotes';
export const QUOTE_SEARCH_PATH = '/search';
export const ASSIGNED_QUOTES_PATH = '/quotes/assigned';
export const PREMIUM_INDICATIONS_PATH = '/quotes/premium-indications';
export const POLICIES_PATH = '/policies';
export const EXPIRING_POLICIES_PATH = '/policies/expiring-soon';
export const CALCULATOR_PATH = '/quoter/select-program';

/** A premium indication's details page (built elsewhere). */
export const quoteDetailsPath = (id: string): string => `/quotes/${encodeURIComponent(id)}`;
