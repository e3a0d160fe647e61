/**
 * /apply/{id}/application-sign, the client's Sign & Submit (docs/requirements.md#client-review):
 * the application summary on the left, then Representations and Warranties, then Signature and
 * Acknowledgements. A contract that is signed already opens its own page instead (payment details
 * when CLIENT_REVIEWED, the confirmation when bound); Continue is enabled only in
 * AWAITING_CLIENT. "Error Loading Data" when the contract fails to load.
 */
import {
  canClientContinue,
  clientPageTexts,
  clientReviewTexts,
  clientSignPath,
  clientStepHistoryTexts,
  contractStatusLabels,
  isContractStatus,
  paymentDetailsPath,
} from '@almanac/core';
import { Alert, Grid, Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link.js';
import { desktopMedia } from '../../../components/layout.js';
import { Page } from '../../../components/page.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useClientContract, useSubmitClientReview } from '../api/client-review-api.js';
import { ApplicationSummary } from '../components/application-summary.js';
import { ClientLoadState } from '../components/client-load-state.js';
import { Representations } from '../components/representations.js';
import { clientReviewInputOf, SignForm, type ClientSignValues } from '../components/sign-form.js';
import { type ClientContract, clientPageOf } from '../model/client-contract.js';
import { isStepDoneEntry, useGoOnFromStep } from '../model/step-history.js';

function SignView({ contract }: { contract: ClientContract }) {
  const goOn = useGoOnFromStep();
  const submit = useSubmitClientReview(contract.id);
  const canContinue = canClientContinue(contract.status);
  const onSubmit = async (values: ClientSignValues) => {
    try {
      await submit.mutateAsync(clientReviewInputOf(values, contract.entityInformation.state));
      goOn(paymentDetailsPath(contract.id));
    } catch {
      // the error shows under the form
    }
  };
  const status = isContractStatus(contract.status) ? contractStatusLabels[contract.status] : contract.status;
  return (
    <Page title={clientReviewTexts.signTitle} lead={clientPageTexts.signLead} maxW="7xl">
      {canContinue ? null : clientPageOf(contract) !== clientSignPath(contract.id) ? (
        <Alert.Root status="success" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{clientStepHistoryTexts.signedAlready}</Alert.Title>
            <RouterLink to={clientPageOf(contract)}>{clientStepHistoryTexts.continueLink}</RouterLink>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{clientReviewTexts.notAwaitingClient}</Alert.Title>
            <Alert.Description>{`Status: ${status}`}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid gap="6" alignItems="start" css={{ [desktopMedia]: { gridTemplateColumns: '2fr 3fr' } }}>
        <ApplicationSummary contract={contract} />
        <Stack gap="6">
          <Representations />
          <SignForm
            entityState={contract.entityInformation.state}
            canContinue={canContinue}
            submitting={submit.isPending}
            error={submit.error ? displayError(submit.error) : null}
            onSubmit={onSubmit}
          />
        </Stack>
      </Grid>
    </Page>
  );
}

export default function SignPage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const contract = useClientContract(id);
  if (contract.isPending) return <ClientLoadState failed={false} />;
  if (contract.isError || !contract.data) return <ClientLoadState failed />;
  const home = clientPageOf(contract.data);
  // Signed already (payment details) or bound (the confirmation): that page, not this one, unless
  // the client came Back here from it (the page then says it is signed, with the way on).
  if (home !== clientSignPath(contract.data.id) && !isStepDoneEntry(state))
    return <Navigate to={home} replace />;
  return <SignView contract={contract.data} />;
}
