import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  confirmCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordFormSchema,
  registerUserSchema,
  signUpFormSchema,
  updateUserSchema,
} from './auth.js';

/** Every issue as [dotted path, message], in order. */
function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const r = schema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((i) => [i.path.join('.'), i.message]);
}
/** The first message reported for a field (what a form shows under it). */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return issues(schema, input).find(([path]) => path === field)?.[1];
}
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(`expected success, got ${JSON.stringify(r.error.issues)}`);
  return r.data;
}

describe('login', () => {
  const ok = { email: 'agent@example.com', password: 'x' };

  it("missing or empty email: 'email is required'", () => {
    expect(messageFor(loginSchema, { password: 'x' }, 'email')).toBe('email is required');
    expect(messageFor(loginSchema, { ...ok, email: '' }, 'email')).toBe('email is required');
    expect(messageFor(loginSchema, { ...ok, email: '   ' }, 'email')).toBe('email is required');
  });

  it("an empty email reports only 'email is required', not the format message as well", () => {
    expect(issues(loginSchema, { ...ok, email: '' })).toEqual([['email', 'email is required']]);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com'])(
    "'%s': 'email must be a valid email address'",
    (email) => {
      expect(issues(loginSchema, { ...ok, email })).toEqual([
        ['email', 'email must be a valid email address'],
      ]);
    },
  );

  it("missing or empty password: 'password is required'", () => {
    expect(messageFor(loginSchema, { email: ok.email }, 'password')).toBe('password is required');
    expect(issues(loginSchema, { ...ok, password: '' })).toEqual([['password', 'password is required']]);
  });

  it('login does not apply the 8-character minimum (existing passwords are only checked)', () => {
    expect(loginSchema.safeParse({ ...ok, password: 'short' }).success).toBe(true);
  });

  it('rememberMe defaults to false and keeps a given value', () => {
    expect(parsed(loginSchema, ok).rememberMe).toBe(false);
    expect(parsed(loginSchema, { ...ok, rememberMe: true }).rememberMe).toBe(true);
    expect(parsed(loginSchema, { ...ok, rememberMe: false }).rememberMe).toBe(false);
  });

  it('rememberMe must be a boolean', () => {
    expect(loginSchema.safeParse({ ...ok, rememberMe: 'yes' }).success).toBe(false);
  });

  it('the e-mail is trimmed and lower-cased', () => {
    expect(parsed(loginSchema, { ...ok, email: '  Agent@Example.COM ' }).email).toBe('agent@example.com');
  });

  it('both messages at once for an empty form', () => {
    expect(issues(loginSchema, { email: '', password: '' })).toEqual([
      ['email', 'email is required'],
      ['password', 'password is required'],
    ]);
  });
});

describe('forgot password', () => {
  it('e-mail required and valid', () => {
    expect(messageFor(forgotPasswordSchema, { email: '' }, 'email')).toBe('email is required');
    expect(messageFor(forgotPasswordSchema, { email: 'nope' }, 'email')).toBe(
      'email must be a valid email address',
    );
    expect(parsed(forgotPasswordSchema, { email: 'A@B.co' }).email).toBe('a@b.co');
  });
});

describe('new password (reset and sign-up)', () => {
  it("empty password: 'password is required' first", () => {
    expect(messageFor(newPasswordFormSchema, { password: '', confirmPassword: '' }, 'password')).toBe(
      'password is required',
    );
  });

  it.each(['a', '1234567', 'seven77'])(
    "'%s' (under 8): 'password requires minimum 8 characters'",
    (password) => {
      expect(messageFor(newPasswordFormSchema, { password, confirmPassword: password }, 'password')).toBe(
        'password requires minimum 8 characters',
      );
    },
  );

  it('exactly 8 characters is enough', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: '12345678', confirmPassword: '12345678' }).success,
    ).toBe(true);
  });

  it("a different confirmation: 'passwords must match' on confirmPassword", () => {
    expect(issues(newPasswordFormSchema, { password: 'longenough', confirmPassword: 'longenougH' })).toEqual([
      ['confirmPassword', 'passwords must match'],
    ]);
    expect(issues(newPasswordFormSchema, { password: 'longenough', confirmPassword: '' })).toEqual([
      ['confirmPassword', 'passwords must match'],
    ]);
  });
});

describe('verification code', () => {
  it.each(['ABCD', 'ABCDEF', '', 'A'])("'%s': 'invalid code length'", (code) => {
    expect(issues(confirmCodeSchema, { code })).toEqual([['code', 'invalid code length']]);
  });

  it('5 characters are accepted (surrounding spaces trimmed)', () => {
    expect(parsed(confirmCodeSchema, { code: 'ABCDE' }).code).toBe('ABCDE');
    expect(parsed(confirmCodeSchema, { code: ' ab2de ' }).code).toBe('ab2de');
  });
});

