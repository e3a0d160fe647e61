import { describe, expect, it } from 'vitest';
import { contractFixture } from '../adapters/dynamodb/contracts/contracts.contract.js';
import { applicationExpiredEmail, applicationRejectedEmail } from './decision-emails.js';
import { MAX_SUBJECT_NAME_LENGTH } from './subject-text.js';

describe('underwriting and expiry e-mails', () => {
  const contract = contractFixture('k1', {
    reviewDetails: {
      isApproved: false,
      reviewDate: '2026-12-01T10:00:00.000Z',
      reviewBy: 'ops-1',
      reviewerName: 'Olive Ops',
      reviewDescription: 'Internal: the agency is on watch',
      clientMessage: 'Limit <b>too</b> high',
    },
  });

  it("carries the underwriter's message to the client, escaped in HTML, never the internal notes, and a cut, clean insured name in the subject", () => {
    const insured = `Acme\r\nBcc: x@example.com ${'Farms '.repeat(30)}`;
    const mail = applicationRejectedEmail({
      id: 'm1',
      to: 'agent@example.com',
      contract,
      name: 'Avery',
      insured,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('Application declined: Acme Bcc: x@example.com Farms')).toBe(true);
    expect(mail.subject.length).toBeLessThan(MAX_SUBJECT_NAME_LENGTH + 60);
    expect(mail.text).toContain('Reason: Limit <b>too</b> high');
    expect(mail.html).toContain('Limit &lt;b&gt;too&lt;/b&gt; high');
    expect(mail.text + mail.html).not.toContain('on watch');
    expect(mail.meta).toEqual({ kind: 'application-rejected' });
  });

  it('says why the application expired, with a link only when the recipient has a page', () => {
    const withLink = applicationExpiredEmail({
      id: 'm2',
      to: 'agent@example.com',
      contract,
      name: 'Avery',
      insured: 'Acme Farms',
      reason: 'UNPAID',
      link: 'https://almanac.test/quotes/q-k1',
    });
    expect(withLink.text).toContain('Payment in full did not arrive 15 days before inception');
    expect(withLink.meta).toEqual({
      kind: 'application-expired',
      links: ['https://almanac.test/quotes/q-k1'],
    });
    const withoutLink = applicationExpiredEmail({
      id: 'm3',
      to: 'client@example.com',
      contract,
      name: 'Dana',
      insured: 'Acme Farms',
      reason: 'DEADLINE_PASSED',
    });
    expect(withoutLink.text).toContain('not signed before its application deadline');
    expect(withoutLink.html).not.toContain('<a href');
  });
});
