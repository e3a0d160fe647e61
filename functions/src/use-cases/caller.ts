import { AppError, type Role } from '@almanac/core';

/** Who is calling, as the authorizer established it. Null for API-key (public) calls. */
export interface Caller {
  userId: string;
  role: Role;
  confirmed: boolean;
  /** sha-256 of the session token in use. */
  sessionHash: string;
  /**
   * Set for a session limited to one contract (the client's review link): the resolver boundary
   * lets it call only core's contractScopedFields, and those reach only this contract.
   */
  contractId?: string;
  /**
   * The user's organisation as the authorizer read it (up to core's AUTHORIZER_CACHE_SECONDS old):
   * only a hint to read it together with the user (UserRepository.getWithOrganization), never
   * trusted for access; the user record read in the request decides.
   */
  organizationId?: string;
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHORIZED');
  return caller;
}
