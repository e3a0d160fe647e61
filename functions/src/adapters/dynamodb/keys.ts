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
/** GSI1 partitions: members of an organisation; sessions of a user; quotes a user created. */
export const gsi1 = {
  orgMembers: (orgId: string) => `ORG#${orgId}#USERS`,
  userSessions: (userId: string) => `USER#${userId}#SESSIONS`,
  userQuotes: (userId: string) => `USER#${userId}#QUOTES`,
};
/** GSI2 partitions: quotes of an organisation (its managers' lists, issue 5). */
export const gsi2 = {
  orgQuotes: (orgId: string) => `ORG#${orgId}#QUOTES`,
};
