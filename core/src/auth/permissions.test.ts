import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canBind,
  canQuote,
  gettingStartedLeadFor,
  homePathFor,
  isOrganizationOnboardedForRouting,
  landingPathFor,
  refusedAreaPathFor,
  OrganizationApplicationStatus,
  type OrganizationAccess,
  type Permission,
  type UserAccess,
} from './permissions.js';
import { platforms, roles, type Platform, type Role } from './roles.js';
import { dashboardGreeting } from '../greeting.js';

/**
 * The roles the spec names for canQuote/canBind (docs/requirements.md#roles-and-permissions),
 * spelled out.
 */
const SELLING: readonly Role[] = ['superAdmin', 'agent', 'primaryAgent'];
const ALL_ROLES: readonly Role[] = [
  'admin',
  'agent',
  'client',
  'drehubuser',
  'internal',
  'primaryAgent',
  'service',
  'superAdmin',
];

const perm = (platform: Platform, canQuote: boolean, canBind: boolean): Permission => ({
  platform,
  canQuote,
  canBind,
});

function user(
  role: Role,
  opts: {
    permissions?: Permission[] | null;
    org?: OrganizationAccess | null;
  } = {},
): UserAccess {
  return { role, permissions: opts.permissions, organization: opts.org };
}

describe('roles', () => {
  it('are exactly the eight roles of the spec', () => {
    expect([...roles].sort()).toEqual([...ALL_ROLES].sort());
  });
});

describe('canQuote / canBind decision table (8 roles × DEFAULT canQuote × DEFAULT canBind × org onboarded × org canBind)', () => {
  const bools = [false, true] as const;
  const rows: {
    role: Role;
    defQuote: boolean;
    defBind: boolean;
    onboarded: boolean;
    orgBind: boolean;
    quote: boolean;
    bind: boolean;
  }[] = [];
  for (const role of ALL_ROLES) {
    const selling = SELLING.includes(role);
    for (const defQuote of bools)
      for (const defBind of bools)
        for (const onboarded of bools)
          for (const orgBind of bools)
            rows.push({
              role,
              defQuote,
              defBind,
              onboarded,
              orgBind,
              // docs/requirements.md#roles-and-permissions: "canQuote: true when the role is
              // superAdmin, agent or primaryAgent and the DEFAULT-platform permission has
              // canQuote."
              quote: selling && defQuote,
              // "canBind: true when the organization is onboarded, has a permission with canBind, and the
              // role is superAdmin, agent or primaryAgent; also true if the DEFAULT-platform permission has canBind."
              bind: (onboarded && orgBind && selling) || defBind,
            });
  }

  it('covers 128 combinations', () => {
    expect(rows).toHaveLength(128);
  });

  it.each(rows)(
    '$role: DEFAULT{canQuote:$defQuote, canBind:$defBind} org{onboarded:$onboarded, canBind:$orgBind} → canQuote $quote, canBind $bind',
    ({ role, defQuote, defBind, onboarded, orgBind, quote, bind }) => {
      const u = user(role, {
        permissions: [perm('DEFAULT', defQuote, defBind)],
        org: { isOnboarded: onboarded, permissions: { canBind: orgBind } },
      });
      expect(canQuote(u)).toBe(quote);
      expect(canBind(u)).toBe(bind);
    },
  );

  // A few rows written out by hand, independent of the generator above.
  it.each([
    ['agent', true, false, true, true, true, true],
    ['agent', true, false, false, true, true, false],
    ['agent', true, false, true, false, true, false],
    ['agent', false, false, true, true, false, true],
    ['primaryAgent', true, false, true, true, true, true],
    ['superAdmin', false, false, true, true, false, true],
    ['admin', true, false, true, true, false, false],
    ['admin', true, true, false, false, false, true],
    ['client', true, false, true, true, false, false],
    ['client', false, true, false, false, false, true],
    ['service', true, false, true, true, false, false],
    ['internal', true, false, true, true, false, false],
    ['drehubuser', true, false, true, true, false, false],
  ] as const)(
    'hand-written: %s DEFAULT quote=%s bind=%s, org onboarded=%s canBind=%s → canQuote %s, canBind %s',
    (role, defQuote, defBind, onboarded, orgBind, quote, bind) => {
      const u = user(role, {
        permissions: [perm('DEFAULT', defQuote, defBind)],
        org: { isOnboarded: onboarded, permissions: { canBind: orgBind } },
      });
      expect(canQuote(u)).toBe(quote);
      expect(canBind(u)).toBe(bind);
    },
  );
});

