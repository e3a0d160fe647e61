import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password-form.js';

describe('the change-password form', () => {
  it('needs the current password, a new one of 8 characters and the same confirmation', () => {
    const messages = (v: object) =>
      changePasswordFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      ['currentPassword', 'password is required'],
      ['newPassword', 'password requires minimum 8 characters'],
    ]);
    expect(
      messages({ currentPassword: 'old-one', newPassword: 'new-password', confirmPassword: 'new-passwort' }),
    ).toEqual([['confirmPassword', 'passwords must match']]);
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'old-one',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      }).success,
    ).toBe(true);
  });
});
