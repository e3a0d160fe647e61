/**
 * /claims/loss-form (docs/requirements.md#claims, #invitations): the e-mailed claim link.
 * acceptClaimsFormTokenInvite(token) (the API key) answers a session scoped to the contract and
 * the contract's id; the session is stored like the client review link's (this tab only), the
 * contract remembered, and the token leaves the address bar. The page then shows the four-section
 * loss report for that contract, section I prefilled from the contract (getContract). An expired
 * or used link shows Link Expired (the server e-mailed a new one), a tampered one Link Not Valid.
 * Continue saves the report (saveLossReport) and opens its review.
 */
import {
  CLAIMS_LOSS_FORM_PATH,
  isClient,
  lossReportMessages,
  lossReportPageTexts,
  lossReviewPath,
} from '@almanac/core';
import { Alert } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page.js';
import { rememberClientContract, rememberedClientContract, useSession } from '../../../lib/session/index.js';
import { localToday } from '../../../shared/dates/local-today.js';
import { useAcceptClaimLink, useLossReportContract, useSaveLossReport } from '../api/claims-api.js';
import { ClaimLoadState, LinkProblem } from '../components/link-problem.js';
import { LossReportForm } from '../components/loss-report-form.js';
import {
  claimLinkFailureOf,
  type LossReportValues,
  lossReportInputOf,
  prefillFrom,
  saveErrorText,
} from '../model/loss-report.js';

function LossReportView({ contractId }: { contractId: string }) {
  const navigate = useNavigate();
  const contract = useLossReportContract(contractId);
  const save = useSaveLossReport();
  const today = useMemo(() => localToday(new Date()), []);
  if (contract.isPending) return <ClaimLoadState failed={false} />;
  const prefillFailed = contract.isError || !contract.data;

  const onSubmit = async (values: LossReportValues) => {
    try {
      const saved = await save.mutateAsync(lossReportInputOf(contractId, values));
      navigate(lossReviewPath(saved.id));
    } catch {
      // the error shows under the form
    }
  };

  return (
    <Page title={lossReportPageTexts.lossReportTitle} lead={lossReportPageTexts.lossReportLead} maxW="4xl">
      {prefillFailed ? (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{lossReportPageTexts.prefillFailed}</Alert.Title>
        </Alert.Root>
      ) : null}
      <LossReportForm
        defaultValues={prefillFrom(contract.data, today)}
        saving={save.isPending}
        error={save.error ? saveErrorText(save.error) : null}
        onSubmit={onSubmit}
      />
    </Page>
  );
}

/** The claim link's token: accepted once, then the page continues without it. */
function AcceptLink({ token }: { token: string }) {
  const accepted = useAcceptClaimLink(token);
  const { startSession } = useSession();
  const navigate = useNavigate();
  const entered = useRef(false);

  useEffect(() => {
    if (!accepted.data || entered.current) return;
    entered.current = true;
    const { auth, contractId } = accepted.data;
    startSession(auth, { remember: false });
    rememberClientContract(contractId);
    // Replace: the token leaves the address bar and the history.
    navigate(CLAIMS_LOSS_FORM_PATH, { replace: true });
  }, [accepted.data, startSession, navigate]);

  if (accepted.isError) {
    const failure = claimLinkFailureOf(accepted.error);
    return failure === 'failed' ? (
      <ClaimLoadState failed detail={lossReportMessages.saveFailed} />
    ) : (
      <LinkProblem kind={failure} />
    );
  }
  return <ClaimLoadState failed={false} />;
}

export default function ClaimLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, isLoading } = useSession();
  if (token) return <AcceptLink token={token} />;
  if (isLoading) return <ClaimLoadState failed={false} />;
  const contractId = isClient(user) ? rememberedClientContract() : null;
  if (!contractId) return <LinkProblem kind={params.has('token') ? 'invalid' : 'noSession'} />;
  return <LossReportView contractId={contractId} />;
}
