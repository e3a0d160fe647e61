import { CLIENT_EMAIL_TAKEN_MESSAGE } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { demo, loginAs, registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import type { UpdateClientUserInput } from '../support/graphql/graphql.js';
import { ATTACH_CLIENT, listQuotes, UPDATE_CLIENT } from './support/premium-indications.js';
import { addClient, GET_USER_CLIENTS, priceHpc, SAVE_LPC_QUOTE } from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof registerConfirmedAgent>>;

let me: Agent;
let other: Agent;
let clientSession: string;

beforeAll(async () => {
  [me, other] = await Promise.all([registerConfirmedAgent(), registerConfirmedAgent()]);
  clientSession = await loginAs(demo.client);
});

const profile = (over: UpdateClientUserInput = {}): UpdateClientUserInput => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: uniqueEmail('dana'),
  phone: '(813) 555-0142',
  companyName: 'Harbor Cafe LLC',
  address1: '100 Bayshore Blvd',
  address2: 'Suite 4',
  city: 'Tampa',
  state: 'fl',
  country: 'US',
  zipcode: '33606',
  ...over,
});
const update = (input: UpdateClientUserInput, client: string, token = me.token) =>
  send(UPDATE_CLIENT, { input, client }, { token });

describe('updateClientUser', () => {
  it("saves the client's details (state upper-cased), and the list shows them", async () => {
    const client = await addClient(me.token, {
      firstName: 'Dan',
      lastName: 'Reye',
      email: uniqueEmail('dan'),
    });
    const input = profile({ email: client.email });
    const { email: _email, ...fields } = input;

    const updated = expectData(await update(input, client._id)).updateClientUser;

    expect(updated).toMatchObject({
      _id: client._id,
      email: client.email,
      role: 'client',
      profile: { ...fields, state: 'FL' },
    });
    const list = expectData(
      await send(GET_USER_CLIENTS, { search: 'reyes' }, { token: me.token }),
    ).getUserClients;
    expect(list.items.map((c) => c._id)).toEqual([client._id]);
  });

  it('clears optional fields left empty, and moves the client to a new e-mail', async () => {
    const client = await addClient(me.token, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: uniqueEmail('sam'),
    });
    await update(profile({ email: client.email }), client._id);
    const newEmail = uniqueEmail('sam.new');

    const updated = expectData(
      await update(
        { firstName: 'Sam', lastName: 'Lee', email: newEmail.toUpperCase(), phone: null, address2: '' },
        client._id,
      ),
    ).updateClientUser;

    expect(updated.email).toBe(newEmail);
    expect(updated.profile).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      phone: null,
      companyName: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      country: null,
      zipcode: null,
    });
    const claim = (email: string) =>
      table().get(`CLIENTEMAIL#org:${client.organization._id}#${email}`, 'EMAIL');
    expect(await claim(newEmail)).toMatchObject({ userId: client._id });
    expect(await claim(client.email)).toBeUndefined();
    // The old address is free again: adding it makes a new client.
    const again = await addClient(me.token, { firstName: 'Sam', lastName: 'Old', email: client.email });
    expect(again._id).not.toBe(client._id);
  });

  it('refuses an e-mail of another of the agency’s clients, changing nothing; other accounts do not matter', async () => {
    const client = await addClient(me.token, {
      firstName: 'Ari',
      lastName: 'Cole',
      email: uniqueEmail('ari'),
    });
    const colleague = await addClient(me.token, {
      firstName: 'Bo',
      lastName: 'Cole',
      email: uniqueEmail('bo'),
    });
    expectError(
      await update(profile({ email: colleague.email }), client._id),
      'EMAIL_ALREADY_REGISTERED',
      CLIENT_EMAIL_TAKEN_MESSAGE,
    );
    const stored = await table().get(`USER#${client._id}`, 'USER');
    expect(stored).toMatchObject({ email: client.email, profile: { firstName: 'Ari', lastName: 'Cole' } });
    // An address with an account elsewhere is no obstacle (and is not revealed).
    expect(expectData(await update(profile({ email: other.email }), client._id)).updateClientUser.email).toBe(
      other.email,
    );
  });

  it('validates with the edit form messages', async () => {
    const client = await addClient(me.token, { firstName: 'Val', lastName: 'Id', email: uniqueEmail('val') });
    expectError(
      await update(profile({ firstName: ' ' }), client._id),
      'VALIDATION_ERROR',
      'first name is required',
    );
    expectError(
      await update(profile({ lastName: '' }), client._id),
      'VALIDATION_ERROR',
      'last name is required',
    );
    expectError(await update(profile({ email: '' }), client._id), 'VALIDATION_ERROR', 'email is required');
    expectError(
      await update(profile({ email: 'not-an-email' }), client._id),
      'VALIDATION_ERROR',
      'valid email is required',
    );
    expectError(await update(profile({ phone: '   ' }), client._id), 'VALIDATION_ERROR', 'phone is required');
    expectError(
      await update(profile({ state: 'ZZ' }), client._id),
      'VALIDATION_ERROR',
      'state must be a US state code',
    );
    expect(await table().get(`USER#${client._id}`, 'USER')).toMatchObject({
      profile: { firstName: 'Val', lastName: 'Id' },
    });
  });

  it("refuses another agency's client, a non-client user, clients and anonymous callers", async () => {
    const theirs = await addClient(other.token, {
      firstName: 'Their',
      lastName: 'Client',
      email: uniqueEmail('their'),
    });
    expectError(await update(profile(), theirs._id), 'INVALID_PERMISSIONS');
    expectError(await update(profile(), other.userId), 'INVALID_PERMISSIONS');
    expectError(await update(profile(), theirs._id, clientSession), 'INVALID_PERMISSIONS');
    expect401(await send(UPDATE_CLIENT, { input: profile(), client: theirs._id }, { none: true }));
  });

  it("updates the copies on the client's premium indications, so search finds the new name", async () => {
    const client = await addClient(me.token, {
      firstName: 'Old',
      lastName: 'Name',
      email: uniqueEmail('old'),
    });
    const quote = (await priceHpc(me.token))[0]!;
    expectData(await send(SAVE_LPC_QUOTE, { quote: quote.id, client: client._id }, { token: me.token }));
    expectData(await send(ATTACH_CLIENT, { quote: quote.id, client: client._id }, { token: me.token }));

    await update(profile({ firstName: 'Nova', lastName: 'Quill', email: client.email }), client._id);

    const found = await listQuotes(me.token, { input: { search: 'nova quill' } });
    expect(found.items.map((q) => q.id)).toEqual([quote.id]);
    expect(found.items[0]).toMatchObject({ clientName: 'Nova Quill', clientLastName: 'Quill' });
    expect(await table().get(`QUOTE#${quote.id}`, 'QUOTE')).toMatchObject({
      clientName: 'Nova Quill',
      clientPhone: '(813) 555-0142',
    });
  });
});
