/**
 * The change-password dialog of My Information (docs/requirements.md#account-my-information): the
 * current password, a new one with sign-up's rules and its confirmation; the server checks the
 * current one with `changePassword` (INVALID_PASSWORD "Invalid password" otherwise).
 */
import * as z from 'zod';
import { changePasswordSchema } from '../schemas/auth.js';

export const PASSWORDS_MUST_MATCH_MESSAGE = 'passwords must match';

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_MUST_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordTexts = {
  title: 'Change Password',
  note: 'Your other sessions end when the password changes; this one goes on.',
} as const;
