/**
 * /onboarding (docs/requirements.md#onboarding): the agency's application in the product. A wizard
 * (Designate Primary Agent → Agency Details → Licenses → Review, Sign & Submit) while it is not
 * started, started or returned (with the reason); once submitted, the processing state; once
 * approved, the way to Apply for Coverage. Members who may not work on it see where it stands.
 */
import {
  mayDesignatePrimaryAgent,
  mayWorkOnOnboarding,
  onboardingTexts,
  type OnboardingStepKey,
  UPDATE_TOAST_MS,
} from '@almanac/core';
import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { toaster } from '../../../components/toaster-store.js';
import type { OrganizationApplicationInput } from '../../../lib/graphql/generated/graphql.js';
import { displayError } from '../../../lib/graphql/index.js';
import { APPLY_PATH } from '../../../lib/screens.js';
import { currentUserKey, type CurrentUser, useSession } from '../../../lib/session/index.js';
import type { OrganizationOnboarding } from '../../../shared/onboarding/onboarding-model.js';
import {
  useDesignatePrimaryAgent,
  useOrganizationOnboarding,
  useSaveApplication,
  useSellingTeam,
  useSubmitApplication,
} from '../api/onboarding-api.js';
import { AgencyStep } from '../components/agency-step.js';
import { DesignateStep } from '../components/designate-step.js';
import { LicensesStep } from '../components/licenses-step.js';
import { OnboardingNotice, ReturnedNotice } from '../components/onboarding-notice.js';
import { OnboardingStepper } from '../components/onboarding-stepper.js';
import { SignStep } from '../components/sign-step.js';
import {
  agencyValuesOf,
  firstOpenStep,
  licenseValuesOf,
  type SignValues,
  submitInput,
} from '../model/onboarding-form.js';

const toast = (title: string) => toaster.create({ type: 'success', title, duration: UPDATE_TOAST_MS });

/** The rules' view of the member and of the application. */
const person = (me: CurrentUser) => ({ id: me._id, role: me.role, organizationId: me.organization?._id });
const agencyOf = (o: OrganizationOnboarding) => ({
  id: o.organization._id,
  application: { userId: o.applicant?._id, primaryAgentId: o.primaryAgent?._id },
});

function Wizard({ onboarding, me }: { onboarding: OrganizationOnboarding; me: CurrentUser }) {
  const [step, setStep] = useState<OnboardingStepKey>(() => firstOpenStep(onboarding));
  const designate = useDesignatePrimaryAgent();
  const save = useSaveApplication();
  const submit = useSubmitApplication();
  const team = useSellingTeam(mayDesignatePrimaryAgent(person(me), agencyOf(onboarding)));
  const errorOf = (m: { error: unknown }) => (m.error ? displayError(m.error) : null);

  const saveThen = (next: OnboardingStepKey) => async (input: OrganizationApplicationInput) => {
    try {
      await save.mutateAsync(input);
    } catch {
      return; // shown under the step's buttons
    }
    toast(onboardingTexts.saved);
    setStep(next);
  };

  return (
    <Stack gap="6">
      {onboarding.status === 'AwaitingAgency' && onboarding.returnReason ? (
        <ReturnedNotice
          title={onboardingTexts.returnedTitle}
          body={onboardingTexts.returnedBody}
          reason={onboarding.returnReason}
        />
      ) : null}
      <OnboardingStepper current={step} />
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          {step === 'designate' ? (
            <DesignateStep
              me={me}
              current={onboarding.primaryAgent}
              team={team.data ?? []}
              designating={designate.isPending}
              error={errorOf(designate)}
              onContinue={() => setStep('agency')}
              onDesignate={async (user) => {
                try {
                  await designate.mutateAsync(user);
                } catch {
                  return;
                }
                toast(onboardingTexts.designated);
                setStep('agency');
              }}
            />
          ) : step === 'agency' ? (
            <AgencyStep
              initial={agencyValuesOf(onboarding)}
              onSave={saveThen('licenses')}
              onBack={() => setStep('designate')}
              saving={save.isPending}
              error={errorOf(save)}
            />
          ) : step === 'licenses' ? (
            <LicensesStep
              initial={licenseValuesOf(onboarding)}
              onSave={saveThen('sign')}
              onBack={() => setStep('agency')}
              saving={save.isPending}
              error={errorOf(save)}
            />
          ) : (
            <SignStep
              onboarding={onboarding}
              onBack={() => setStep('licenses')}
              submitting={submit.isPending}
              error={errorOf(submit)}
              onSubmit={async (sign: SignValues) => {
                try {
                  await submit.mutateAsync(submitInput(onboarding, sign));
                } catch {
                  return;
                }
                toast(onboardingTexts.submitted);
              }}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function Content({ me }: { me: CurrentUser }) {
  const query = useOrganizationOnboarding();
  const queryClient = useQueryClient();
  const o = query.data;
  const approved = !!o && (o.status === 'Approved' || o.organization.isOnboarded);
  // Approved meanwhile: the signed-in user's canBind comes from the server, so ask again.
  useEffect(() => {
    if (approved && !me.canBind) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [approved, me.canBind, queryClient]);

  if (!o) {
    if (query.isError)
      return (
        <ListError
          title="The agency application could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return (
      <Stack gap="4" role="status" aria-label="Loading the agency application">
        <Skeleton h="8" />
        <Skeleton h="64" borderRadius="xl" />
      </Stack>
    );
  }
  if (approved)
    return (
      <OnboardingNotice
        status="success"
        title={onboardingTexts.approvedTitle}
        body={onboardingTexts.approvedBody}
        action={me.canBind ? { label: 'Apply for Coverage', to: APPLY_PATH } : undefined}
      />
    );
  if (o.status === 'NeedsReview')
    return (
      <OnboardingNotice
        status="info"
        title={onboardingTexts.processingTitle}
        body={onboardingTexts.processingBody}
        onboarding={o}
      />
    );
  if (!mayWorkOnOnboarding(person(me), agencyOf(o)))
    return (
      <OnboardingNotice status="warning" title={onboardingTexts.title} body={onboardingTexts.notAllowed} />
    );
  return <Wizard onboarding={o} me={me} />;
}

export default function OnboardingPage() {
  const { user } = useSession();
  return (
    <Page title={onboardingTexts.title} lead={onboardingTexts.lead} maxW="4xl">
      {user?.organization && user.role !== 'client' ? (
        <Content me={user} />
      ) : (
        <Text color="fg.muted">{onboardingTexts.noAgency}</Text>
      )}
    </Page>
  );
}
