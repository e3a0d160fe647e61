/** Single-table key layout (docs/data-model.md). */
export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  organization: (id: string) => ({ pk: `ORG#${id}`, sk: 'ORG' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  oneTimeToken: (tokenHash: string) => ({ pk: `OTT#${tokenHash}`, sk: 'OTT' }),
  shortCode: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE#CONFIRM_SHORTCODE' }),
  loginThrottle: (key: string) => ({ pk: `THROTTLE#${key}`, sk: 'THROTTLE' }),
  quote: (id: string) => ({ pk: `QUOTE#${id}`, sk: 'QUOTE' }),
  pricingRequest: (id: string) => ({ pk: `PRICING#${id}`, sk: 'REQUEST' }),
  pricingLease: (slot: number) => ({ pk: PRICING_LEASES_PK, sk: `SLOT#${String(slot).padStart(3, '0')}` }),
};
/** The partition holding every slot of the pricing concurrency limit. */
export const PRICING_LEASES_PK = 'LEASE#pricing';
/**
 * GSI1 partitions: members of an organisation; sessions of a user; saved quotes a user created;
 * clients an agent added.
 */
export const gsi1 = {
  orgMembers: (orgId: string) => `ORG#${orgId}#USERS`,
  userSessions: (userId: string) => `USER#${userId}#SESSIONS`,
  userQuotes: (userId: string) => `USER#${userId}#QUOTES`,
  agentClients: (agentId: string) => `USER#${agentId}#CLIENTS`,
};
/** GSI2 partitions: saved quotes of an organisation (its managers' lists); its clients. */
export const gsi2 = {
  orgQuotes: (orgId: string) => `ORG#${orgId}#QUOTES`,
  orgClients: (orgId: string) => `ORG#${orgId}#CLIENTS`,
};

const fold = (s: string | undefined) =>
  (s ?? '')
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Sort key of a client in its agent's and organisation's partitions: `{last}#{first}#{id}`, folded. */
export const clientSortKey = (profile: { firstName?: string; lastName?: string }, id: string) =>
  `${fold(profile.lastName)}#${fold(profile.firstName)}#${id}`;

/** Sort key of a saved quote in its creator's and organisation's partitions: newest last. */
export const savedQuoteSortKey = (quote: { createdAt: string; id: string }) =>
  `${quote.createdAt}#${quote.id}`;
