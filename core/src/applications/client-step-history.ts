/**
 * What the client's pages say when the client comes Back to a step already done
 * (docs/requirements.md#client-review, #payment): the page stays (Back moves through the site's
 * pages instead of leaving it) and offers the way forward to where the contract now stands.
 */
export const clientStepHistoryTexts = {
  signedAlready: 'You have signed this application.',
  paymentSubmitted: 'Your payment details for this application have been submitted.',
  /** The link to the page the contract is on now (payment details or the confirmation). */
  continueLink: 'Continue where your application stands',
} as const;
