/**
 * /onboarding through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#onboarding): the wizard from Designate Primary Agent to Sign & Submit with
 * drafts saved on the way, core's messages, the server's refusals, and the states that need no
 * step (in review, returned, approved, not the member's to do).
 */
import {
  contactFieldMessages,
  onboardingMessages,
  onboardingServerMessages,
  onboardingTexts,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import {
  applicantPerson,
  applicantUser,
  completedOnboarding,
  makeOnboarding,
  type OnboardingData,
} from '../../test/onboarding-fixtures.js';
import { renderApp } from '../../test/render-app.js';

function renderOnboarding(user: CurrentUser, onboarding: OnboardingData, handlers: FakeHandlers = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetOrganizationOnboarding: () => ({ data: { getOrganizationOnboarding: onboarding } }),
    OnboardingTeam: () => ({
      data: {
        getOrganizationTeam: [
          {
            _id: 't1',
            status: 'Active',
            user: {
              _id: 'u2',
              email: 'kim@agency.example',
              role: 'agent',
              profile: { firstName: 'Kim', lastName: 'Lee' },
            },
          },
          {
            _id: 't2',
            status: 'Active',
            user: {
              _id: 'u3',
              email: 'adm@agency.example',
              role: 'admin',
              profile: { firstName: 'Al', lastName: 'Min' },
            },
          },
        ],
      },
    }),
    ...handlers,
  });
  const app = renderApp({ path: '/onboarding', token: 't', fetch: fake.fetch });
  return { ...app, fake };
}

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);
const currentStep = () =>
  screen.getByRole('list', { name: 'Onboarding steps' }).querySelector('[aria-current="step"]');

