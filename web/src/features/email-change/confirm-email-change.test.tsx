/**
 * /confirm-email-change?token=: the link mailed to a client's old address (issue 26). Opening it
 * changes nothing; Confirm does; a dead link says nothing changed.
 */
import { clientEmailChangeMessages } from '@almanac/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandler } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

const texts = clientEmailChangeMessages;

function open(path: string, answer: FakeHandler<'ConfirmClientEmailChangePage'>) {
  const fake = fakeGraphql({ ConfirmClientEmailChangePage: answer });
  renderApp({ path, fetch: fake.fetch });
  return fake;
}

describe('/confirm-email-change', () => {
  it('confirms only when the person presses Confirm, then says where the account now is', async () => {
    const fake = open('/confirm-email-change?token=tok-1', () => ({
      data: { confirmClientEmailChange: { email: 'dana.new@example.com' } },
    }));
    const button = await screen.findByRole('button', { name: texts.confirmButton });
    expect(fake.calls).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText(texts.confirmed('dana.new@example.com'))).toBeTruthy();
    expect(fake.calls.map((c) => c.variables)).toEqual([{ token: 'tok-1' }]);
  });

  it('a used, replaced or expired link says nothing changed and offers no second try', async () => {
    open('/confirm-email-change?token=old', () => gqlError('INVALID_TOKEN', 'Invalid token'));
    await userEvent.setup().click(await screen.findByRole('button', { name: texts.confirmButton }));
    expect(await screen.findByText(texts.invalidLink)).toBeTruthy();
    // A dead link stays dead: nothing left to press again.
    expect(screen.queryByRole('button', { name: texts.confirmButton })).toBeNull();
  });

  it('a link without its token offers nothing to confirm', async () => {
    open('/confirm-email-change', () => gqlError('INVALID_TOKEN', 'Invalid token'));
    expect(await screen.findByText(texts.missingToken)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.confirmButton })).toBeNull();
  });
});
