import { describe, expect, it } from 'vitest';
import {
  afterLossReviewPath,
  canContinueLossReport,
  claimSubmittedPath,
  COVERAGE_TYPES,
  formatClaimNumber,
  isClaimNumber,
  lossReportAcknowledgmentsSchema,
  lossReportDateProblem,
  lossReportFormSchema,
  lossReportMessages,
  lossReviewFormSchema,
  policyCodeFromBytes,
  policyNumberModalSchema,
  routedCoverageTypes,
  SOLD_COVERAGE_TYPES,
  saveLossReviewArgsSchema,
  addDays,
} from '../index.js';

const valid = {
  name: 'Bayside Farms LLC',
  address1: '1 Harbor Way',
  city: 'Tampa',
  state: 'FL',
  zipcode: '33602',
  contactEmail: 'owner@bayside.test',
  policyNumber: 'ALM-HPC-2026-000001',
  notificationDate: '2026-11-20',
  representationsAccepted: true,
  disclaimersAccepted: true,
};
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const NOW = new Date('2026-11-25T20:00:00Z');

describe('the loss report form', () => {
  it('accepts a complete report; the description is optional', () => {
    expect(lossReportFormSchema.safeParse(valid).success).toBe(true);
    expect(lossReportFormSchema.parse({ ...valid, basisDescription: '' }).basisDescription).toBeUndefined();
  });

  it('requires name, address, city, state and policy number, a 5-digit or ZIP+4 zip and a valid e-mail', () => {
    const r = lossReportFormSchema.safeParse({
      ...valid,
      name: ' ',
      address1: '',
      city: '',
      state: '',
      zipcode: '123',
      contactEmail: 'nope',
      policyNumber: '',
      notificationDate: '20/11/2026',
    });
    expect(messagesOf(r).sort()).toEqual(
      [
        lossReportMessages.name,
        lossReportMessages.address1,
        lossReportMessages.city,
        lossReportMessages.state,
        lossReportMessages.zipcode,
        lossReportMessages.contactEmail,
        lossReportMessages.policyNumber,
        lossReportMessages.notificationDate,
      ].sort(),
    );
    expect(lossReportFormSchema.safeParse({ ...valid, zipcode: '3360' }).success).toBe(false);
    expect(lossReportFormSchema.safeParse({ ...valid, zipcode: '33602-1234' }).success).toBe(true);
  });

  it('continues only when I and II are valid and III and IV are acknowledged (issue 27)', () => {
    const all = {
      namedInsuredValid: true,
      lossDetailsValid: true,
      representationsAccepted: true,
      disclaimersAccepted: true,
    };
    expect(canContinueLossReport(all)).toBe(true);
    for (const key of Object.keys(all)) expect(canContinueLossReport({ ...all, [key]: false })).toBe(false);
  });
});

describe('the dates of a loss report (issue 27)', () => {
  const base = { notificationDate: '2027-01-10', today: '2027-01-15', periodStart: '2027-01-01' };
  it('accepts a notification date within the period, up to today', () => {
    expect(lossReportDateProblem(base)).toBeNull();
    expect(lossReportDateProblem({ ...base, notificationDate: '2027-01-15' })).toBeNull();
  });
  it('takes the next calendar day (already today east of Hawaii), not the day after', () => {
    const next = lossReportDateProblem({ ...base, notificationDate: addDays(base.today, 1) });
    expect(next).toBeNull();
    expect(lossReportDateProblem({ ...base, notificationDate: addDays(base.today, 2) })?.message).toBe(
      'The notification date cannot be in the future',
    );
  });
  it('refuses a notification date in the future, e.g. in 2030', () => {
    expect(lossReportDateProblem({ ...base, notificationDate: '2030-06-01' })).toEqual({
      field: 'notificationDate',
      message: 'The notification date cannot be in the future',
    });
  });
  it('refuses a notification date before the period began', () => {
    expect(lossReportDateProblem({ ...base, notificationDate: '2026-12-31' })?.message).toBe(
      'The notification date cannot be before the policy period begins (01/01/2027)',
    );
  });
  it('refuses a report on a policy whose period has not begun', () => {
    expect(lossReportDateProblem({ ...base, today: '2026-12-20', notificationDate: '2026-12-20' })).toEqual({
      field: 'policy',
      message: "This policy's period begins on 01/01/2027: a loss report can be filed once it has begun.",
    });
  });
  it('the form needs sections III and IV acknowledged', () => {
    expect(lossReportAcknowledgmentsSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      lossReportMessages.representationsAccepted,
      lossReportMessages.disclaimersAccepted,
    ]);
  });
});

