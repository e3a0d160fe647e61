import { describe, expect, it } from 'vitest';
import {
  createClientUserSchema,
  getUserClientsSchema,
  newClientSchema,
  saveQuoteSchema,
  shareEmailSchema,
  shareQuoteSchema,
} from './quoter.js';

type Parsed = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const messages = (r: Parsed) => (r.success ? [] : r.error!.issues.map((i) => i.message));
const firstMessage = (r: Parsed) => messages(r)[0] ?? null;

describe('newClientSchema / createClientUserSchema (Add new client)', () => {
  const client = (over: Record<string, unknown> = {}) => ({
    firstName: 'Morgan',
    lastName: 'Blake',
    email: 'Morgan.Blake@Example.com',
    ...over,
  });

  it('trims the names and lower-cases the e-mail', () => {
    expect(
      createClientUserSchema.parse(client({ firstName: '  Morgan ', email: ' Morgan.Blake@Example.com ' })),
    ).toEqual({ firstName: 'Morgan', lastName: 'Blake', email: 'morgan.blake@example.com' });
    expect(createClientUserSchema).toBe(newClientSchema);
  });

  it.each([
    [{ firstName: '' }, 'first name is required'],
    [{ firstName: '   ' }, 'first name is required'],
    [{ firstName: undefined }, 'first name is required'],
    [{ firstName: null }, 'first name is required'],
    [{ lastName: '' }, 'last name is required'],
    [{ lastName: undefined }, 'last name is required'],
    [{ email: '' }, 'valid email is required'],
    [{ email: undefined }, 'valid email is required'],
    [{ email: 'morgan' }, 'valid email is required'],
    [{ email: 'morgan@' }, 'valid email is required'],
    [{ email: 'morgan blake@example.com' }, 'valid email is required'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'valid email is required'],
  ])('%o → %s', (over, message) => {
    const r = newClientSchema.safeParse(client(over));
    expect(firstMessage(r)).toBe(message);
  });

  it('reports every missing field with its own message', () => {
    expect(messages(newClientSchema.safeParse({}))).toEqual([
      'first name is required',
      'last name is required',
      'valid email is required',
    ]);
  });
});

describe('getUserClientsSchema', () => {
  it('defaults to 200 and caps the limit at 200', () => {
    expect(getUserClientsSchema.parse({})).toEqual({ limit: 200, search: undefined });
    expect(getUserClientsSchema.parse({ limit: null, search: null })).toEqual({
      limit: 200,
      search: undefined,
    });
    expect(getUserClientsSchema.parse({ limit: 500 }).limit).toBe(200);
    expect(getUserClientsSchema.parse({ limit: 15 }).limit).toBe(15);
  });

  it('refuses a limit below 1 or not whole', () => {
    for (const limit of [0, -3, 2.5])
      expect(firstMessage(getUserClientsSchema.safeParse({ limit }))).toBe(
        'limit must be a whole number from 1 to 200',
      );
  });

  it('trims the search; blank is no search', () => {
    expect(getUserClientsSchema.parse({ search: '  Blake ' }).search).toBe('Blake');
    expect(getUserClientsSchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(firstMessage(getUserClientsSchema.safeParse({ search: 'x'.repeat(101) }))).toMatch(/too long/);
  });
});

describe('saveQuoteSchema', () => {
  it('needs the quote; the client is optional (blank or null: none)', () => {
    expect(saveQuoteSchema.parse({ quote: ' q-1 ', client: ' c-1 ' })).toEqual({
      quote: 'q-1',
      client: 'c-1',
    });
    expect(saveQuoteSchema.parse({ quote: 'q-1', client: null })).toEqual({
      quote: 'q-1',
      client: undefined,
    });
    expect(saveQuoteSchema.parse({ quote: 'q-1', client: '' })).toEqual({ quote: 'q-1', client: undefined });
    expect(saveQuoteSchema.parse({ quote: 'q-1' })).toEqual({ quote: 'q-1', client: undefined });
    expect(firstMessage(saveQuoteSchema.safeParse({ quote: '' }))).toBe('quote is required');
    expect(firstMessage(saveQuoteSchema.safeParse({}))).toBe('quote is required');
  });
});

describe('shareQuoteSchema (Share dialog: Valid email(s) required)', () => {
  const share = (emails: unknown, quoteId: unknown = 'q-1') =>
    shareQuoteSchema.safeParse({ emails, quoteId });

  it('trims, lower-cases and de-duplicates the addresses', () => {
    expect(
      shareQuoteSchema.parse({
        emails: [' Pat@Example.com', 'pat@example.com ', 'lee@example.org'],
        quoteId: 'q-1',
      }),
    ).toEqual({ emails: ['pat@example.com', 'lee@example.org'], quoteId: 'q-1' });
  });

  it.each([
    [[], 'Valid email(s) required'],
    [null, 'Valid email(s) required'],
    [undefined, 'Valid email(s) required'],
    [[''], 'Valid email(s) required'],
    [['   '], 'Valid email(s) required'],
    [['pat@example.com, lee@example.org'], 'Valid email(s) required'],
    [['pat@example.com,'], 'Valid email(s) required'],
    [['pat,lee@example.org'], 'Valid email(s) required'],
    [['pat@example.com', 'not-an-email'], 'Valid email(s) required'],
    [['pat@example.com', 'lee@'], 'Valid email(s) required'],
    [[42], 'Valid email(s) required'],
  ])('%o → %s', (emails, message) => {
    expect(firstMessage(share(emails))).toBe(message);
  });

  it('points at the bad address', () => {
    const r = share(['pat@example.com', 'a, b@example.com']);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['emails', 1]);
  });

  it('takes 1 to 10 addresses', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.com`);
    expect(share(many(1)).success).toBe(true);
    expect(share(many(10)).success).toBe(true);
    expect(firstMessage(share(many(11)))).toBe('At most 10 email addresses can be shared at once');
  });

  it('needs the quote id', () => {
    expect(firstMessage(share(['pat@example.com'], ''))).toBe('quoteId is required');
    expect(firstMessage(shareQuoteSchema.safeParse({ emails: ['pat@example.com'] }))).toBe(
      'quoteId is required',
    );
  });

  it('shareEmailSchema checks one address of the dialog', () => {
    expect(shareEmailSchema.parse(' Pat@Example.com ')).toBe('pat@example.com');
    expect(shareEmailSchema.safeParse('pat@example.com;lee@example.com').success).toBe(false);
  });
});
