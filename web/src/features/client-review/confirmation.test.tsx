/**
 * The payment confirmation (docs/requirements.md#payment, #routes): the client's own page with
 * the confirmation (the policy number once bound), their application and documents opened through
 * signed links; the contract id in the query (else this tab's contract); one route per program.
 */
import { clientPageTexts, clientReviewTexts, paymentStatusTexts, policyIndexTexts } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ClientContractData,
  makeClientContract,
  makeClientUser,
} from '../../test/client-contract-fixtures.js';
import { type FakeHandlers, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makePolicyIndex, makeSettlement } from '../../test/policy-index-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const bound = (over: Partial<ClientContractData> = {}) =>
  makeClientContract({
    status: 'APPROVED',
    policyNumber: 'HPC-2026-000007',
    payment: {
      method: 'ACH',
      maskedAccountNumber: '••••6789',
      accountType: 'CHECKING',
      paidAt: '2026-11-25T10:00:00.000Z',
      amount: 5_660,
      collection: 'ACH_AUTHORIZED',
    },
    documents: [
      ...makeClientContract().documents,
      { id: 'c1.policy.pdf', fileName: 'policy.pdf', kind: 'POLICY', createdAt: '2026-11-25T10:01:00.000Z' },
    ],
    ...over,
  });

function openConfirmation(path: string, contract: ClientContractData | null, handlers: FakeHandlers = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetClientContract: () => ({ data: { getContract: contract } }),
    GetClientDocumentUrl: (call) => ({
      data: { getSignedUrl: `https://files.test/${call.variables.file}?sig=1` },
    }),
    ...handlers,
  });
  const app = renderApp({ path, token: 'client-session', fetch: fake.fetch });
  return { ...app, fake };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('payment confirmation', () => {
  it("shows the bound policy's live index, and once settled the claim's status", async () => {
    const { fake } = openConfirmation('/apply/hpc/payment-confirmation?contract=c1', bound(), {
      GetPolicyIndex: () => ({
        data: {
          getPolicyIndex: makePolicyIndex({
            contractId: 'c1',
            state: 'PAID',
            settlement: makeSettlement(),
            claim: {
              id: 'c1',
              status: 'APPROVED',
              payout: 41_666.67,
              payableMethod: 'ACH',
              payableAccount: '••••1234',
              clientMessage: null,
              decidedAt: '2027-05-16T10:00:00.000Z',
              createdAt: '2027-05-15T07:00:00.000Z',
            },
          }),
        },
      }),
    });
    const panel = await screen.findByRole('region', { name: policyIndexTexts.title });
    expect(fake.calls.find((c) => c.operationName === 'GetPolicyIndex')!.variables).toEqual({
      contractId: 'c1',
    });
    expect(within(panel).getByTestId('policy-claim-status').textContent).toContain(
      'Approved: $41,666.67 payable by ACH ••••1234.',
    );
  });

  it('no index before the cover is bound', async () => {
    const { fake } = openConfirmation(
      '/apply/hpc/payment-confirmation?contract=c1',
      bound({ status: 'CLIENT_REVIEWED', policyNumber: null }),
    );
    expect(await screen.findByText(paymentStatusTexts.confirmationPending('ACH_AUTHORIZED'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: policyIndexTexts.title })).toBeNull();
    expect(fake.calls.filter((c) => c.operationName === 'GetPolicyIndex')).toHaveLength(0);
  });

  it('confirms the bound cover with its policy number and lists the documents', async () => {
    openConfirmation('/apply/hpc/payment-confirmation?contract=c1', bound());
    expect(await screen.findByRole('heading', { name: 'ACH Debit Authorized' })).toBeTruthy();
    expect(
      screen.getByText(paymentStatusTexts.confirmationText('ACH_AUTHORIZED', 'HPC-2026-000007')),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: clientPageTexts.documentsTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Signed Application' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Policy Declarations' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Application summary' })).toBeTruthy();
  });

  it('an ACH authorisation is not money received: the page says the bank debit is pending', async () => {
    openConfirmation('/apply/hpc/payment-confirmation?contract=c1', bound());
    expect(await screen.findByRole('heading', { name: 'ACH Debit Authorized' })).toBeTruthy();
    const status = screen.getByText(/ACH debit authorization is recorded/);
    expect(status.textContent).toContain('The debit from your bank account is pending');
    expect(document.body.textContent).not.toMatch(/payment received|payment was received/i);
  });

  it('a wire marked received by operations reads as received', async () => {
    openConfirmation(
      '/apply/hpc/payment-confirmation?contract=c1',
      bound({
        payment: {
          method: 'WIRE',
          maskedAccountNumber: null,
          accountType: null,
          paidAt: '2026-11-25T10:00:00.000Z',
          amount: 5_660,
          collection: 'WIRE_RECEIVED',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(
      screen.getByText(paymentStatusTexts.confirmationText('WIRE_RECEIVED', 'HPC-2026-000007')),
    ).toBeTruthy();
  });

  it('opens a document through a signed link in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const app = openConfirmation('/apply/hpc/payment-confirmation?contract=c1', bound());
    await user.click(await screen.findByRole('button', { name: 'View Policy Declarations' }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.test/c1.policy.pdf?sig=1'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(app.fake.calls.find((c) => c.operationName === 'GetClientDocumentUrl')?.variables).toEqual({
      file: 'c1.policy.pdf',
    });
  });

  it('says so when a document cannot be opened, and closes the blank tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openConfirmation('/apply/hpc/payment-confirmation?contract=c1', bound(), {
      GetClientDocumentUrl: () => gqlError('INVALID_PERMISSIONS', 'no'),
    });
    await user.click(await screen.findByRole('button', { name: 'View Policy Declarations' }));
    expect(await screen.findByText(clientPageTexts.documentOpenError)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('authorised but not bound yet: the pending confirmation', async () => {
    openConfirmation(
      '/apply/hpc/payment-confirmation?contract=c1',
      bound({ status: 'CLIENT_REVIEWED', policyNumber: null }),
    );
    expect(await screen.findByText(paymentStatusTexts.confirmationPending('ACH_AUTHORIZED'))).toBeTruthy();
  });

  it("without the id in the query: this tab's contract, named in the address", async () => {
    sessionStorage.setItem('almanac.clientContract', 'c1');
    const app = openConfirmation('/apply/hpc/payment-confirmation', bound());
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
    expect(
      await screen.findByText(paymentStatusTexts.confirmationText('ACH_AUTHORIZED', 'HPC-2026-000007')),
    ).toBeTruthy();
  });

  it("another program's route leads to the contract's own program", async () => {
    const app = openConfirmation('/apply/ltc/payment-confirmation?contract=c1', bound());
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
  });

  it('a contract not paid yet opens its page instead', async () => {
    const app = openConfirmation(
      '/apply/hpc/payment-confirmation?contract=c1',
      makeClientContract({ status: 'CLIENT_REVIEWED' }),
    );
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
  });

  it('Error Loading Data without a contract to show, or when it fails to load', async () => {
    const app = openConfirmation('/apply/hpc/payment-confirmation', null);
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
    expect(app.fake.calls.some((c) => c.operationName === 'GetClientContract')).toBe(false);
    app.unmount();
    openConfirmation('/apply/hpc/payment-confirmation?contract=c1', null, {
      GetClientContract: () => gqlError('INVALID_PERMISSIONS', 'no'),
    });
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
  });
});
