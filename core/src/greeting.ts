/**
 * The dashboard's greeting: "Welcome back" only to someone who has been here before. An account
 * made in the last day is greeted as new (docs/decisions.md, issue 10).
 */
export const NEW_ACCOUNT_GREETING_HOURS = 24;

export function dashboardGreeting(name: string, createdAt: string | null | undefined, now: Date): string {
  const created = createdAt ? Date.parse(createdAt) : NaN;
  const isNew = Number.isFinite(created) && now.getTime() - created < NEW_ACCOUNT_GREETING_HOURS * 3_600_000;
  const who = name ? `, ${name}` : '';
  return isNew ? `Welcome to Almanac${who}!` : `Welcome back${who}`;
}
