import {
  AppError,
  canQuote,
  canUnderwrite,
  claimIdArgSchema,
  claimMessages,
  CLAIMS_DEFAULT_STATUS,
  getClaimsArgsSchema,
} from '@almanac/core';
import type { ClaimRecord, Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requirePolicyViewer, sellerSeesClaim } from './claim-access.js';
import { claimView, loadClaimRelations } from './claim-view.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'claims' | 'forms'>;

/** Claims read for one list; pages are cut from them (a claims queue is short). */
const MAX_LISTED = 1000;

/**
 * getClaims(status, pagination) (docs/requirements.md#claims): operations (internal, super admin)
 * see every claim in a status (default PENDING_REVIEW), oldest first; a seller sees their
 * organisation's claims as getContract would show them (their own, or all of the organisation for
 * its primary agent), newest first, in the status asked or all; anyone else INVALID_PERMISSIONS.
 */
export async function getClaims(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (caller?.contractId) throw new AppError('INVALID_PERMISSIONS');
  const { status, pagination } = parseInput(getClaimsArgsSchema, rawArgs ?? {});
  let claims: ClaimRecord[];
  if (canUnderwrite(me))
    claims = await ports.claims.listByStatus(status ?? CLAIMS_DEFAULT_STATUS, MAX_LISTED);
  else if (canQuote(me))
    claims = me.organizationId
      ? (await ports.claims.listByOrganization(me.organizationId, MAX_LISTED)).filter(
          (c) => sellerSeesClaim(me, c) && (!status || c.status === status),
        )
      : [];
  else throw new AppError('INVALID_PERMISSIONS');
  const { page, limit } = pagination;
  const rows = claims.slice((page - 1) * limit, page * limit);
  // The page's policies, people and loss reports in batches: a fixed number of round trips.
  const related = await loadClaimRelations(ports, rows);
  const items = rows.map((c) => claimView(ports, c, undefined, { internal: canUnderwrite(me) }, related));
  return { items: await Promise.all(items), count: claims.length };
}

/** getClaim(id): operations, the policy's agency, or its policyholder (requirePolicyViewer); NOT_FOUND without a claim. */
export async function getClaim(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { id } = parseInput(claimIdArgSchema, rawArgs);
  const { contract, audience } = await requirePolicyViewer(ports, caller, id);
  const claim = await ports.claims.get(contract.id);
  if (!claim) throw new AppError('NOT_FOUND', claimMessages.notFound);
  return claimView(ports, claim, contract, { internal: audience === 'operations' });
}
