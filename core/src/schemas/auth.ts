/**
 * Form and API input schemas for accounts and sign-in (docs/requirements.md#validation-sign-in),
 * with the spec's messages verbatim. The web forms and the server use these same schemas.
 */
import * as z from 'zod';
import { tooLongMessage } from './too-long.js';
import { SHORT_CODE_LENGTH, tokenTypes } from '../auth/tokens.js';
import { isUsStateCode } from '../geo/us-states.js';
import { hasUnsafeText, unsafeTextMessage } from '../text/safe-text.js';
import {
  optionalLicenseNumberSchema,
  optionalUsPhoneSchema,
  usPhoneSchema,
} from '../contact/contact-fields.js';

export const PASSWORD_MIN_LENGTH = 8;

const requiredEmail = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .pipe(z.email('email must be a valid email address'))
  .transform((e) => e.toLowerCase());

const password = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .min(PASSWORD_MIN_LENGTH, 'password requires minimum 8 characters')
  .max(256, 'password is too long');

const firstName = z
  .string({ error: 'first name is required' })
  .trim()
  .min(1, 'first name is required')
  .max(100, tooLongMessage('first name', 100))
  .refine((v) => !hasUnsafeText(v), unsafeTextMessage);
const lastName = z
  .string({ error: 'last name is required' })
  .trim()
  .min(1, 'last name is required')
  .max(100, tooLongMessage('last name', 100))
  .refine((v) => !hasUnsafeText(v), unsafeTextMessage);

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(256),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });

/** The new-password form (reset and sign-up): password plus a matching confirmation. */
export const newPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwords must match',
    path: ['confirmPassword'],
  });

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'Invalid token').max(512),
  password,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'password is required').max(256),
  newPassword: password,
});

export const confirmCodeSchema = z.object({
  code: z.string().trim().length(SHORT_CODE_LENGTH, 'invalid code length'),
});

export const confirmUserSchema = z.object({
  token: z.string().trim().min(1, 'Invalid token').max(512),
  type: z.enum(['CONFIRM', 'CONFIRM_SHORTCODE']).default('CONFIRM_SHORTCODE'),
});

export const createLoginTokenSchema = z.object({ tokenType: z.enum(tokenTypes) });

const optionalText = (name: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(name, max))
    .optional()
    .transform((v) => (v ? v : undefined));

const signUpRoles = ['agent', 'primaryAgent'] as const;

/** Fields shared by the sign-up form and the registerUser input. */
const signUpBase = z.object({
  firstName,
  lastName,
  email: requiredEmail,
  companyName: optionalText('company name'),
  stateLicenseNumber: optionalLicenseNumberSchema,
  state: optionalText('state', 2),
  phone: optionalUsPhoneSchema,
  address1: optionalText('address'),
  city: optionalText('city', 100),
  country: optionalText('country', 60),
  isAdmin: z.boolean().default(false),
  role: z.enum(signUpRoles).optional(),
  recaptcha: z.string().max(4000).optional(),
});

type SignUpBase = z.infer<typeof signUpBase>;
function agentRules(v: SignUpBase, ctx: z.RefinementCtx) {
  if (v.isAdmin) return;
  if (!v.stateLicenseNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['stateLicenseNumber'],
      message: 'State License Number is required',
    });
  }
  if (!v.state || v.state.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required' });
  } else if (!isUsStateCode(v.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'state is required' });
  }
}

/** registerUser's input on the server. */
export const registerUserSchema = signUpBase.extend({ password }).superRefine(agentRules);
export type RegisterUserInput = z.infer<typeof registerUserSchema>;

/** The sign-up form: the same fields plus the password confirmation. */
export const signUpFormSchema = signUpBase
  .extend({ password, confirmPassword: z.string() })
  .superRefine(agentRules)
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwords must match',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Personal information (own profile): e-mail is read-only; phone optional but not blank. */
export const updateUserSchema = z.object({
  firstName,
  lastName,
  phone: usPhoneSchema('phone is required').optional(),
  email: z.string().trim().pipe(z.email('valid email is required')).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
