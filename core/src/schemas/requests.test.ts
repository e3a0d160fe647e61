import { describe, expect, it } from 'vitest';
import { WHOLE_CENTS_MESSAGE } from '../quoting/money.js';
import { START_AFTER_END_MESSAGE } from './pricing.js';
import {
  END_DATE_INVALID_MESSAGE,
  END_DATE_REQUIRED_MESSAGE,
  feedbackSchema,
  LIMIT_NOT_A_NUMBER_MESSAGE,
  LIMIT_REQUIRED_MESSAGE,
  LIMIT_TOO_LARGE_MESSAGE,
  LIMIT_TOO_SMALL_MESSAGE,
  premiumIndicationRequestProblems,
  REQUEST_EMAIL_REQUIRED_MESSAGE,
  REQUEST_PERIOD_TOO_LONG_MESSAGE,
  REQUEST_START_IN_PAST_MESSAGE,
  PERIL_MESSAGE,
  premiumIndicationRequestSchema,
  RATING_MESSAGE,
  START_DATE_INVALID_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
} from './requests.js';

const valid = { start: '2027-01-01', end: '2027-03-31', limit: 1000 };
const firstMessage = (schema: typeof premiumIndicationRequestSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('premiumIndicationRequestSchema', () => {
  it('defaults the peril to named storm and drops empty optional fields', () => {
    expect(
      premiumIndicationRequestSchema.parse({
        ...valid,
        programType: null,
        name: ' ',
        email: '',
        recaptcha: '',
      }),
    ).toEqual({ programType: 'NamedStorm', ...valid });
  });

  it('trims and lower-cases the contact e-mail', () => {
    expect(premiumIndicationRequestSchema.parse({ ...valid, email: ' A@B.Example ' }).email).toBe(
      'a@b.example',
    );
  });

  it.each([
    [{ programType: 'Earthquake' }, PERIL_MESSAGE],
    [{ programType: '' }, PERIL_MESSAGE],
    [{ start: '2027-04-01' }, START_AFTER_END_MESSAGE],
    [{ start: '2027-03-31' }, START_AFTER_END_MESSAGE],
    [{ limit: 0 }, LIMIT_TOO_SMALL_MESSAGE],
    [{ limit: -5 }, LIMIT_TOO_SMALL_MESSAGE],
    [{ limit: 999.99 }, LIMIT_TOO_SMALL_MESSAGE],
    [{ limit: 'abc' }, LIMIT_NOT_A_NUMBER_MESSAGE],
    [{ limit: '' }, LIMIT_REQUIRED_MESSAGE],
    [{ limit: 2_000_000_000 }, LIMIT_TOO_LARGE_MESSAGE],
    [{ limit: 1000.999 }, WHOLE_CENTS_MESSAGE],
    [{ limit: null }, LIMIT_REQUIRED_MESSAGE],
    [{ limit: undefined }, LIMIT_REQUIRED_MESSAGE],
    [{ start: null }, START_DATE_REQUIRED_MESSAGE],
    [{ start: '' }, START_DATE_REQUIRED_MESSAGE],
    [{ end: undefined }, END_DATE_REQUIRED_MESSAGE],
    [{ start: '2027-02-30' }, START_DATE_INVALID_MESSAGE],
    [{ start: '01/02/2027' }, START_DATE_INVALID_MESSAGE],
    [{ end: '2027-13-01' }, END_DATE_INVALID_MESSAGE],
  ])('%j → %s', (over, message) => {
    expect(firstMessage(premiumIndicationRequestSchema, { ...valid, ...over })).toBe(message);
  });

  it("the limit says what is wrong: 0 and -5 are too small, 'abc' is not an amount, '$250,000' reads", () => {
    expect(premiumIndicationRequestSchema.parse({ ...valid, limit: '$250,000' }).limit).toBe(250000);
    expect(premiumIndicationRequestSchema.parse({ ...valid, limit: 1000 }).limit).toBe(1000);
  });

  it('rules that need today and the caller: no past start, at most 12 months, an e-mail for visitors', () => {
    const at = { today: '2026-11-24', signedIn: false };
    const ok = { start: '2027-01-01', end: '2027-12-31', email: 'a@b.co' };
    expect(premiumIndicationRequestProblems(ok, at)).toEqual([]);
    expect(premiumIndicationRequestProblems({ ...ok, start: '2026-11-23', end: '2027-03-01' }, at)).toEqual([
      { path: 'start', message: REQUEST_START_IN_PAST_MESSAGE },
    ]);
    expect(premiumIndicationRequestProblems({ ...ok, end: '2028-01-01' }, at)).toEqual([
      { path: 'end', message: REQUEST_PERIOD_TOO_LONG_MESSAGE },
    ]);
    expect(premiumIndicationRequestProblems({ ...ok, end: '2034-12-31' }, at)[0]!.path).toBe('end');
    expect(premiumIndicationRequestProblems({ ...ok, email: undefined }, at)).toEqual([
      { path: 'email', message: REQUEST_EMAIL_REQUIRED_MESSAGE },
    ]);
    expect(premiumIndicationRequestProblems({ ...ok, email: undefined }, { ...at, signedIn: true })).toEqual(
      [],
    );
  });

  it('accepts 29 February in a leap year only', () => {
    expect(premiumIndicationRequestSchema.safeParse({ ...valid, end: '2028-02-29' }).success).toBe(true);
    expect(firstMessage(premiumIndicationRequestSchema, { ...valid, end: '2027-02-29' })).toBe(
      END_DATE_INVALID_MESSAGE,
    );
  });
});

describe('feedbackSchema', () => {
  it('takes a whole rating from 1 to 5 and optional text', () => {
    expect(feedbackSchema.parse({ rating: 5, feedback: ' Great ' })).toEqual({
      rating: 5,
      feedback: 'Great',
    });
    expect(feedbackSchema.parse({ rating: 1, feedback: '' })).toEqual({ rating: 1 });
  });

  it.each([0, 6, 3.5, null, undefined, '4'])('refuses the rating %j', (rating) => {
    const r = feedbackSchema.safeParse({ rating });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(RATING_MESSAGE);
  });
});
