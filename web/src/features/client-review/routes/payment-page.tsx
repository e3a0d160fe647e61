/**
 * /apply/application/{id}/payment-details (docs/requirements.md#payment): "Application Approved -
 * Bindable Quote", the total due and the date it is due in full (15 days before inception); with
 * the clientBankInfoFeature flag the ACH form, without it the configured wire instructions and the
 * wires support e-mail. A failed payment shows the requirement's toast for 5 s and the server's
 * message under the form; a successful one opens the program's payment confirmation. A contract
 * not yet signed opens Sign & Submit; a bound one its confirmation.
 */
import {
  ContractStatus,
  clientPageTexts,
  formatUsDate,
  formatUsdWhole,
  PAYMENT_TOAST_MS,
  paymentTexts,
  clientStepHistoryTexts,
} from '@almanac/core';
import { Alert, Card, Grid, Stack, Stat, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link.js';
import { desktopMedia } from '../../../components/layout.js';
import { Page } from '../../../components/page.js';
import { toaster } from '../../../components/toaster-store.js';
import { useConfig } from '../../../lib/config.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useAddClientPayment, useClientContract } from '../api/client-review-api.js';
import { AchForm, clientPaymentInputOf, type AchValues } from '../components/ach-form.js';
import { ApplicationSummary } from '../components/application-summary.js';
import { ClientLoadState } from '../components/client-load-state.js';
import { WireInstructionsCard } from '../components/wire-instructions.js';
import { type ClientContract, clientPageOf, confirmationPathOf } from '../model/client-contract.js';
import { isStepDoneEntry, useGoOnFromStep } from '../model/step-history.js';

function AmountDue({ contract }: { contract: ClientContract }) {
  return (
    <Card.Root variant="subtle" borderRadius="xl">
      <Card.Body gap="2">
        <Stat.Root>
          <Stat.Label>{paymentTexts.totalDue}</Stat.Label>
          <Stat.ValueText>{formatUsdWhole(contract.prices.totalDue)}</Stat.ValueText>
        </Stat.Root>
        <Text>{paymentTexts.dueInFull(formatUsDate(contract.paymentDueDate))}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function PaymentView({ contract }: { contract: ClientContract }) {
  const goOn = useGoOnFromStep();
  const bankInfo = useFlag('clientBankInfoFeature');
  const { wireInstructions } = useConfig();
  const pay = useAddClientPayment(contract.id);
  const payable = contract.status === ContractStatus.CLIENT_REVIEWED;

  const onSubmit = async (values: AchValues) => {
    try {
      const paid = await pay.mutateAsync(clientPaymentInputOf(values));
      goOn(confirmationPathOf(paid));
    } catch {
      toaster.create({ type: 'error', title: paymentTexts.failureToast, duration: PAYMENT_TOAST_MS });
    }
  };

  return (
    <Page title={paymentTexts.title} lead={clientPageTexts.paymentLead} maxW="7xl">
      <Grid gap="6" alignItems="start" css={{ [desktopMedia]: { gridTemplateColumns: '2fr 3fr' } }}>
        <ApplicationSummary contract={contract} />
        <Stack gap="6">
          <AmountDue contract={contract} />
          {contract.status === ContractStatus.APPROVED || contract.payment ? (
            <Alert.Root status="success" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content gap="2">
                <Alert.Title>{clientStepHistoryTexts.paymentSubmitted}</Alert.Title>
                <RouterLink to={clientPageOf(contract)}>{clientStepHistoryTexts.continueLink}</RouterLink>
              </Alert.Content>
            </Alert.Root>
          ) : !payable ? (
            <Alert.Root status="info" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Title>{paymentTexts.notPayable}</Alert.Title>
            </Alert.Root>
          ) : bankInfo ? (
            <AchForm
              submitting={pay.isPending}
              error={pay.error ? displayError(pay.error) : null}
              onSubmit={onSubmit}
            />
          ) : (
            <WireInstructionsCard wire={wireInstructions} contractId={contract.id} />
          )}
        </Stack>
      </Grid>
    </Page>
  );
}

export default function PaymentPage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const contract = useClientContract(id);
  if (contract.isPending) return <ClientLoadState failed={false} />;
  if (contract.isError || !contract.data) return <ClientLoadState failed />;
  // Not signed yet (Sign & Submit) or bound (the confirmation): that page, unless the client came
  // Back here from the confirmation (the page then says it is done, with the way on). Other
  // statuses stay here and say the application is not waiting for payment.
  const { status } = contract.data;
  const backHere = isStepDoneEntry(state) && status === ContractStatus.APPROVED;
  if ((status === ContractStatus.AWAITING_CLIENT || status === ContractStatus.APPROVED) && !backHere)
    return <Navigate to={clientPageOf(contract.data)} replace />;
  return <PaymentView contract={contract.data} />;
}
