import { describe, expect, it } from 'vitest';
import { SHORT_CODE_MAX_ATTEMPTS } from '@almanac/core';
import { expectData, expectError, send } from './support/api.js';
import { CONFIRM_USER, confirmCodeFor, registerAgent, wrongCode } from './support/accounts.js';
import { RESEND_CONFIRM } from './support/operations.js';

const withCode = (code: string, token: string) =>
  send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token });

describe('resendConfirm', () => {
  it('e-mails a new code that confirms, and the previous code no longer works', async () => {
    const agent = await registerAgent();
    const oldCode = await confirmCodeFor(agent.email);

    expect(expectData(await send(RESEND_CONFIRM, {}, { token: agent.token })).resendConfirm).toBe(true);
    const newCode = await confirmCodeFor(agent.email, 2);
    expect(newCode).not.toBe(oldCode);

    expectError(await withCode(oldCode, agent.token), 'INVALID_TOKEN');
    const payload = expectData(await withCode(newCode, agent.token)).confirmUser;
    expect(payload.user.confirmedAt).toEqual(expect.any(String));
  });

  it(`gives a working code again after ${SHORT_CODE_MAX_ATTEMPTS} wrong guesses voided the first one`, async () => {
    const agent = await registerAgent();
    const oldCode = await confirmCodeFor(agent.email);
    for (let n = 0; n < SHORT_CODE_MAX_ATTEMPTS; n++) await withCode(wrongCode(oldCode, n), agent.token);
    expectError(await withCode(oldCode, agent.token), 'INVALID_TOKEN');

    expectData(await send(RESEND_CONFIRM, {}, { token: agent.token }));
    const newCode = await confirmCodeFor(agent.email, 2);

    expect(expectData(await withCode(newCode, agent.token)).confirmUser.user.confirmedAt).toEqual(
      expect.any(String),
    );
  });
});
