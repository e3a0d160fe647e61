import { describe, expect, it } from 'vitest';
import {
  AppError,
  TEAM_INVITE_HAS_ACCOUNT_MESSAGE,
  TEAM_INVITE_SELF_MESSAGE,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  ErrorCode,
  errorMessages,
  INTERNAL_SERVER_ERROR_MESSAGE,
  isErrorCode,
  messageForError,
} from './errors.js';

describe('messageForError: catalogue texts verbatim', () => {
  // docs/requirements.md#error-catalogue.
  it.each([
    ['INVALID_TOKEN', 'Invalid token'],
    ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'],
    ['INVALID_PASSWORD', 'Invalid password'],
    ['INVALID_PERMISSIONS', 'You do not have permission to perform this action.'],
    ['ORGANIZATION_CONTACT_ALREADY_INVITED', 'User already invited.'],
    ['APPLICATION_TOO_EARLY', 'Application too early'],
    ['APPLICATION_TOO_LATE', 'Application is past the deadline'],
    ['RISK_API_ERROR', 'We ran into an error while trying to calculate your risk. Please try again.'],
    [
      'INSCIPHER_ERROR',
      'We ran into an error while trying to retrieve your estimated taxes. Please try again later.',
    ],
    [
      'RISK_OVERLOADED',
      'We are experiencing higher server load, our pricing server may take longer to respond than usual.',
    ],
    [
      'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
      'We were not able to find an option for your initial inputs but we can try expanding the criteria to find the next available option?',
    ],
  ])('%s → %s', (code, text) => {
    expect(messageForError(code)).toBe(text);
    expect(errorMessages[code as ErrorCode]).toBe(text);
  });

  it('a catalogue code shows its own text, not whatever the server said', () => {
    expect(messageForError('INVALID_TOKEN', 'token row missing in table xyz')).toBe('Invalid token');
    expect(messageForError('INVALID_PERMISSIONS', 'caller role agent lacks admin')).toBe(
      'You do not have permission to perform this action.',
    );
  });
});

describe('messageForError: unknown codes', () => {
  it.each([
    undefined,
    '',
    'SOMETHING_ELSE',
    'invalid_token',
    'toString',
    '__proto__',
    'constructor',
    'BAD_USER_INPUT',
  ])("%s → 'Internal Server Error'", (code) => {
    expect(messageForError(code)).toBe('Internal Server Error');
    expect(messageForError(code, 'leaky server detail')).toBe('Internal Server Error');
  });

  it('the fallback constant is the spec text', () => {
    expect(INTERNAL_SERVER_ERROR_MESSAGE).toBe('Internal Server Error');
    expect(messageForError('INTERNAL_SERVER_ERROR')).toBe('Internal Server Error');
  });
});

describe('messageForError: VALIDATION_ERROR', () => {
  it("shows the server's message (the field message of the spec)", () => {
    expect(messageForError('VALIDATION_ERROR', 'password requires minimum 8 characters')).toBe(
      'password requires minimum 8 characters',
    );
    expect(messageForError('VALIDATION_ERROR', 'email is required')).toBe('email is required');
  });

  it('falls back to its catalogue text without a server message', () => {
    expect(messageForError('VALIDATION_ERROR')).toBe(errorMessages.VALIDATION_ERROR);
    expect(messageForError('VALIDATION_ERROR', '')).toBe(errorMessages.VALIDATION_ERROR);
    expect(errorMessages.VALIDATION_ERROR.length).toBeGreaterThan(0);
  });
});

describe('messageForError: EMAIL_ALREADY_REGISTERED', () => {
  it("shows sign-up's catalogue text, or createClientUser's own when the server sent it", () => {
    expect(messageForError('EMAIL_ALREADY_REGISTERED', errorMessages.EMAIL_ALREADY_REGISTERED)).toBe(
      'An account with this email already exists. Please log in instead.',
    );
    expect(messageForError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE)).toBe(
      CLIENT_EMAIL_TAKEN_MESSAGE,
    );
    expect(messageForError('EMAIL_ALREADY_REGISTERED')).toBe(errorMessages.EMAIL_ALREADY_REGISTERED);
    // Any other server text is not shown.
    expect(messageForError('EMAIL_ALREADY_REGISTERED', 'taken')).toBe(errorMessages.EMAIL_ALREADY_REGISTERED);
    expect(messageForError('INVALID_PERMISSIONS', CLIENT_EMAIL_TAKEN_MESSAGE)).toBe(
      errorMessages.INVALID_PERMISSIONS,
    );
  });
});

describe('catalogue', () => {
  it('every code has a non-empty message and maps to itself', () => {
    for (const [key, code] of Object.entries(ErrorCode)) {
      expect(code).toBe(key);
      expect(errorMessages[code].trim().length).toBeGreaterThan(0);
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('isErrorCode rejects non-codes', () => {
    for (const v of [undefined, null, 1, {}, 'nope', 'invalid_token', 'hasOwnProperty'])
      expect(isErrorCode(v)).toBe(false);
  });
});

describe('AppError', () => {
  it("name equals its code (AppSync's errorType) and the message defaults to the catalogue", () => {
    for (const code of Object.values(ErrorCode)) {
      const error = new AppError(code);
      expect(error.name).toBe(code);
      expect(error.code).toBe(code);
      expect(error.message).toBe(errorMessages[code]);
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(AppError);
    }
  });

  it('keeps a given message and info', () => {
    const error = new AppError('VALIDATION_ERROR', 'email is required', {
      fieldErrors: { email: 'email is required' },
    });
    expect(error.name).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('email is required');
    expect(error.info).toEqual({ fieldErrors: { email: 'email is required' } });
    expect(messageForError(error.name, error.message)).toBe('email is required');
  });

  it('round-trips through messageForError for catalogue codes', () => {
    expect(messageForError(new AppError('INVALID_EMAIL_OR_PASSWORD').name)).toBe('Invalid email or password');
  });
});

describe('team invitation refusals say why (issue 27)', () => {
  it('shows "it is you" and "another account" instead of "User already invited."', () => {
    for (const text of [TEAM_INVITE_SELF_MESSAGE, TEAM_INVITE_HAS_ACCOUNT_MESSAGE])
      expect(messageForError('ORGANIZATION_CONTACT_ALREADY_INVITED', text)).toBe(text);
    expect(messageForError('ORGANIZATION_CONTACT_ALREADY_INVITED', 'something else')).toBe(
      'User already invited.',
    );
  });
});
