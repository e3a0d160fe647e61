/**
 * The payment page (docs/requirements.md#payment, #validation-ach, #feature-flags) through the
 * app's routes with the GraphQL boundary faked: title, total due and the due-in-full date; the ACH
 * form with the clientBankInfoFeature flag (its messages, the authorisation, success and failure:
 * the 5 s toast and the line under the form); the configured wire instructions without the flag;
 * and the redirects by status.
 */
import {
  ACH_AUTHORIZATION_TEXT,
  achMessages,
  clientReviewTexts,
  formatUsDate,
  PAYMENT_TOAST_MS,
  paymentStatusTexts,
  paymentTexts,
  type WireInstructions,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/toaster-store.js';
import type { AddClientPaymentMutationVariables } from '../../lib/graphql/generated/graphql.js';
import type { RuntimeConfig } from '../../lib/config.js';
import { localToday } from '../../shared/dates/local-today.js';
import {
  type ClientContractData,
  labelStart,
  makeClientContract,
  makeClientUser,
} from '../../test/client-contract-fixtures.js';
import { type FakeHandlers, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

const wire: WireInstructions = {
  beneficiaryName: 'Test Premium Trust',
  beneficiaryBank: 'Test Bank',
  accountNumber: '000111222333',
  routingNumber: '123456780',
  referenceNote: 'Almanac premium',
  supportEmail: 'wires@example.org',
};

const achOn: Partial<RuntimeConfig> = { flags: { clientBankInfoFeature: true } };

function openPayment(
  contract: ClientContractData | null,
  { handlers = {}, config = achOn }: { handlers?: FakeHandlers; config?: Partial<RuntimeConfig> } = {},
) {
  let current = contract;
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetClientContract: () => ({ data: { getContract: current } }),
    AddClientPayment: () => {
      current = { ...current!, status: 'APPROVED', policyNumber: 'HPC-2026-000001' };
      return { data: { addClientUserPayment: current } };
    },
    ...handlers,
  });
  const app = renderApp({
    path: '/apply/application/c1/payment-details',
    token: 'client-session',
    fetch: fake.fetch,
    config,
  });
  return { ...app, fake };
}

const signed = (over: Partial<ClientContractData> = {}) =>
  makeClientContract({ status: 'CLIENT_REVIEWED', ...over });
const box = (label: string) => screen.getByRole('textbox', { name: labelStart(label) });
const authorize = () => screen.getByRole('button', { name: paymentTexts.submit }) as HTMLButtonElement;
const payments = (fake: ReturnType<typeof fakeGraphql>) =>
  fake.calls
    .filter((c) => c.operationName === 'AddClientPayment')
    .map((c) => c.variables as AddClientPaymentMutationVariables);

