/**
 * A name that ends a sentence in an e-mail ends it with one full stop (issue 27): "Acme Inc." is
 * never followed by a second one, in the text or the HTML.
 */
import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '../ports/index.js';
import { contractFixture } from '../adapters/dynamodb/contracts/contracts.contract.js';
import { clientSignedEmail } from './contract-emails.js';
import { applicationApprovedEmail } from './decision-emails.js';
import { agencyReturnedEmail } from './onboarding-emails.js';

const noDoubleStop = (mail: { text: string; html: string }) => {
  expect(mail.text).not.toContain('Inc..');
  expect(mail.html).not.toContain('Inc..');
};

describe('names ending in "Inc." in e-mails', () => {
  it('the approval to the agent, the client-signed notice and the returned agency application', () => {
    const contract = contractFixture('k1', {
      entityInformation: { ...contractFixture('k1').entityInformation, legalName: 'Acme Farms Inc.' },
    });
    const approved = applicationApprovedEmail({
      id: 'm1',
      to: 'agent@example.com',
      contract,
      name: 'Avery',
      insured: 'Acme Farms Inc.',
    });
    expect(approved.text).toContain('the application for Acme Farms Inc. The client');
    noDoubleStop(approved);

    const signed = clientSignedEmail({
      id: 'm2',
      to: 'agent@example.com',
      contract,
      agentName: 'Avery',
      clientName: 'Dana Reyes',
      paymentDueDate: '2026-12-17',
      link: 'https://almanac.test/quotes/q1',
    });
    expect(signed.text).toContain('the application for Acme Farms Inc. It now waits');
    noDoubleStop(signed);

    const returned = agencyReturnedEmail({
      id: 'm3',
      to: 'owner@example.com',
      org: { id: 'org-1', name: 'Harbor & Field Inc.' } as OrganizationRecord,
      name: 'Avery',
      link: 'https://almanac.test/onboarding',
    });
    expect(returned.text).toContain('the application of Harbor & Field Inc. Please');
    noDoubleStop(returned);
  });
});
