/**
 * /apply/{lpc|hpc|ltc|htc}/payment-confirmation?contract={id} (docs/requirements.md#payment,
 * #routes): the client's own page after paying: the confirmation (with the policy number once
 * the cover is bound), their application, their documents and, once bound, the policy's live
 * index with its settlement and claim (#claims), nothing else. The contract id
 * travels in the query (`?contract=`), else this tab's contract from the review link. A contract
 * of another program opens its own program's route; one not paid yet opens its page (Sign &
 * Submit, or payment details).
 */
import { ContractStatus, paymentCollectionOf, paymentStatusTexts } from '@almanac/core';
import { Alert, Grid, Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { Page } from '../../../components/page.js';
import { PolicyIndexPanel } from '../../../components/policy-index/policy-index-panel.js';
import { rememberedClientContract } from '../../../lib/session/index.js';
import { useClientContract } from '../api/client-review-api.js';
import { ApplicationSummary } from '../components/application-summary.js';
import { ClientLoadState } from '../components/client-load-state.js';
import { ContractDocuments } from '../components/contract-documents.js';
import {
  type ClientContract,
  CONFIRMATION_CONTRACT_PARAM,
  clientPageOf,
  confirmationPathOf,
} from '../model/client-contract.js';

function ConfirmationView({ contract }: { contract: ClientContract }) {
  const bound = contract.status === ContractStatus.APPROVED && !!contract.policyNumber;
  // What actually happened: an ACH debit authorised (pending at the bank) or a wire received.
  const collection = paymentCollectionOf(contract.payment?.method ?? 'ACH');
  return (
    <Page title={paymentStatusTexts.confirmationTitle[collection]} maxW="7xl">
      <Alert.Root status="success" borderRadius="lg" role="status">
        <Alert.Indicator />
        <Alert.Title>
          {bound
            ? paymentStatusTexts.confirmationText(collection, contract.policyNumber!)
            : paymentStatusTexts.confirmationPending(collection)}
        </Alert.Title>
      </Alert.Root>
      <Grid gap="6" alignItems="start" css={{ [desktopMedia]: { gridTemplateColumns: '2fr 3fr' } }}>
        <ApplicationSummary contract={contract} />
        <Stack gap="6" minW="0">
          {bound ? <PolicyIndexPanel contractId={contract.id} /> : null}
          <ContractDocuments documents={contract.documents} />
        </Stack>
      </Grid>
    </Page>
  );
}

function Confirmation({ id, routeProgram, named }: { id: string; routeProgram: string; named: boolean }) {
  const contract = useClientContract(id);
  if (contract.isPending) return <ClientLoadState failed={false} />;
  if (contract.isError || !contract.data) return <ClientLoadState failed />;
  const c = contract.data;
  const paid = c.status === ContractStatus.APPROVED || !!c.payment;
  if (!paid) return <Navigate to={clientPageOf(c)} replace />;
  // Its own program's route, with the contract in the query (so a reload keeps it).
  if (c.programName.toLowerCase() !== routeProgram || !named)
    return <Navigate to={confirmationPathOf(c)} replace />;
  return <ConfirmationView contract={c} />;
}

export default function ConfirmationPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const routeProgram = pathname.split('/')[2] ?? '';
  const named = params.get(CONFIRMATION_CONTRACT_PARAM);
  const id = named || rememberedClientContract();
  if (!id) return <ClientLoadState failed />;
  return <Confirmation key={id} id={id} routeProgram={routeProgram} named={!!named} />;
}