describe('the claim number (issue 27)', () => {
  it('is CLM-{year}-{code} with the code’s check character', () => {
    const code = policyCodeFromBytes(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    const n = formatClaimNumber(2026, code);
    expect(n).toMatch(/^CLM-2026-[0-9A-Z]{9}$/);
    expect(isClaimNumber(n)).toBe(true);
    expect(isClaimNumber(n.slice(0, -1) + (n.endsWith('0') ? '1' : '0'))).toBe(false);
  });
});

describe('the review', () => {
  const review = {
    clientSignature: 'Ann Owner',
    readConfirmation: true,
    reviewDate: '2026-11-25',
    payoutMethod: 'eCheck',
  };

  it('needs a signature, the read confirmation and today', () => {
    const r = lossReviewFormSchema(NOW, false).safeParse({
      ...review,
      clientSignature: '',
      readConfirmation: false,
      reviewDate: '2026-11-01',
    });
    expect(messagesOf(r)).toEqual([
      'Your signature is required',
      lossReportMessages.readConfirmation,
      lossReportMessages.reviewDate,
    ]);
  });

  it('offers ACH only with an account on file; eCheck is the default', () => {
    expect(lossReviewFormSchema(NOW, false).safeParse({ ...review, payoutMethod: 'ACH' }).success).toBe(
      false,
    );
    expect(lossReviewFormSchema(NOW, true).safeParse({ ...review, payoutMethod: 'ACH' }).success).toBe(true);
    const args = saveLossReviewArgsSchema(NOW, false).parse({
      id: 'f1',
      input: {
        contractId: 'c1',
        agreeElectronicNamedInsured: true,
        clientSignature: 'A',
        reviewDate: '2026-11-25',
      },
    });
    expect(args.input.payoutMethod).toBe('eCheck');
  });
});

describe('routes', () => {
  it('offers the 4 sold of the 11 coverage types; with the flag off only low temperature has its sub-route', () => {
    expect(COVERAGE_TYPES).toHaveLength(11);
    expect(SOLD_COVERAGE_TYPES.map((c) => c.program)).toEqual(['LPC', 'HPC', 'LTC', 'HTC']);
    expect(routedCoverageTypes(true).map((c) => c.slug)).toEqual([
      'low-precipitation',
      'excess-precipitation',
      'low-temperature',
      'high-temperature',
    ]);
    expect(routedCoverageTypes(false).map((c) => c.slug)).toEqual(['low-temperature']);
  });

  it('sends a NeedsReview report to its peril page, or the submitted page with the flag on', () => {
    expect(claimSubmittedPath('HPC')).toBe('/loss-form/hpc/claim-submitted');
    expect(claimSubmittedPath('XYZ')).toBe('/loss-form//claim-submitted');
    expect(afterLossReviewPath('NEEDS_REVIEW', 'LTC', 'f1', false)).toBe('/loss-form/ltc/claim-submitted');
    expect(afterLossReviewPath('NEEDS_REVIEW', 'LTC', 'f1', true)).toBe('/loss-form/submitted/f1');
    expect(afterLossReviewPath('DRAFT', 'LTC', 'f1', false)).toBeNull();
  });

  it('the policy-number modal needs a number', () => {
    expect(messagesOf(policyNumberModalSchema.safeParse({ policyNumber: ' ' }))).toEqual([
      lossReportMessages.modalPolicyNumber,
    ]);
  });
});
