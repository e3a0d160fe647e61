import type { Permission } from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '@almanac/functions/ports/index';

export const DEMO_PASSWORD = 'almanac-demo';

interface DemoAccount {
  email: string;
  label: string;
  user: Omit<UserRecord, 'passwordHash' | 'createdAt' | 'updatedAt' | 'email'>;
  org?: Omit<OrganizationRecord, 'createdAt' | 'updatedAt'>;
}

const agentPermissions = (canBind: boolean): Permission[] => [
  { platform: 'DEFAULT', canQuote: true, canBind },
];

export const demoAccounts: DemoAccount[] = [
  {
    email: 'agent@almanac.local',
    label: 'onboarded agent (can quote and bind)',
    org: {
      id: 'demo-org-onboarded',
      name: 'Harbor & Field Insurance',
      website: 'https://harborfield.example',
      isOnboarded: true,
      application: { status: 'Approved', userId: 'demo-agent' },
      permissions: { canBind: true },
    },
    user: {
      id: 'demo-agent',
      role: 'agent',
      confirmedAt: '2026-01-05T15:00:00.000Z',
      profile: {
        firstName: 'Dana',
        lastName: 'Reyes',
        phone: '(813) 555-0142',
        companyName: 'Harbor & Field Insurance',
        state: 'FL',
        country: 'US',
      },
      legal: { stateLicenseNumber: 'FL-A123456' },
      permissions: agentPermissions(true),
      organizationId: 'demo-org-onboarded',
    },
  },
  {
    email: 'newagent@almanac.local',
    label: 'agent, agency not onboarded yet',
    org: {
      id: 'demo-org-new',
      name: 'Prairie Risk Partners',
      isOnboarded: false,
      application: { status: 'NotStarted', userId: 'demo-new-agent' },
      permissions: { canBind: false },
    },
    user: {
      id: 'demo-new-agent',
      role: 'agent',
      confirmedAt: '2026-03-10T15:00:00.000Z',
      profile: {
        firstName: 'Sam',
        lastName: 'Okafor',
        companyName: 'Prairie Risk Partners',
        state: 'KS',
        country: 'US',
      },
      legal: { stateLicenseNumber: 'KS-778812' },
      permissions: agentPermissions(false),
      organizationId: 'demo-org-new',
    },
  },
  {
    email: 'admin@almanac.local',
    label: 'agency admin (cannot quote or apply)',
    user: {
      id: 'demo-admin',
      role: 'admin',
      confirmedAt: '2026-01-05T15:00:00.000Z',
      profile: {
        firstName: 'Avery',
        lastName: 'Chen',
        companyName: 'Harbor & Field Insurance',
        country: 'US',
      },
      permissions: [{ platform: 'DEFAULT', canQuote: false, canBind: false }],
      organizationId: 'demo-org-onboarded',
    },
  },
  {
    email: 'primary@almanac.local',
    label: 'primary agent of the onboarded agency (quotes, binds, manages the team)',
    user: {
      id: 'demo-primary-agent',
      role: 'primaryAgent',
      confirmedAt: '2026-01-05T15:00:00.000Z',
      profile: {
        firstName: 'Jamie',
        lastName: 'Park',
        phone: '(813) 555-0177',
        companyName: 'Harbor & Field Insurance',
        state: 'FL',
        country: 'US',
      },
      legal: { stateLicenseNumber: 'FL-P765432', stateLicenseState: 'FL' },
      permissions: agentPermissions(false),
      organizationId: 'demo-org-onboarded',
    },
  },
  {
    email: 'client@almanac.local',
    label: 'client (named insured)',
    user: {
      id: 'demo-client',
      role: 'client',
      confirmedAt: '2026-02-01T15:00:00.000Z',
      profile: {
        firstName: 'Morgan',
        lastName: 'Blake',
        companyName: 'Blake Landscaping LLC',
        phone: '(727) 555-0199',
        city: 'Clearwater',
        state: 'FL',
        country: 'US',
      },
      permissions: [],
    },
  },
  {
    email: 'underwriter@almanac.local',
    label: 'Almanac underwriter (internal: the operations queue)',
    user: {
      id: 'demo-underwriter',
      role: 'internal',
      confirmedAt: '2026-01-02T15:00:00.000Z',
      profile: {
        firstName: 'Jordan',
        lastName: 'Ellis',
        companyName: 'Almanac',
        country: 'US',
      },
      permissions: [],
    },
  },
];

/** Create the demo accounts that are missing; existing ones (and their changes) are kept. */
export async function seedDemoAccounts(ports: Pick<Ports, 'users' | 'organizations' | 'hasher' | 'clock'>) {
  const now = ports.clock.now().toISOString();
  let created = 0;
  for (const account of demoAccounts) {
    if (await ports.users.getByEmail(account.email)) continue;
    if (account.org && !(await ports.organizations.get(account.org.id))) {
      await ports.organizations.put({ ...account.org, createdAt: now, updatedAt: now });
    }
    const ok = await ports.users.create({
      ...account.user,
      email: account.email,
      passwordHash: await ports.hasher.hash(DEMO_PASSWORD),
      // The demo accounts stand for people who have used Almanac for a while.
      createdAt: account.user.confirmedAt ?? now,
      updatedAt: now,
    });
    if (ok) created++;
  }
  return created;
}