describe('the onboarding wizard', () => {
  // The walk from Designate Primary Agent to Sign & Submit, one test per step: each starts from the
  // application as the server answers it when that step is the first with a missing answer (the
  // wizard opens there, as the next test shows) and ends on the next step. Text is pasted into
  // the fields (one input event, not one render per character; typing is what the issue-27 test
  // below is about), and fields are found by their labels: a role query computes the accessible
  // name of every textbox of the form through jsdom's getComputedStyle.
  it('1 Designate Primary Agent: offers Myself and the active agents, designates, opens Agency Details', async () => {
    let onboarding = makeOnboarding();
    const { fake } = renderOnboarding(applicantUser(), onboarding, {
      GetOrganizationOnboarding: () => ({ data: { getOrganizationOnboarding: onboarding } }),
      DesignatePrimaryAgent: () => {
        onboarding = {
          ...onboarding,
          status: 'Started',
          primaryAgent: { ...applicantPerson, role: 'primaryAgent' },
        };
        return { data: { designatePrimaryAgent: onboarding } };
      },
    });
    const user = userEvent.setup();

    // The applicant sells, so "Myself" is offered, and the team's agents (not its admin).
    const designate = await screen.findByRole('form', { name: 'Designate Primary Agent' });
    expect(within(designate).getByRole('radio', { name: /Myself \(Avery Agent\)/ })).toBeTruthy();
    expect(await within(designate).findByRole('radio', { name: /Kim Lee/ })).toBeTruthy();
    expect(within(designate).queryByRole('radio', { name: /Al Min/ })).toBeNull();
    await user.click(within(designate).getByRole('button', { name: 'Designate Primary Agent' }));
    await waitFor(() => expect(callsOf(fake, 'DesignatePrimaryAgent')[0]?.variables).toEqual({ user: 'u1' }));
    expect(await screen.findByRole('form', { name: 'Agency Details' })).toBeTruthy();
    expect(currentStep()?.textContent).toContain('Agency Details');
  });

  it("2 Agency Details: core's messages until valid, the mailing address copied when the same, then Licenses", async () => {
    const onboarding = makeOnboarding({
      status: 'Started',
      primaryAgent: { ...applicantPerson, role: 'primaryAgent' },
    });
    const { fake } = renderOnboarding(applicantUser('Started'), onboarding, {
      SaveOrganizationApplication: () => ({ data: { saveOrganizationApplication: onboarding } }),
    });
    const user = userEvent.setup();

    const agency = await screen.findByRole('form', { name: 'Agency Details' });
    expect(currentStep()?.textContent).toContain('Agency Details');
    // Found once: a role query computes the name of every button on the page.
    const save = within(agency).getByRole('button', { name: 'Save & Continue' });
    await user.clear(within(agency).getByLabelText(/Agency Name/));
    await user.click(save);
    expect(within(agency).getByText(onboardingMessages.name)).toBeTruthy();
    expect(within(agency).getByText(onboardingMessages.website)).toBeTruthy();
    expect(callsOf(fake, 'SaveOrganizationApplication')).toHaveLength(0);
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(within(agency).getByLabelText(/Agency Name/), 'New Agency LLC');
    await fill(within(agency).getByLabelText(/Website/), 'new.example');
    await fill(within(agency).getByLabelText(/Years in Business/), '4');
    await fill(within(agency).getAllByLabelText(/^Address/)[0]!, '1 Main St');
    await fill(within(agency).getAllByLabelText(/City/)[0]!, 'Wichita');
    await user.selectOptions(within(agency).getAllByLabelText(/State/)[0]!, 'KS');
    await fill(within(agency).getAllByLabelText(/Zip Code/)[0]!, '67202');
    await user.click(within(agency).getByRole('checkbox', { name: onboardingTexts.sameAsPhysical }));
    await user.click(save);
    await waitFor(() => expect(callsOf(fake, 'SaveOrganizationApplication')).toHaveLength(1));
    const physicalAddress = {
      address1: '1 Main St',
      address2: '',
      city: 'Wichita',
      state: 'KS',
      zipcode: '67202',
    };
    expect(callsOf(fake, 'SaveOrganizationApplication')[0]!.variables).toEqual({
      input: {
        name: 'New Agency LLC',
        website: 'new.example',
        yearsInBusiness: 4,
        physicalAddress,
        mailingAddress: physicalAddress,
      },
    });
    expect(await screen.findByRole('form', { name: 'Licenses' })).toBeTruthy();
  });

  it('3 Licenses: saves the agency license and NPN, then Review, Sign & Submit', async () => {
    let onboarding = completedOnboarding({ agencyLicenseState: null, agencyLicenseNumber: null, npn: null });
    const { fake } = renderOnboarding(applicantUser('Started'), onboarding, {
      GetOrganizationOnboarding: () => ({ data: { getOrganizationOnboarding: onboarding } }),
      SaveOrganizationApplication: () => ({ data: { saveOrganizationApplication: onboarding } }),
    });
    const user = userEvent.setup();

    const licenses = await screen.findByRole('form', { name: 'Licenses' });
    await user.selectOptions(within(licenses).getByLabelText(/Agency License State/), 'KS');
    await user.click(within(licenses).getByLabelText(/Agency License Number/));
    await user.paste('KS-1');
    await user.click(within(licenses).getByLabelText(/NPN/));
    await user.paste('12345');
    onboarding = completedOnboarding();
    await user.click(within(licenses).getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(callsOf(fake, 'SaveOrganizationApplication')[0]!.variables).toEqual({
        input: { agencyLicenseState: 'KS', agencyLicenseNumber: 'KS-1', npn: '12345' },
      }),
    );
    expect(await screen.findByRole('form', { name: 'Review, Sign & Submit' })).toBeTruthy();
  });

  it('4 Review, Sign & Submit: the agreement must be agreed to; then the whole application is sent', async () => {
    const { fake } = renderOnboarding(applicantUser('Started'), completedOnboarding(), {
      SubmitOrganizationApplication: () => ({
        data: { submitOrganizationApplication: { ...completedOnboarding(), status: 'NeedsReview' } },
      }),
    });
    const user = userEvent.setup();

    const sign = await screen.findByRole('form', { name: 'Review, Sign & Submit' });
    expect(within(sign).getByText('New Agency LLC')).toBeTruthy();
    await user.click(within(sign).getByLabelText(/Signature/));
    await user.paste('Avery Agent');
    await user.click(within(sign).getByLabelText(/Title/));
    await user.paste('Principal');
    await user.click(within(sign).getByRole('button', { name: 'Sign & Submit' }));
    expect(within(sign).getByText(onboardingMessages.agreement)).toBeTruthy();
    expect(callsOf(fake, 'SubmitOrganizationApplication')).toHaveLength(0);
    await user.click(within(sign).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(sign).getByRole('button', { name: 'Sign & Submit' }));
    await waitFor(() => expect(callsOf(fake, 'SubmitOrganizationApplication')).toHaveLength(1));
    expect(callsOf(fake, 'SubmitOrganizationApplication')[0]!.variables.input).toMatchObject({
      name: 'New Agency LLC',
      website: 'https://new.example',
      yearsInBusiness: 4,
      agencyLicenseState: 'KS',
      npn: '12345',
      signature: 'Avery Agent',
      title: 'Principal',
      agreeAgencyAgreement: true,
      signingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await screen.findByText(onboardingTexts.processingTitle)).toBeTruthy();
  });

  it('opens at the first step with a missing answer, and keeping the primary agent just continues', async () => {
    const { fake } = renderOnboarding(
      applicantUser('Started'),
      completedOnboarding({ agencyLicenseNumber: null }),
    );
    expect(await screen.findByRole('form', { name: 'Licenses' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const designate = await screen.findByRole('form', { name: 'Designate Primary Agent' });
    await user.click(within(designate).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Agency Details' })).toBeTruthy();
    expect(callsOf(fake, 'DesignatePrimaryAgent')).toHaveLength(0);
  });

  it('keeps a 14-digit NPN and an emoji license number as typed and says what is wrong (issue 27)', async () => {
    const { fake } = renderOnboarding(
      applicantUser('Started'),
      completedOnboarding({ agencyLicenseNumber: null, npn: null }),
    );
    const licenses = await screen.findByRole('form', { name: 'Licenses' });
    const user = userEvent.setup();
    await user.type(within(licenses).getByRole('textbox', { name: /Agency License Number/ }), '🦄🦄');
    const npn = within(licenses).getByRole('textbox', { name: /NPN/ }) as HTMLInputElement;
    await user.type(npn, '12345678901234');
    expect(npn.value).toBe('12345678901234');
    await user.click(within(licenses).getByRole('button', { name: 'Save & Continue' }));
    expect(await within(licenses).findByText(contactFieldMessages.npn)).toBeTruthy();
    expect(within(licenses).getByText(contactFieldMessages.licenseNumber)).toBeTruthy();
    expect(callsOf(fake, 'SaveOrganizationApplication')).toHaveLength(0);
  });

  it("shows the server's refusal under the step", async () => {
    renderOnboarding(applicantUser(), makeOnboarding(), {
      DesignatePrimaryAgent: () => gqlError('CONFLICT', onboardingServerMessages.notEditable),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Designate Primary Agent' }));
    expect(await screen.findByText(onboardingServerMessages.notEditable)).toBeTruthy();
  });

  it('shows why a returned application came back, above the steps', async () => {
    renderOnboarding(
      applicantUser('AwaitingAgency'),
      completedOnboarding({ status: 'AwaitingAgency', returnReason: 'The NPN does not match.' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(onboardingTexts.returnedTitle);
    expect(alert.textContent).toContain('The NPN does not match.');
    expect(screen.getByRole('form', { name: 'Review, Sign & Submit' })).toBeTruthy();
  });
});

describe('onboarding states without a step', () => {
  it('in review: the processing note and the answers as submitted', async () => {
    renderOnboarding(applicantUser('NeedsReview'), completedOnboarding({ status: 'NeedsReview' }));
    expect(await screen.findByText(onboardingTexts.processingTitle)).toBeTruthy();
    expect(screen.getByText('New Agency LLC')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Onboarding steps' })).toBeNull();
  });

  it('approved: onboarded, with the way to Apply for Coverage', async () => {
    const approved = completedOnboarding({ status: 'Approved' });
    approved.organization.isOnboarded = true;
    renderOnboarding(makeUser(), approved);
    expect(await screen.findByText(onboardingTexts.approvedTitle)).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Apply for Coverage' }).getAttribute('href'),
    ).toBe('/apply/select-client');
  });

  it('another agent of the agency sees who may complete it', async () => {
    const other = applicantUser();
    other._id = 'someone-else';
    renderOnboarding(other, makeOnboarding());
    expect(await screen.findByText(onboardingTexts.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('Almanac staff have no agency to onboard', async () => {
    const { fake } = renderOnboarding(
      makeUser({ role: 'internal', organization: null, canBind: false }),
      makeOnboarding(),
    );
    expect(await screen.findByText(onboardingTexts.noAgency)).toBeTruthy();
    expect(callsOf(fake, 'GetOrganizationOnboarding')).toHaveLength(0);
  });
});
