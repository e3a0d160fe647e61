/**
 * The application form through the app's routes with the GraphQL boundary faked
 * (docs/requirements.md#application-form, #application-entity, #application-business,
 * #application-diligent-effort, #broker-signature, #application-submitted): section progress, the
 * New York dialog, the phone mask, saving on blur (only the changed section), the revenue rule
 * blocking Sign, the upload's error text, the signature dialog and the submitted page.
 */
import {
  applicationMessages,
  applicationSubmittedTexts,
  BROKER_CONFIRMATION_TEXT,
  NEW_YORK_DIALOG,
  NO_DILIGENT_EFFORT_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
  uploadMessages,
  federalTaxIdDigits,
  maskFederalTaxId,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateApplicationMutationVariables } from '../../lib/graphql/generated/graphql.js';
import {
  type ApplicationData,
  completeApplication,
  makeApplication,
} from '../../test/application-fixtures.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

function renderForm(
  app: ApplicationData,
  { path, handlers = {} }: { path?: string; handlers?: FakeHandlers } = {},
) {
  let current = app;
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser() } }),
    GetApplication: () => ({ data: { getContract: current } }),
    UpdateApplication: (call) => {
      const input = call.variables.input;
      // As the server: the tax ID is kept encrypted and only its mask comes back.
      const { federalTaxId, ...entity } = input.entityInformation ?? {};
      const taxDigits = federalTaxId ? federalTaxIdDigits(federalTaxId) : null;
      current = {
        ...current,
        entityInformation: input.entityInformation
          ? {
              ...current.entityInformation,
              ...(entity as object),
              ...(taxDigits ? { maskedFederalTaxId: maskFederalTaxId(taxDigits) } : {}),
              emails:
                input.entityInformation.emails?.map((e) => ({ value: e.value ?? '' })) ??
                current.entityInformation.emails,
            }
          : current.entityInformation,
        businessDetails: input.businessDetails
          ? { ...current.businessDetails, ...(input.businessDetails as object) }
          : current.businessDetails,
        diligentSearchUpload: input.diligentSearchUpload
          ? { ...current.diligentSearchUpload, ...(input.diligentSearchUpload as object) }
          : current.diligentSearchUpload,
      } as ApplicationData;
      return { data: { updateLpcInsuranceApplication: current } };
    },
    SubmitApplication: () => {
      current = { ...current, status: 'SUBMITTED' };
      return { data: { submitLpcInsuranceApplication: current } };
    },
    ...handlers,
  });
  const utils = renderApp({ path: path ?? `/apply/application/${app.id}`, token: 't', fetch: fake.fetch });
  return { ...utils, fake };
}

const updates = (fake: ReturnType<typeof fakeGraphql>) =>
  fake.calls
    .filter((c) => c.operationName === 'UpdateApplication')
    .map((c) => c.variables as UpdateApplicationMutationVariables);

