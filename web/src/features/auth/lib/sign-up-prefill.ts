import type { SignUpForm as SignUpFormValues } from '@almanac/core';

/**
 * /agent-sign-up: the invitation link's variant; prefills email, firstName, lastName, company,
 * stateLicenseNumber and role from the query (docs/requirements.md#sign-in). An invited admin signs
 * up as an agency administrator; agent and primary agent default to agent registration.
 */
export function prefillFromQuery(params: URLSearchParams): Partial<SignUpFormValues> {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const values: Partial<SignUpFormValues> = {};
  const assign = <K extends keyof SignUpFormValues>(key: K, value: SignUpFormValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  assign('email', text('email'));
  assign('firstName', text('firstName'));
  assign('lastName', text('lastName'));
  assign('companyName', text('company') ?? text('companyName'));
  assign('stateLicenseNumber', text('stateLicenseNumber'));
  assign('state', text('state')?.toUpperCase());
  const role = text('role');
  if (role === 'admin') values.isAdmin = true;
  else if (role === 'agent' || role === 'primaryAgent') {
    values.role = role;
    values.isAdmin = false;
  }
  return values;
}
