/**
 * The public claim pages (docs/requirements.md#claims, #invitations, #feature-flags,
 * #static-documents) through the app's routes with the GraphQL boundary faked: the routes by the
 * claimsForm flag, the loss report form page (PDF, download, claims contact from the runtime
 * configuration, the claims process acknowledgment), and the policy-number modal (its message,
 * the invitation with the API key, Email Sent also when the call fails).
 */
import {
  CLAIMS_PROCESS_ACKNOWLEDGMENT,
  COVERAGE_TYPES,
  LOSS_REPORT_PDF_PATH,
  lossReportMessages,
  lossReportTexts,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

const flagOn = { flags: { claimsForm: true } };
const flagOff = { flags: { claimsForm: false } };
const notFound = () => screen.findByRole('heading', { name: 'Page not found' });

afterEach(() => vi.restoreAllMocks());

describe('the loss form routes', () => {
  it('lists only the coverage types Almanac sells, each with File Loss Report', async () => {
    renderApp({ path: '/loss-form', fetch: fakeGraphql({}).fetch, config: flagOff });
    expect(await screen.findByRole('heading', { name: lossReportTexts.lossFormTitle })).toBeTruthy();
    for (const title of ['Low Precipitation', 'Excess Precipitation', 'Low Temperature', 'High Temperature'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    for (const c of COVERAGE_TYPES.filter((t) => !t.program))
      expect(screen.queryByRole('heading', { name: c.title })).toBeNull(); // Named Storm, Low Wind, …
    expect(screen.queryByText('Named Storm')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^File Loss Report/ })).toHaveLength(4);
  });

  it('with the claimsForm flag off only get-started and low-temperature exist besides /loss-form', async () => {
    const fetch = fakeGraphql({}).fetch;
    let app = renderApp({ path: '/loss-form/get-started', fetch, config: flagOff });
    expect(await screen.findByRole('heading', { name: lossReportTexts.getStartedTitle })).toBeTruthy();
    app.unmount();
    app = renderApp({ path: '/loss-form/low-temperature', fetch, config: flagOff });
    expect(await screen.findByRole('heading', { level: 1, name: 'Low Temperature' })).toBeTruthy();
    app.unmount();
    app = renderApp({ path: '/loss-form/excess-precipitation', fetch, config: flagOff });
    expect(await notFound()).toBeTruthy();
    app.unmount();
    renderApp({ path: '/loss-form/submitted/lr1', fetch, config: flagOff });
    expect(await notFound()).toBeTruthy();
  });

  it('with the flag on every sold peril has its page, an unsold one none; routed perils are linked', async () => {
    const fetch = fakeGraphql({}).fetch;
    for (const c of COVERAGE_TYPES.filter((t) => t.program)) {
      const app = renderApp({ path: `/loss-form/${c.slug}`, fetch, config: flagOn });
      expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeTruthy();
      app.unmount();
    }
    let app = renderApp({ path: '/loss-form/named-storm', fetch, config: flagOn });
    expect(await notFound()).toBeTruthy();
    app.unmount();
    app = renderApp({ path: '/loss-form', fetch, config: flagOn });
    await screen.findByRole('heading', { name: lossReportTexts.lossFormTitle });
    expect(screen.getByRole('link', { name: 'Excess Precipitation' }).getAttribute('href')).toBe(
      '/loss-form/excess-precipitation',
    );
    app.unmount();
    app = renderApp({ path: '/loss-form', fetch, config: flagOff });
    await screen.findByRole('heading', { name: lossReportTexts.lossFormTitle });
    expect(screen.queryByRole('link', { name: 'Excess Precipitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Low Temperature' })).toBeTruthy();
  });

  it('the claim-submitted pages: one per program and the empty segment', async () => {
    const fetch = fakeGraphql({}).fetch;
    for (const path of [
      '/loss-form/lpc/claim-submitted',
      '/loss-form/hpc/claim-submitted',
      '/loss-form/ltc/claim-submitted',
      '/loss-form/htc/claim-submitted',
      '/loss-form//claim-submitted',
    ]) {
      const app = renderApp({ path, fetch, config: flagOff });
      expect(await screen.findByRole('heading', { name: lossReportTexts.submittedTitle })).toBeTruthy();
      app.unmount();
    }
    renderApp({ path: '/loss-form/xyz/claim-submitted', fetch, config: flagOff });
    expect(await notFound()).toBeTruthy();
  });
});

describe('the loss report form page', () => {
  it('embeds the PDF with a download link, the claims contact and the claims process acknowledgment', async () => {
    renderApp({
      path: '/loss-report-form',
      fetch: fakeGraphql({}).fetch,
      config: { claimsPhone: '+1 (813) 555-0100', claimsEmail: 'claims@insurer.test' },
    });
    expect(await screen.findByRole('heading', { name: lossReportTexts.reportFormTitle })).toBeTruthy();
    const download = screen.getByRole('link', { name: lossReportTexts.reportFormDownload });
    expect(download.getAttribute('href')).toBe(LOSS_REPORT_PDF_PATH);
    expect(download.hasAttribute('download')).toBe(true);
    expect(document.querySelector(`object[data="${LOSS_REPORT_PDF_PATH}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: '+1 (813) 555-0100' }).getAttribute('href')).toBe(
      'tel:+18135550100',
    );
    expect(screen.getByRole('link', { name: 'claims@insurer.test' }).getAttribute('href')).toBe(
      'mailto:claims@insurer.test',
    );
    expect(screen.getByRole('heading', { name: CLAIMS_PROCESS_ACKNOWLEDGMENT.title })).toBeTruthy();
    for (const s of CLAIMS_PROCESS_ACKNOWLEDGMENT.sections)
      expect(screen.getByRole('heading', { name: s.heading })).toBeTruthy();
  });

  it('without configured contact details shows the example values', async () => {
    renderApp({ path: '/loss-report-form', fetch: fakeGraphql({}).fetch });
    expect(await screen.findByRole('link', { name: 'claims@almanac.example' })).toBeTruthy();
  });
});

describe('the policy-number modal', () => {
  async function openModal(fetch: typeof globalThis.fetch) {
    const user = userEvent.setup();
    renderApp({ path: '/loss-form/low-temperature', fetch, config: flagOff });
    await user.click(await screen.findByRole('button', { name: lossReportTexts.fileLossReport }));
    const dialog = await screen.findByRole('dialog', { name: lossReportTexts.policyModalTitle });
    return { user, dialog };
  }

  it('requires a policy number, then e-mails the link (the API key) and shows Email Sent', async () => {
    const fake = fakeGraphql({ InviteClientClaimForm: () => ({ data: { inviteClientClaimForm: true } }) });
    const { user, dialog } = await openModal(fake.fetch);
    await user.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await within(dialog).findByText(lossReportMessages.modalPolicyNumber)).toBeTruthy();
    expect(fake.calls.filter((c) => c.operationName === 'InviteClientClaimForm')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Policy number/ }),
      '  ALM-HPC-2026-000001 ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('dialog', { name: lossReportTexts.emailSent })).toBeTruthy();
    expect(screen.getByText(lossReportTexts.emailSentBody)).toBeTruthy();
    const sent = fake.calls.filter((c) => c.operationName === 'InviteClientClaimForm');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ policyId: 'ALM-HPC-2026-000001' });
    expect(sent[0]!.headers['x-api-key']).toBe('test-api-key');

    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed invitation is only logged: the modal still shows Email Sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeGraphql({
      InviteClientClaimForm: () => gqlError('TOO_MANY_REQUESTS', 'Too many requests.'),
    });
    const { user, dialog } = await openModal(fake.fetch);
    await user.type(within(dialog).getByRole('textbox', { name: /^Policy number/ }), 'ALM-HPC-2026-000001');
    await user.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('dialog', { name: lossReportTexts.emailSent })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the footer', () => {
  it('links every page to the loss form', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/privacy', fetch: fakeGraphql({}).fetch });
    await user.click(await screen.findByRole('link', { name: 'Report a Claim' }));
    await waitFor(() => expect(app.location()).toBe('/loss-form'));
  });
});
