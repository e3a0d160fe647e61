/** Single-table key layout (docs/data-model.md). */
export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  organization: (id: string) => ({ pk: `ORG#${id}`, sk: 'ORG' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  oneTimeToken: (tokenHash: string) => ({ pk: `OTT#${tokenHash}`, sk: 'OTT' }),
  shortCode: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE#CONFIRM_SHORTCODE' }),
  loginThrottle: (key: string) => ({ pk: `THROTTLE#${key}`, sk: 'THROTTLE' }),
};
/** GSI1 partitions: members of an organisation; sessions of a user. */
export const gsi1 = {
  orgMembers: (orgId: string) => `ORG#${orgId}#USERS`,
  userSessions: (userId: string) => `USER#${userId}#SESSIONS`,
};
