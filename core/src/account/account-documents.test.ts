import { describe, expect, it } from 'vitest';
import {
  accountStaticDocuments,
  documentErrorBadge,
  documentErrorsOf,
  seesAgreements,
  stateLicensePathPrefix,
  uploadLabel,
  type DocumentErrorFacts,
} from './account-documents.js';

const onboarded = { isOnboarded: true };
const agreement = {
  purpose: 'AGENCY_AGREEMENT',
  filePath: 'lpc-insurance/organizations/org-1/agreement.pdf',
};
const license = (userId: string) => ({
  purpose: 'STATE_LICENSE',
  filePath: `${stateLicensePathPrefix('org-1', userId)}verified/f1/a.pdf`,
});
const facts = (extra: Partial<DocumentErrorFacts> = {}): DocumentErrorFacts => ({
  userId: 'u1',
  role: 'agent',
  organizationId: 'org-1',
  organization: onboarded,
  documents: [agreement, license('u1')],
  ...extra,
});

describe('unresolved document errors', () => {
  it('none when the agreement and the caller’s own license are on file', () => {
    expect(documentErrorsOf(facts())).toEqual([]);
  });

  it('the agency agreement is missing once the organisation counts as onboarded', () => {
    expect(documentErrorsOf(facts({ documents: [license('u1')] }))).toEqual(['agencyAgreementMissing']);
    for (const status of ['Approved', 'NeedsReview'] as const)
      expect(
        documentErrorsOf(
          facts({
            organization: { isOnboarded: false, application: { status } },
            documents: [license('u1')],
          }),
        ),
      ).toEqual(['agencyAgreementMissing']);
    // Still onboarding: not an error yet.
    expect(
      documentErrorsOf(
        facts({ organization: { isOnboarded: false, application: { status: 'Started' } }, documents: [] }),
      ),
    ).toEqual(['stateLicenseMissing']);
  });

  it("an agent or primary agent without their own license PDF (a colleague's does not count)", () => {
    expect(documentErrorsOf(facts({ documents: [agreement, license('u2')] }))).toEqual([
      'stateLicenseMissing',
    ]);
    expect(documentErrorsOf(facts({ role: 'primaryAgent', documents: [agreement] }))).toEqual([
      'stateLicenseMissing',
    ]);
    expect(documentErrorsOf(facts({ organizationId: null, organization: null, documents: [] }))).toEqual([
      'stateLicenseMissing',
    ]);
    // A super admin sells without a license of their own on file.
    expect(documentErrorsOf(facts({ role: 'superAdmin', documents: [agreement] }))).toEqual([]);
  });

  it('an admin, who sees no agreements, has none', () => {
    expect(documentErrorsOf(facts({ role: 'admin', documents: [] }))).toEqual([]);
    expect(seesAgreements('admin')).toBe(false);
    expect(seesAgreements('agent')).toBe(true);
  });

  it('the badge shows the count, capped at 9, and nothing for none', () => {
    expect(documentErrorBadge(0)).toBeUndefined();
    expect(documentErrorBadge(2)).toBe('2');
    expect(documentErrorBadge(9)).toBe('9');
    expect(documentErrorBadge(14)).toBe('9');
  });
});

describe('the Documents section', () => {
  it('names uploads by purpose, else by file name', () => {
    expect(uploadLabel({ purpose: 'AGENCY_AGREEMENT', fileName: 'a.pdf' })).toBe('Agency Agreement');
    expect(uploadLabel({ purpose: null, fileName: 'a.pdf' })).toBe('a.pdf');
  });

  it('links the three static documents', () => {
    expect(accountStaticDocuments.map((d) => d.title)).toEqual([
      'Agreement to Conduct Electronic Transactions',
      'Privacy Policy',
      'Terms of Use',
    ]);
  });
});
