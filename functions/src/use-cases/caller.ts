import { AppError, type Role } from '@almanac/core';

/** Who is calling, as the authorizer established it. Null for API-key (public) calls. */
export interface Caller {
  userId: string;
  role: Role;
  confirmed: boolean;
  /** sha-256 of the session token in use. */
  sessionHash: string;
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHORIZED');
  return caller;
}
