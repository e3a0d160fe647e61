import { describe, expect, it } from 'vitest';
import { WHOLE_CENTS_MESSAGE } from '../quoting/money.js';
import { START_AFTER_END_MESSAGE } from './pricing.js';
import {
  END_DATE_INVALID_MESSAGE,
  END_DATE_REQUIRED_MESSAGE,
  feedbackSchema,
  LIMIT_REQUIRED_MESSAGE,
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
    [{ limit: 0 }, LIMIT_REQUIRED_MESSAGE],
    [{ limit: 0.5 }, LIMIT_REQUIRED_MESSAGE],
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