describe('permissions on other platforms do not count for the DEFAULT rule', () => {
  const others = platforms.filter((p) => p !== 'DEFAULT');

  it('lists the non-DEFAULT platforms', () => {
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain('DEFAULT');
  });

  it.each(SELLING)(
    '%s with canQuote/canBind only on non-DEFAULT platforms cannot quote, and cannot bind without the organisation',
    (role) => {
      const u = user(role, {
        permissions: others.map((p) => perm(p, true, true)),
        org: { isOnboarded: false, permissions: { canBind: false } },
      });
      expect(canQuote(u)).toBe(false);
      expect(canBind(u)).toBe(false);
    },
  );

  it.each(others)('a %s permission with canQuote/canBind is ignored while DEFAULT says false', (platform) => {
    // The other platform comes first, so a rule that took "the first permission" would be caught.
    const u = user('agent', {
      permissions: [perm(platform, true, true), perm('DEFAULT', false, false)],
      org: { isOnboarded: false, permissions: { canBind: true } },
    });
    expect(canQuote(u)).toBe(false);
    expect(canBind(u)).toBe(false);
  });

  it.each(ALL_ROLES)('%s: non-DEFAULT canBind does not open the "DEFAULT has canBind" branch', (role) => {
    const u = user(role, { permissions: others.map((p) => perm(p, false, true)), org: null });
    expect(canBind(u)).toBe(false);
  });

  it('the DEFAULT permission is found wherever it sits in the list', () => {
    const u = user('agent', {
      permissions: [perm('CM', false, false), perm('HH', false, false), perm('DEFAULT', true, true)],
    });
    expect(canQuote(u)).toBe(true);
    expect(canBind(u)).toBe(true);
  });

  it('the organisation route still works for a selling role whose only permissions are on other platforms', () => {
    const u = user('agent', {
      permissions: [perm('CM', false, false)],
      org: { isOnboarded: true, permissions: { canBind: true } },
    });
    expect(canQuote(u)).toBe(false);
    expect(canBind(u)).toBe(true);
  });
});

describe('"also true if the DEFAULT-platform permission has canBind" holds for any role', () => {
  it.each(ALL_ROLES)('%s with DEFAULT canBind can bind with no organisation at all', (role) => {
    expect(canBind(user(role, { permissions: [perm('DEFAULT', false, true)], org: null }))).toBe(true);
    expect(canBind(user(role, { permissions: [perm('DEFAULT', false, true)] }))).toBe(true);
  });

  it.each(ALL_ROLES)(
    '%s with DEFAULT canBind can bind with an organisation that is not onboarded',
    (role) => {
      const u = user(role, {
        permissions: [perm('DEFAULT', false, true)],
        org: { isOnboarded: false, permissions: { canBind: false }, application: { status: 'Approved' } },
      });
      expect(canBind(u)).toBe(true);
    },
  );
});

describe('missing data', () => {
  it('no user (unauthenticated) can neither quote nor bind', () => {
    expect(canQuote(null)).toBe(false);
    expect(canBind(null)).toBe(false);
    expect(canQuote(undefined)).toBe(false);
    expect(canBind(undefined)).toBe(false);
  });

  it.each(SELLING)('%s with no permissions and no organisation can neither quote nor bind', (role) => {
    for (const permissions of [undefined, null, []]) {
      for (const org of [undefined, null]) {
        const u = user(role, { permissions, org });
        expect(canQuote(u)).toBe(false);
        expect(canBind(u)).toBe(false);
      }
    }
  });

  it('an onboarded organisation without a canBind permission does not grant binding', () => {
    for (const permissions of [undefined, null, { canBind: null }, { canBind: false }]) {
      expect(canBind(user('agent', { org: { isOnboarded: true, permissions } }))).toBe(false);
    }
  });

  it('an Approved or NeedsReview application is not "onboarded" for canBind', () => {
    for (const status of ['Approved', 'NeedsReview'] as const) {
      const u = user('agent', {
        permissions: [perm('DEFAULT', true, false)],
        org: { isOnboarded: false, application: { status }, permissions: { canBind: true } },
      });
      expect(canBind(u)).toBe(false);
    }
  });
});

