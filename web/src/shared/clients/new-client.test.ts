import { describe, expect, it } from 'vitest';
import { newClientSchema } from '@almanac/core';
import { filterClients } from './new-client.js';

const issues = (input: unknown) => {
  const r = newClientSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('new client', () => {
  it('requires a first name, a last name and a valid e-mail, with the spec messages', () => {
    expect(issues({ firstName: ' ', lastName: '', email: 'nope' })).toEqual([
      'firstName: first name is required',
      'lastName: last name is required',
      'email: valid email is required',
    ]);
    expect(issues({})).toEqual([
      'firstName: first name is required',
      'lastName: last name is required',
      'email: valid email is required',
    ]);
    expect(
      newClientSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', email: ' Ada@Example.com ' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });
  it('filters clients by name or e-mail', () => {
    const clients = [
      { _id: '1', email: 'ada@example.com', profile: { firstName: 'Ada', lastName: 'Lovelace' } },
      { _id: '2', email: 'grace@navy.mil', profile: { firstName: 'Grace', lastName: 'Hopper' } },
      { _id: '3', email: 'x@y.z', profile: null },
    ];
    expect(filterClients(clients, 'hop').map((c) => c._id)).toEqual(['2']);
    expect(filterClients(clients, 'EXAMPLE').map((c) => c._id)).toEqual(['1']);
    expect(filterClients(clients, 'ada love').map((c) => c._id)).toEqual(['1']);
    expect(filterClients(clients, '  ')).toHaveLength(3);
  });
});