describe('sign-up', () => {
  const agent = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'Ada@Example.com',
    password: 'longenough',
    confirmPassword: 'longenough',
    stateLicenseNumber: 'LIC-123',
    state: 'TX',
  };

  it("first and last name required: 'first name is required', 'last name is required'", () => {
    const without = { ...agent, firstName: '', lastName: '   ' };
    expect(messageFor(signUpFormSchema, without, 'firstName')).toBe('first name is required');
    expect(messageFor(signUpFormSchema, without, 'lastName')).toBe('last name is required');
    const missing: Record<string, unknown> = { ...agent };
    delete missing.firstName;
    delete missing.lastName;
    expect(messageFor(signUpFormSchema, missing, 'firstName')).toBe('first name is required');
    expect(messageFor(signUpFormSchema, missing, 'lastName')).toBe('last name is required');
  });

  it('over-long fields say which and how long they may be', () => {
    const long = { ...agent, firstName: 'A'.repeat(101), lastName: 'L'.repeat(101), city: 'C'.repeat(101) };
    expect(messageFor(registerUserSchema, long, 'firstName')).toBe(
      'first name is too long (100 characters at most)',
    );
    expect(messageFor(registerUserSchema, long, 'lastName')).toBe(
      'last name is too long (100 characters at most)',
    );
    expect(messageFor(registerUserSchema, long, 'city')).toBe('city is too long (100 characters at most)');
    expect(messageFor(updateUserSchema, { firstName: 'A'.repeat(101), lastName: 'L' }, 'firstName')).toBe(
      'first name is too long (100 characters at most)',
    );
    expect(parsed(registerUserSchema, { ...agent, firstName: 'A'.repeat(100) }).firstName).toHaveLength(100);
  });

  it('e-mail required and valid', () => {
    expect(messageFor(signUpFormSchema, { ...agent, email: '' }, 'email')).toBe('email is required');
    expect(messageFor(signUpFormSchema, { ...agent, email: 'ada' }, 'email')).toBe(
      'email must be a valid email address',
    );
  });

  it('password rules apply to sign-up too', () => {
    expect(
      messageFor(signUpFormSchema, { ...agent, password: 'short', confirmPassword: 'short' }, 'password'),
    ).toBe('password requires minimum 8 characters');
    expect(messageFor(signUpFormSchema, { ...agent, confirmPassword: 'different1' }, 'confirmPassword')).toBe(
      'passwords must match',
    );
    expect(messageFor(registerUserSchema, { ...agent, password: 'short' }, 'password')).toBe(
      'password requires minimum 8 characters',
    );
  });

  it('a complete agent sign-up passes, with the e-mail lower-cased and isAdmin false', () => {
    const out = parsed(signUpFormSchema, agent);
    expect(out.email).toBe('ada@example.com');
    expect(out.isAdmin).toBe(false);
    expect(parsed(registerUserSchema, agent).email).toBe('ada@example.com');
  });

  for (const [name, schema] of [
    ['form', signUpFormSchema],
    ['registerUser', registerUserSchema],
  ] as const) {
    describe(name, () => {
      it("an agent without a license number: 'State License Number is required'", () => {
        expect(messageFor(schema, { ...agent, stateLicenseNumber: undefined }, 'stateLicenseNumber')).toBe(
          'State License Number is required',
        );
        expect(messageFor(schema, { ...agent, stateLicenseNumber: '  ' }, 'stateLicenseNumber')).toBe(
          'State License Number is required',
        );
      });

      // The spec gives no message for the sign-up state; 'state is required' is the one it uses elsewhere.
      it.each([undefined, '', 'T', 'ZZ'])('an agent needs a state (%s is not one)', (state) => {
        expect(messageFor(schema, { ...agent, state }, 'state')).toBe('state is required');
      });

      it('an agent with license and a known state passes (any case)', () => {
        expect(schema.safeParse(agent).success).toBe(true);
        expect(schema.safeParse({ ...agent, state: 'tx' }).success).toBe(true);
      });

      it('an admin (isAdmin true) needs neither license nor state', () => {
        const admin: Record<string, unknown> = { ...agent, isAdmin: true };
        delete admin.stateLicenseNumber;
        delete admin.state;
        const r = schema.safeParse(admin);
        expect(r.success).toBe(true);
      });

      it('not saying isAdmin means agent rules apply', () => {
        const noLicense: Record<string, unknown> = { ...agent };
        delete noLicense.stateLicenseNumber;
        delete noLicense.state;
        const messages = issues(schema, noLicense);
        expect(messages).toContainEqual(['stateLicenseNumber', 'State License Number is required']);
        expect(messages.some(([path]) => path === 'state')).toBe(true);
      });
    });
  }
});

describe('updateUser (personal information)', () => {
  const base = { firstName: 'Ada', lastName: 'Lovelace' };

  it('names are required with their messages', () => {
    expect(messageFor(updateUserSchema, { ...base, firstName: '' }, 'firstName')).toBe(
      'first name is required',
    );
    expect(messageFor(updateUserSchema, { ...base, lastName: '' }, 'lastName')).toBe('last name is required');
  });

  it('phone is optional', () => {
    expect(updateUserSchema.safeParse(base).success).toBe(true);
    expect(parsed(updateUserSchema, base).phone).toBeUndefined();
  });

  it("phone, when given, must not be blank: 'phone is required'", () => {
    expect(issues(updateUserSchema, { ...base, phone: '' })).toEqual([['phone', 'phone is required']]);
    expect(issues(updateUserSchema, { ...base, phone: '   ' })).toEqual([['phone', 'phone is required']]);
    expect(parsed(updateUserSchema, { ...base, phone: ' +1 813 555 0142 ' }).phone).toBe('(813) 555-0142');
  });

  it("an invalid e-mail: 'valid email is required'", () => {
    expect(issues(updateUserSchema, { ...base, email: 'nope' })).toEqual([
      ['email', 'valid email is required'],
    ]);
    expect(issues(updateUserSchema, { ...base, email: '' })).toEqual([['email', 'valid email is required']]);
    expect(updateUserSchema.safeParse({ ...base, email: 'ada@example.com' }).success).toBe(true);
  });
});