const sectionHeader = (title: string) => screen.findByRole('button', { name: new RegExp(title) });
const signButton = () => screen.getByRole('button', { name: 'Sign Application' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('application form: sections and progress', () => {
  it('shows each section with Not Started, In Progress or Complete and the side panel', async () => {
    renderForm(
      makeApplication({
        entityInformation: { ...makeApplication().entityInformation, legalName: 'Analytical Engines LLC' },
      }),
    );
    expect((await sectionHeader('Entity Information & Contact')).textContent).toContain('In Progress');
    expect((await sectionHeader('Business Details')).textContent).toContain('Not Started');
    expect((await sectionHeader('Coverage Details')).textContent).toContain('Complete');
    expect((await sectionHeader('Diligent Effort')).textContent).toContain('Not Started');
    const summary = screen.getByRole('complementary', { name: 'Application summary' });
    expect(within(summary).getByText('Avery Agent')).toBeTruthy();
    expect(within(summary).getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(within(summary).getByRole('region', { name: 'Price Breakdown' })).toBeTruthy();
    expect(signButton().disabled).toBe(true);
  });

  it('the header names the insured and a short reference, never the internal id (issue 27)', async () => {
    const id = '3f9a21c0-7d4e-4b1a-9c2f-5e6d7a8b9c0d';
    renderForm(makeApplication({ id }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText(/· Ref\. APP-3F9A21C0$/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(id), { ignore: 'output, script, style' })).toBeNull();
  });

  it('a complete application: every section checked and Sign Application enabled', async () => {
    renderForm(completeApplication());
    expect((await sectionHeader('Entity Information & Contact')).textContent).toContain('Complete');
    expect((await sectionHeader('Business Details')).textContent).toContain('Complete');
    expect((await sectionHeader('Diligent Effort')).textContent).toContain('Complete');
    expect(signButton().disabled).toBe(false);
  });

  it('a step path opens its section: coverage-details shows the frozen quote read-only', async () => {
    renderForm(makeApplication(), { path: '/apply/application/app-1/coverage-details' });
    const summary = await screen.findByLabelText('Coverage summary');
    expect(within(summary).getByText('$100,000')).toBeTruthy();
    expect(within(summary).getByText('FL')).toBeTruthy();
    expect((await sectionHeader('Coverage Details')).getAttribute('aria-expanded')).toBe('true');
    expect((await sectionHeader('Entity Information & Contact')).getAttribute('aria-expanded')).toBe('false');
  });

  it('the Weather Index Details dialog lists the covered locations', async () => {
    const user = userEvent.setup();
    renderForm(makeApplication());
    await user.click(await screen.findByRole('button', { name: 'Weather Index Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weather Index Details' });
    const table = within(dialog).getByRole('table', { name: 'Covered locations' });
    expect(within(table).getByText('27.8750')).toBeTruthy();
    expect(within(table).getByText('60.00%')).toBeTruthy();
  });

  it('shows the load texts while loading and when the application cannot be loaded', async () => {
    renderForm(makeApplication(), { handlers: { GetApplication: () => gqlError('NOT_FOUND', 'no') } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Application' })).toBeTruthy();
    expect(screen.getByText('Data failed to load')).toBeTruthy();
  });
});

describe('entity information', () => {
  it('choosing New York opens the dialog and keeps the state it had', async () => {
    const user = userEvent.setup();
    renderForm(completeApplication());
    const state = (await screen.findByLabelText(/^State/)) as HTMLSelectElement;
    expect(state.value).toBe('OH');
    await user.selectOptions(state, 'NY');
    const dialog = await screen.findByRole('alertdialog', { name: NEW_YORK_DIALOG.title });
    expect(within(dialog).getByText(NEW_YORK_DIALOG.body)).toBeTruthy();
    expect(state.value).toBe('OH');
  });

  it('keeps "+1 813 555 0142" whole, shows it as (813) 555-0142 and capitalises names on blur', async () => {
    const user = userEvent.setup();
    const { fake } = renderForm(makeApplication());
    const phone = (await screen.findByLabelText(/^Business Phone/)) as HTMLInputElement;
    await user.type(phone, '+1 813 555 0142');
    expect(phone.value).toBe('+1 813 555 0142');
    await user.tab();
    expect(phone.value).toBe('(813) 555-0142');
    await waitFor(() =>
      expect(updates(fake).at(-1)!.input.entityInformation).toMatchObject({
        businessPhone: '(813) 555-0142',
      }),
    );
    const first = screen.getByLabelText(/^Contact First Name/) as HTMLInputElement;
    await user.type(first, "mary o'neil-reyes");
    await user.tab();
    expect(first.value).toBe("Mary O'Neil-Reyes");
  });

  it('adds and removes e-mail addresses, up to three', async () => {
    const user = userEvent.setup();
    renderForm(makeApplication());
    await user.click(await screen.findByRole('button', { name: 'Add Email' }));
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    expect(screen.getByLabelText(/^Email 3/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Email 3' }));
    expect(screen.queryByLabelText(/^Email 3/)).toBeNull();
  });

  it('the same address twice, whatever its case, is refused at the repeat with core’s message (issue 27, 13)', async () => {
    const user = userEvent.setup();
    const { fake } = renderForm(completeApplication());
    await user.click(await screen.findByRole('button', { name: 'Add Email' }));
    const second = screen.getByLabelText(/^Email 2/);
    await user.click(second);
    await user.paste('ADA@example.com');
    await user.tab();
    expect((await screen.findAllByText(applicationMessages.emailDuplicate)).length).toBeGreaterThan(0);
    expect(signButton().disabled).toBe(true);
    // The repeat is not sent to the server.
    for (const u of updates(fake)) expect((u.input.entityInformation?.emails ?? []).length).toBeLessThan(2);
  });

  it('says what is wrong with a ZIP code or a phone instead of cutting it (issue 27)', async () => {
    const user = userEvent.setup();
    renderForm(makeApplication());
    const zip = (await screen.findByLabelText(/^Zip Code/)) as HTMLInputElement;
    await user.type(zip, 'ABCDE');
    await user.tab();
    expect(zip.value).toBe('ABCDE');
    expect(await screen.findByText(applicationMessages.zip)).toBeTruthy();
    const phone = screen.getByLabelText(/^Business Phone/) as HTMLInputElement;
    await user.type(phone, '12');
    await user.tab();
    expect(phone.value).toBe('12');
    expect(await screen.findByText(applicationMessages.businessPhoneFormat)).toBeTruthy();
  });

  it('the stored federal tax ID shows as its mask and is optional', async () => {
    renderForm(completeApplication());
    const taxId = (await screen.findByLabelText(/^Federal Tax ID/)) as HTMLInputElement;
    expect(taxId.placeholder).toBe('•••••6789');
    expect(taxId.value).toBe('');
    expect(signButton().disabled).toBe(false);
  });
});

describe('the federal tax ID', () => {
  it('once saved, the field empties and shows only the mask', async () => {
    const user = userEvent.setup();
    const { fake } = renderForm(makeApplication());
    const taxId = (await screen.findByLabelText(/^Federal Tax ID/)) as HTMLInputElement;
    await user.type(taxId, '12-3456789');
    await user.tab();
    await waitFor(() => expect(taxId.value).toBe(''));
    expect(updates(fake)[0]!.input.entityInformation).toMatchObject({ federalTaxId: '123456789' });
    expect(taxId.placeholder).toBe('•••••6789');
    expect(screen.getByText(/On file: •••••6789/)).toBeTruthy();
  });
});

describe('saving', () => {
  it('saves on blur only the section left, and only when it changed', async () => {
    const user = userEvent.setup();
    const { fake } = renderForm(makeApplication());
    const legalName = await screen.findByLabelText(/^Legal Name/);
    await user.click(legalName);
    await user.tab(); // nothing changed
    // Pasted (one input event, not a render of the whole form per key): saving is tested here.
    await user.click(legalName);
    await user.paste('Analytical Engines LLC');
    await user.tab();
    await waitFor(() => expect(updates(fake)).toHaveLength(1));
    expect(updates(fake)[0]).toEqual({
      contract: 'app-1',
      input: { entityInformation: { legalName: 'Analytical Engines LLC' } },
    });
    expect(await screen.findByText('All changes saved')).toBeTruthy();

    await user.click(screen.getByLabelText(/^Description of Business Operations/));
    await user.paste('Grows wheat.');
    await user.tab();
    await waitFor(() => expect(updates(fake)).toHaveLength(2));
    const second = updates(fake)[1]!.input;
    expect(Object.keys(second)).toEqual(['businessDetails']);
    expect(second.businessDetails).toMatchObject({
      businessOperationsDescription: 'Grows wheat.',
      businessType: 'OTHER',
    });
  });

  it('Save and Exit saves what changed and lands where the draft is listed with Continue', async () => {
    const user = userEvent.setup();
    const { fake, location } = renderForm(makeApplication(), {
      handlers: {
        GetUserClients: () => ({ data: { getUserClients: { items: [], count: 0 } } }),
        ListApplicationsInProgress: () => ({
          data: {
            getApplicationsInProgress: {
              items: [
                {
                  contractId: 'app-1',
                  quoteId: 'q1',
                  clientName: 'Dana Reyes',
                  insuredName: 'Gulf Coast Growers',
                  programTitle: 'Excess precipitation',
                  status: 'DRAFT',
                  applicationDeadline: '2027-01-15',
                  startDate: '2027-02-01',
                  endDate: '2027-04-30',
                  limit: 100000,
                  updatedAt: '2026-11-29T09:00:00.000Z',
                },
              ],
              nextToken: null,
            },
          },
        }),
      },
    });
    await user.type(await screen.findByLabelText(/^City/), 'Columbus');
    await user.click(screen.getByRole('button', { name: 'Save and Exit' }));
    await waitFor(() => expect(location()).toBe('/apply/select-client'));
    expect(updates(fake).some((u) => u.input.entityInformation?.city === 'Columbus')).toBe(true);
    const section = await screen.findByRole('region', { name: 'Applications in progress' });
    const draft = within(section).getByRole('listitem', { name: 'Gulf Coast Growers, Excess precipitation' });
    expect(within(draft).getByText('Application Draft')).toBeTruthy();
    expect(
      within(draft)
        .getByRole('link', { name: /Continue/ })
        .getAttribute('href'),
    ).toBe('/apply/application/app-1');
  });
});

describe('business details: the revenue rule', () => {
  it('blocks Sign with the verbatim message until the 3-year average covers the limit', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const low = {
      ...app,
      businessDetails: {
        ...app.businessDetails,
        previousAnnualRevenue: app.businessDetails.previousAnnualRevenue.map((y) => ({
          ...y,
          revenue: 50_000,
        })),
      },
    };
    renderForm(low);
    expect(await screen.findByText(applicationMessages.revenueRule)).toBeTruthy();
    expect(signButton().disabled).toBe(true);
    const years = screen.getAllByLabelText(/^Revenue \d{4}/) as HTMLInputElement[];
    expect(years).toHaveLength(3);
    for (const input of years) {
      await user.clear(input);
      await user.type(input, '100000');
    }
    await user.tab();
    await waitFor(() => expect(signButton().disabled).toBe(false));
    expect(screen.queryByText(applicationMessages.revenueRule)).toBeNull();
  });
});

describe('diligent effort', () => {
  it('a state without a form says so', async () => {
    renderForm(completeApplication());
    expect(await screen.findByText(NO_DILIGENT_EFFORT_MESSAGE)).toBeTruthy();
  });

  it('a state with a form: download link, acknowledgment, and "Error uploading file" when the upload fails', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const fl = { ...app, entityInformation: { ...app.entityInformation, state: 'FL', zip: '33601' } };
    const storage = vi.fn(async () => new Response('denied', { status: 403 }));
    vi.stubGlobal('fetch', storage);
    const { fake } = renderForm(fl, {
      path: '/apply/application/app-1/diligent-effort',
      handlers: {
        UploadFile: () => ({
          data: {
            uploadFile: {
              uploadId: 'up-1',
              url: 'https://storage.test/bucket',
              fields: [{ name: 'key', value: 'lpc-insurance/contracts/app-1/diligent-effort/x.pdf' }],
              expiresAt: '2030-01-01T00:00:00Z',
            },
          },
        }),
      },
    });
    expect((await sectionHeader('Diligent Effort')).textContent).toContain('Not Started');
    expect(screen.getByRole('link', { name: /Download the Florida form/ }).getAttribute('href')).toBe(
      '/diligent-effort/FL.pdf',
    );
    await user.click(screen.getByRole('radio', { name: /Export List/ }));
    await waitFor(() =>
      expect(updates(fake).at(-1)!.input).toEqual({
        diligentSearchUpload: { acknowledgment: 'EXPORT_LIST' },
      }),
    );
    const input = screen.getByLabelText('Signed diligent effort form (PDF)');
    await user.upload(input, new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UPLOAD_ERROR_MESSAGE);
    expect(storage).toHaveBeenCalledWith(
      'https://storage.test/bucket',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(fake.calls.find((c) => c.operationName === 'UploadFile')!.variables).toEqual({
      input: {
        folder: 'lpc-insurance/contracts/app-1/diligent-effort',
        fileName: 'signed.pdf',
        contentType: 'application/pdf',
        size: 8,
      },
    });
    expect(signButton().disabled).toBe(true);
  });

  it('an Exempt Commercial Purchaser is asked for no form: no upload, the section complete, signing open', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const fl = { ...app, entityInformation: { ...app.entityInformation, state: 'FL', zip: '33601' } };
    const { fake } = renderForm(fl, { path: '/apply/application/app-1/diligent-effort' });
    expect(await screen.findByLabelText('Signed diligent effort form (PDF)')).toBeTruthy();
    expect(signButton().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Exempt Commercial Purchaser/ }));
    await waitFor(() =>
      expect(updates(fake).at(-1)!.input).toEqual({
        diligentSearchUpload: { acknowledgment: 'EXEMPT_COMMERCIAL_PURCHASER' },
      }),
    );
    expect(
      await screen.findByText('No diligent effort form is needed for an Exempt Commercial Purchaser.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Signed diligent effort form (PDF)')).toBeNull();
    expect(screen.queryByText('file is required')).toBeNull();
    await waitFor(() => expect(signButton().disabled).toBe(false));
    expect((await sectionHeader('Diligent Effort')).textContent).toContain('Complete');
  });

  it('a file the server refuses is not shown as uploaded: its reason shows and the field stays empty (issue 27)', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const fl = { ...app, entityInformation: { ...app.entityInformation, state: 'FL', zip: '33601' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const { fake } = renderForm(fl, {
      path: '/apply/application/app-1/diligent-effort',
      handlers: {
        UploadFile: () => ({
          data: {
            uploadFile: {
              uploadId: 'up-1',
              url: 'https://storage.test/b',
              fields: [],
              expiresAt: '2030-01-01T00:00:00Z',
            },
          },
        }),
        UpdateApplication: (call) =>
          call.variables.input.diligentSearchUpload?.fileId
            ? gqlError('VALIDATION_ERROR', uploadMessages.notPdf)
            : { data: { updateLpcInsuranceApplication: fl } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /diligent effort was made/ }));
    await user.upload(
      screen.getByLabelText('Signed diligent effort form (PDF)'),
      new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(uploadMessages.notPdf);
    expect(updates(fake).some((u) => u.input.diligentSearchUpload?.fileId === 'up-1')).toBe(true);
    expect(screen.queryByTestId('uploaded-file')).toBeNull();
    expect(screen.queryByText(/Uploaded:/)).toBeNull();
    expect(signButton().disabled).toBe(true);
  });

  it('a stored upload is saved on the application and shows its name', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const fl = { ...app, entityInformation: { ...app.entityInformation, state: 'FL', zip: '33601' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const { fake } = renderForm(fl, {
      path: '/apply/application/app-1/diligent-effort',
      handlers: {
        UploadFile: () => ({
          data: {
            uploadFile: {
              uploadId: 'up-1',
              url: 'https://storage.test/b',
              fields: [],
              expiresAt: '2030-01-01T00:00:00Z',
            },
          },
        }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: /diligent effort was made/ }));
    await user.upload(
      screen.getByLabelText('Signed diligent effort form (PDF)'),
      new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(updates(fake).at(-1)!.input.diligentSearchUpload).toEqual({
        acknowledgment: 'DILIGENT_EFFORT',
        file: 'signed.pdf',
        fileId: 'up-1',
      }),
    );
    expect((await screen.findByTestId('uploaded-file')).textContent).toContain('signed.pdf');
    await waitFor(() => expect(signButton().disabled).toBe(false));
  });
});

describe('broker signature and the submitted page', () => {
  it('Submit only with the confirmation and a signature; then the submitted page', async () => {
    const user = userEvent.setup();
    const app = completeApplication();
    const { fake, location } = renderForm(app);
    await user.click(await screen.findByRole('button', { name: 'Sign Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Application' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const signature = within(dialog).getByLabelText(/^Broker's Signature/);
    await user.click(signature);
    await user.tab();
    expect(await within(dialog).findByText(applicationMessages.brokerSignature)).toBeTruthy();
    await user.type(signature, 'Avery Agent');
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: BROKER_CONFIRMATION_TEXT }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).readOnly).toBe(true);
    await user.click(submit);

    await waitFor(() => expect(location()).toBe('/apply/app-1/application-submitted'));
    const call = fake.calls.find((c) => c.operationName === 'SubmitApplication')!;
    expect(call.variables).toMatchObject({
      contract: 'app-1',
      input: { confirmed: true, agentSignature: { signature: 'Avery Agent' } },
    });
    expect(await screen.findByRole('heading', { name: applicationSubmittedTexts.title })).toBeTruthy();
    expect(screen.getByText(applicationSubmittedTexts.sentToClient('Ada Lovelace'))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: /Policy Details/ }).getAttribute('href')).toBe('/quotes/q1');
    expect(within(screen.getByLabelText('Application summary')).getByText('Submitted')).toBeTruthy();
  });

  it('the submitted page of an application pending approval says so', async () => {
    renderForm(completeApplication({ status: 'PENDING_APPROVAL' }), {
      path: '/apply/app-1/application-submitted',
    });
    expect(await screen.findByText(applicationSubmittedTexts.pendingApproval)).toBeTruthy();
  });

  it('a submitted application opens read-only with its status', async () => {
    renderForm(completeApplication({ status: 'AWAITING_CLIENT' }));
    expect((await screen.findByTestId('application-status')).textContent).toBe('Awaiting Client');
    expect(screen.queryByRole('button', { name: 'Sign Application' })).toBeNull();
    expect(screen.getByLabelText(/^Legal Name/).matches(':disabled')).toBe(true);
    // The sections can still be opened and read.
    const business = await sectionHeader('Business Details');
    expect((business as HTMLButtonElement).disabled).toBe(false);
    await userEvent.setup().click(business);
    expect(await screen.findByDisplayValue('Grows wheat.')).toBeTruthy();
  });

  it('the sign step path opens the signature dialog when it may be given', async () => {
    renderForm(completeApplication(), { path: '/apply/application/app-1/sign' });
    expect(await screen.findByRole('dialog', { name: 'Sign Application' })).toBeTruthy();
  });
});