describe('properties', () => {
  const roleArb = fc.constantFrom(...ALL_ROLES);
  const permissionArb = fc.record({
    platform: fc.constantFrom(...platforms),
    canQuote: fc.boolean(),
    canBind: fc.boolean(),
  });
  const statusArb = fc.constantFrom(...Object.values(OrganizationApplicationStatus));
  const orgArb: fc.Arbitrary<OrganizationAccess | null | undefined> = fc.option(
    fc.record({
      isOnboarded: fc.boolean(),
      application: fc.option(fc.record({ status: fc.option(statusArb), userId: fc.option(fc.string()) })),
      permissions: fc.option(fc.record({ canBind: fc.option(fc.boolean()) })),
    }),
    { nil: undefined },
  );
  const userArb: fc.Arbitrary<UserAccess> = fc.record({
    role: roleArb,
    permissions: fc.option(fc.array(permissionArb, { maxLength: 8 })),
    organization: orgArb,
  });
  const defaultCanBind = (u: UserAccess) =>
    u.permissions?.find((p) => p.platform === 'DEFAULT')?.canBind === true;

  it('canBind is never true for a role outside superAdmin/agent/primaryAgent unless DEFAULT has canBind', () => {
    fc.assert(
      fc.property(userArb, (u) => {
        if (!SELLING.includes(u.role) && !defaultCanBind(u)) expect(canBind(u)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('for roles outside superAdmin/agent/primaryAgent, canBind is exactly "DEFAULT has canBind"', () => {
    const nonSelling = fc.constantFrom(...ALL_ROLES.filter((r) => !SELLING.includes(r)));
    fc.assert(
      fc.property(userArb, nonSelling, (u, role) => {
        const v = { ...u, role };
        expect(canBind(v)).toBe(defaultCanBind(v));
      }),
      { numRuns: 1000 },
    );
  });

  it('canQuote is never true for a role outside superAdmin/agent/primaryAgent', () => {
    fc.assert(
      fc.property(userArb, (u) => {
        if (!SELLING.includes(u.role)) expect(canQuote(u)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('DEFAULT canBind always grants canBind, whatever the role and organisation', () => {
    fc.assert(
      fc.property(userArb, (u) => {
        if (defaultCanBind(u)) expect(canBind(u)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isOrganizationOnboardedForRouting', () => {
  it('no organisation is not onboarded', () => {
    expect(isOrganizationOnboardedForRouting(null)).toBe(false);
    expect(isOrganizationOnboardedForRouting(undefined)).toBe(false);
  });

  it('an onboarded organisation is onboarded, whatever its application', () => {
    expect(isOrganizationOnboardedForRouting({ isOnboarded: true })).toBe(true);
    expect(isOrganizationOnboardedForRouting({ isOnboarded: true, application: null })).toBe(true);
    expect(
      isOrganizationOnboardedForRouting({ isOnboarded: true, application: { status: 'NotStarted' } }),
    ).toBe(true);
  });

  it.each([
    ['Approved', true],
    ['NeedsReview', true],
    ['NotStarted', false],
    ['Started', false],
    ['AwaitingAgency', false],
  ] as const)('a not-onboarded organisation with application %s → %s', (status, expected) => {
    expect(isOrganizationOnboardedForRouting({ isOnboarded: false, application: { status } })).toBe(expected);
  });

  it('a not-onboarded organisation without an application status is not onboarded', () => {
    expect(isOrganizationOnboardedForRouting({ isOnboarded: false })).toBe(false);
    expect(isOrganizationOnboardedForRouting({ isOnboarded: false, application: null })).toBe(false);
    expect(isOrganizationOnboardedForRouting({ isOnboarded: false, application: { status: null } })).toBe(
      false,
    );
  });
});

describe('landingPathFor', () => {
  const agentWith = (org: OrganizationAccess | null): UserAccess => ({
    role: 'agent',
    confirmedAt: '2024-01-01T00:00:00.000Z',
    organization: org,
  });

  it('the stored redirect path wins, onboarded or not', () => {
    expect(landingPathFor(agentWith(null), '/quotes/123')).toBe('/quotes/123');
    expect(landingPathFor(agentWith({ isOnboarded: false }), '/quoter')).toBe('/quoter');
    expect(landingPathFor(agentWith({ isOnboarded: true }), '/account')).toBe('/account');
  });

  it('goes to /dashboard when the organisation is onboarded, Approved or NeedsReview', () => {
    expect(landingPathFor(agentWith({ isOnboarded: true }))).toBe('/dashboard');
    expect(landingPathFor(agentWith({ isOnboarded: false, application: { status: 'Approved' } }))).toBe(
      '/dashboard',
    );
    expect(
      landingPathFor(agentWith({ isOnboarded: false, application: { status: 'NeedsReview' } }), null),
    ).toBe('/dashboard');
  });

  it('goes to /getting-started otherwise', () => {
    expect(landingPathFor(agentWith(null))).toBe('/getting-started');
    expect(landingPathFor(agentWith({ isOnboarded: false }))).toBe('/getting-started');
    for (const status of ['NotStarted', 'Started', 'AwaitingAgency'] as const) {
      expect(landingPathFor(agentWith({ isOnboarded: false, application: { status } }), undefined)).toBe(
        '/getting-started',
      );
    }
  });

  it('an empty stored redirect does not count', () => {
    expect(landingPathFor(agentWith({ isOnboarded: true }), '')).toBe('/dashboard');
    expect(landingPathFor(agentWith(null), '')).toBe('/getting-started');
  });
});

describe('landingPathFor only follows same-site redirects', () => {
  const agent = { role: 'agent' as const, organization: { isOnboarded: true } };
  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores %s',
    (bad) => expect(landingPathFor(agent, bad)).toBe('/dashboard'),
  );
  it('follows an internal path', () =>
    expect(landingPathFor(agent, '/quotes?page=2')).toBe('/quotes?page=2'));
});

describe('where each role lands and what Getting Started says', () => {
  const quoting: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];
  const onboarded: OrganizationAccess = { isOnboarded: true, permissions: { canBind: true } };
  const notOnboarded: OrganizationAccess = { isOnboarded: false, application: { status: 'NotStarted' } };
  const user = (role: Role, org: OrganizationAccess | null, permissions: Permission[] = []): UserAccess => ({
    role,
    confirmedAt: '2026-01-01T00:00:00.000Z',
    organization: org,
    permissions,
  });

  it.each([
    ['agent of an onboarded agency', user('agent', onboarded, quoting), '/dashboard', true],
    ['agent of an agency not onboarded', user('agent', notOnboarded, quoting), '/getting-started', true],
    ['primary agent, not onboarded', user('primaryAgent', notOnboarded, quoting), '/getting-started', true],
    ['super admin, onboarded', user('superAdmin', onboarded, quoting), '/dashboard', true],
    ['admin of an onboarded agency', user('admin', onboarded), '/dashboard', false],
    ['admin of an agency not onboarded', user('admin', notOnboarded), '/getting-started', false],
    ['client', user('client', null), '/client', false],
    ['internal user (underwriter)', user('internal', null), '/operations/applications', false],
  ] as const)('%s: home %s, may quote: %s', (_label, u, home, quotes) => {
    expect(homePathFor(u)).toBe(home);
    expect(canQuote(u)).toBe(quotes);
    // Refused an area, a member goes home, where the reason is told: never to a page saying
    // "not onboarded" when the agency is onboarded.
    expect(refusedAreaPathFor(u)).toBe(home);
  });

  it('Getting Started tells quoting members they can already quote, and others what onboarding gives', () => {
    expect(gettingStartedLeadFor(user('agent', notOnboarded, quoting))).toMatch(
      /You can already price cover and save premium indications/,
    );
    expect(gettingStartedLeadFor(user('admin', notOnboarded))).toMatch(/so your agency's agents can apply/);
    expect(gettingStartedLeadFor(user('admin', notOnboarded))).not.toMatch(/already price/);
  });

  it('a client never lands on a stored agent page', () => {
    expect(landingPathFor(user('client', null), '/quoter/select-program')).toBe('/client');
  });
});

describe('the dashboard greeting', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('greets a new account as new, and someone who has been here before as back', () => {
    expect(dashboardGreeting('Dana', '2026-11-24T09:00:00.000Z', now)).toBe('Welcome to Almanac, Dana!');
    expect(dashboardGreeting('Dana', '2026-11-20T09:00:00.000Z', now)).toBe('Welcome back, Dana');
    expect(dashboardGreeting('', null, now)).toBe('Welcome back');
  });
});
