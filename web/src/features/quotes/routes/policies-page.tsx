/**
 * /policies and /policies/expiring-soon (docs/requirements.md#policy-lists): the bound policies
 * the agent may see, and those ending within core's EXPIRING_SOON_DAYS.
 */
import { EXPIRING_SOON_DAYS } from '@almanac/core';
import { QuotesFrame } from '../components/quotes-frame.js';
import { PolicyList } from '../components/policy-list.js';

export function PoliciesPage() {
  return (
    <QuotesFrame lead="Your clients' bound policies: the latest period end first. Open one for its documents and live index.">
      <PolicyList expiringSoon={false} />
    </QuotesFrame>
  );
}

export function ExpiringPoliciesPage() {
  return (
    <QuotesFrame
      lead={`Policies in force whose period ends within the next ${EXPIRING_SOON_DAYS} days, soonest first: a good time to talk about renewing.`}
    >
      <PolicyList expiringSoon />
    </QuotesFrame>
  );
}