async function fillAch(user: ReturnType<typeof userEvent.setup>, routing = '123456780') {
  await user.type(box(paymentTexts.depositoryNameLabel), 'First Example Bank');
  await user.type(box(paymentTexts.accountNameLabel), 'Analytical Engines LLC');
  await user.type(box(paymentTexts.routingNumberLabel), routing);
  await user.type(box(paymentTexts.accountNumberLabel), '000123456789');
  await user.click(screen.getByRole('radio', { name: 'Checking' }));
  await user.type(box(paymentTexts.signNameLabel), 'Ada Lovelace');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('payment details', () => {
  it('shows the title, the total due and the date it is due in full', async () => {
    const contract = signed();
    openPayment(contract);
    expect(await screen.findByRole('heading', { name: paymentTexts.title })).toBeTruthy();
    expect(screen.getAllByText('$5,660').length).toBeGreaterThan(0);
    expect(screen.getByText(paymentTexts.dueInFull(formatUsDate(contract.paymentDueDate)))).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Application summary' })).toBeTruthy();
  });

  it("with clientBankInfoFeature: the ACH form shows the requirement's messages and the authorisation", async () => {
    const user = userEvent.setup();
    openPayment(signed());
    await screen.findByRole('heading', { name: paymentTexts.achTitle });
    expect(screen.getByText(ACH_AUTHORIZATION_TEXT)).toBeTruthy();
    expect(screen.getByDisplayValue(formatUsDate(localToday(new Date())))).toBeTruthy();
    await user.type(box(paymentTexts.depositoryNameLabel), 'Ab');
    await user.type(box(paymentTexts.accountNameLabel), 'Al');
    await user.type(box(paymentTexts.routingNumberLabel), '12345');
    await user.type(box(paymentTexts.accountNumberLabel), '0');
    await user.type(box(paymentTexts.signNameLabel), 'Ad');
    await user.tab();
    expect(await screen.findByText(achMessages.depositoryName)).toBeTruthy();
    expect(screen.getByText(achMessages.accountName)).toBeTruthy();
    expect(screen.getByText(achMessages.routingNumber)).toBeTruthy();
    expect(screen.getByText(achMessages.accountNumber)).toBeTruthy();
    expect(screen.getByText(achMessages.signName)).toBeTruthy();
    // Nine digits that fail the ABA checksum.
    await user.clear(box(paymentTexts.routingNumberLabel));
    await user.type(box(paymentTexts.routingNumberLabel), '123456789');
    expect(await screen.findByText(achMessages.routingChecksum)).toBeTruthy();
    expect(authorize().disabled).toBe(true);
  });

  it("authorises the debit and opens the program's payment confirmation", async () => {
    const user = userEvent.setup();
    const app = openPayment(signed());
    await screen.findByRole('heading', { name: paymentTexts.achTitle });
    await fillAch(user);
    await waitFor(() => expect(authorize().disabled).toBe(false));
    await user.click(authorize());
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
    expect(payments(app.fake)).toEqual([
      {
        contract: 'c1',
        input: {
          depositoryName: 'First Example Bank',
          namesOnTheAccount: 'Analytical Engines LLC',
          routingNumber: '123456780',
          accountNumber: '000123456789',
          accountType: 'CHECKING',
          signature: 'Ada Lovelace',
          signDate: localToday(new Date()),
        },
      },
    ]);
    expect(
      await screen.findByText(paymentStatusTexts.confirmationText('ACH_AUTHORIZED', 'HPC-2026-000001')),
    ).toBeTruthy();
  });

  it("a failed payment: the toast for 5 s and the server's message under the form", async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    const app = openPayment(signed(), {
      handlers: { AddClientPayment: () => gqlError('VALIDATION_ERROR', achMessages.routingChecksum) },
    });
    await screen.findByRole('heading', { name: paymentTexts.achTitle });
    await fillAch(user);
    await waitFor(() => expect(authorize().disabled).toBe(false));
    await user.click(authorize());
    const form = screen.getByRole('region', { name: paymentTexts.achTitle });
    expect(await within(form).findByText(achMessages.routingChecksum)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: paymentTexts.failureToast,
        duration: PAYMENT_TOAST_MS,
      }),
    );
    expect(await screen.findByText(paymentTexts.failureToast)).toBeTruthy();
    expect(app.location()).toBe('/apply/application/c1/payment-details');
  });

  it('without the flag: the configured wire instructions, the reference and the wires support e-mail', async () => {
    openPayment(signed(), { config: { flags: { clientBankInfoFeature: false }, wireInstructions: wire } });
    const card = await screen.findByRole('region', { name: paymentTexts.wireTitle });
    for (const text of [
      'Test Premium Trust',
      'Test Bank',
      '000111222333',
      '123456780',
      'Almanac premium c1',
    ]) {
      expect(within(card).getByText(text), text).toBeTruthy();
    }
    const support = within(card).getByRole('link', { name: paymentTexts.wireSupport('wires@example.org') });
    expect(support.getAttribute('href')).toBe('mailto:wires@example.org');
    expect(screen.queryByRole('button', { name: paymentTexts.submit })).toBeNull();
  });

  it('without the flag and without configured instructions: says they are not available', async () => {
    openPayment(signed(), { config: {} });
    expect(await screen.findByText(paymentTexts.wireUnavailable)).toBeTruthy();
    expect(screen.queryByText('123456780')).toBeNull();
  });

  it('an application not signed yet opens Sign & Submit; a bound one its confirmation', async () => {
    const app = openPayment(makeClientContract({ status: 'AWAITING_CLIENT' }));
    await waitFor(() => expect(app.location()).toBe('/apply/c1/application-sign'));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.signTitle })).toBeTruthy();
    app.unmount();
    const bound = openPayment(makeClientContract({ status: 'APPROVED', policyNumber: 'HPC-2026-000001' }));
    await waitFor(() => expect(bound.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
  });

  it('an application in any other status is not waiting for payment: no form', async () => {
    openPayment(makeClientContract({ status: 'EXPIRED' }));
    expect(await screen.findByText(paymentTexts.notPayable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: paymentTexts.submit })).toBeNull();
  });

  it('Error Loading Data when the contract fails to load', async () => {
    openPayment(null, { handlers: { GetClientContract: () => gqlError('INTERNAL_SERVER_ERROR', 'boom') } });
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
  });
});
