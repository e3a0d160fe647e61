import { describe, expect, it } from 'vitest';
import {
  afterLossReviewPath,
  canContinueLossReport,
  claimSubmittedPath,
  COVERAGE_TYPES,
  lossReportFormSchema,
  lossReportMessages,
  lossReviewFormSchema,
  policyNumberModalSchema,
  routedCoverageTypes,
  saveLossReviewArgsSchema,
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

  it('continues only when I and II are valid and III and IV were opened', () => {
    const all = {
      namedInsuredValid: true,
      lossDetailsValid: true,
      representationsOpened: true,
      disclaimersOpened: true,
    };
    expect(canContinueLossReport(all)).toBe(true);
    for (const key of Object.keys(all)) expect(canContinueLossReport({ ...all, [key]: false })).toBe(false);
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
  it('lists 11 coverage types; with the flag off only low temperature has its sub-route', () => {
    expect(COVERAGE_TYPES).toHaveLength(11);
    expect(routedCoverageTypes(true)).toHaveLength(11);
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
