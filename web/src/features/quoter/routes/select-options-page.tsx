/**
 * Customize Coverage (docs/requirements.md#quoter-coverage-terms, #quoter-pricing,
 * #validation-terms, #error-codes, #constants): the terms of each program, the priced options with
 * their payout profile, the index and its history, the price breakdown, the four outcomes of a
 * pricing run (options, no offers, error, High Server Load) and the "No option found." case with
 * Expand criteria, downloads of the history (CSV) and the terms (PDF), and Save & Share. Charts and
 * the PDF code are lazy chunks. The pricing run is usePricingRun (state/), its outcome
 * PricingOutcomePanel (components/coverage/), the downloads useDownloads (downloads/).
 */
import { type ProgramCode } from '@almanac/core';
import { Alert, Box, Button, Flex, Grid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { LuArrowLeft, LuDownload, LuRotateCcw, LuShare2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { HistoricalFigure } from '../../../components/charts/charts.js';
import {
  CoverageCard,
  DemoBadge,
  DemoDataAlert,
  IndexPanel,
  OtherPricingOptions,
  PriceBreakdown,
} from '../../../components/coverage/panels.js';
import { desktopMedia } from '../../../components/layout.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { formatIndex } from '../../../shared/quote/coverage-format.js';
import {
  exhaustOf,
  historicalRows,
  isPrecipitation,
  type PricedQuote,
  strikeOf,
} from '../../../shared/quote/quote.js';
import { useIndexData } from '../api/pricing-api.js';
import { PricingOutcomePanel } from '../components/coverage/pricing-outcome.js';
import { HighServerLoadDialog, NoOptionDialog } from '../components/coverage/pricing-dialogs.js';
import { ShareDialog } from '../components/coverage/share-dialog.js';
import { TermsForm } from '../components/coverage/terms-form.js';
import { QuoterFrame, QuoterStepGate } from '../components/quoter-frame.js';
import { useDownloads } from '../downloads/use-downloads.js';
import { QUOTE_SAVED_PATH, programTitle, SELECT_PROGRAM_PATH } from '../model/programs.js';
import {
  canCalculate,
  canSaveAndShare,
  completionPayload,
  emptyTerms,
  suggestedTermsValues,
  termsChanged,
  type TermsValues,
  type TriggerBounds,
  validateTerms,
  valuesFromResults,
} from '../model/terms.js';
import { stepsFor } from '../model/wizard.js';
import { type PricingPhase, usePricingRun } from '../state/use-pricing-run.js';
import { useQuoter } from '../state/use-quoter.js';

/** Three columns from 900 px, stacked below. */
const columns = {
  [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.45fr) minmax(0, 1.3fr)' },
};

function saveHint(opts: {
  hasOptions: boolean;
  loading: boolean;
  stale: boolean;
  valid: boolean;
  selected: PricedQuote | null;
  phase: PricingPhase['kind'];
}): string | null {
  if (opts.loading) return null;
  if (!opts.hasOptions || opts.phase !== 'idle') return 'Calculate to price your terms first.';
  if (!opts.valid) return 'Correct the terms to continue.';
  if (opts.stale) return 'The terms changed: calculate again to continue.';
  if (!opts.selected || opts.selected.netPremium <= 0) return 'The selected option has no premium.';
  return null;
}

function CustomizeCoverage() {
  const [state, actions] = useQuoter();
  const program: ProgramCode = state.program!;
  const location = state.location!;
  const period = state.policyPeriod!;
  const precipitation = isPrecipitation(program);
  const navigate = useNavigate();
  const priceMatch = useFlag('priceMatch');
  const indexData = useIndexData(program, location, period);

  const results = state.results && state.results.quotes.length > 0 ? state.results : null;
  const selected =
    (results && (results.quotes.find((q) => q.id === results.selectedQuoteId) ?? results.quotes[0])) || null;

  const bounds = useMemo<TriggerBounds>(
    () => ({ min: indexData.data?.min ?? null, max: indexData.data?.max ?? null }),
    [indexData.data],
  );
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  const resolver = useMemo<Resolver<TermsValues>>(
    () => (values) => {
      const errors = validateTerms(program, values, boundsRef.current);
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      const fieldErrors: FieldErrors<TermsValues> = {};
      for (const [k, message] of Object.entries(errors))
        fieldErrors[k as keyof TermsValues] = { type: 'validate', message };
      return { values: {}, errors: fieldErrors };
    },
    [program],
  );
  const form = useForm<TermsValues>({
    defaultValues: results ? valuesFromResults(results, selected) : emptyTerms,
    mode: 'onTouched',
    resolver,
  });
  const values = { ...emptyTerms, ...useWatch({ control: form.control }) } as TermsValues;
  const valid = Object.keys(validateTerms(program, values, bounds)).length === 0;

  const run = usePricingRun({
    program,
    location,
    period,
    priceMatch,
    onOptions: (next, first) => {
      actions.setResults(next);
      // The first option is selected: its trigger and exhaust go into the inputs.
      form.reset(valuesFromResults(next, first));
    },
    onNoOffers: () => actions.setResults(null),
    onStart: (values, targetMatch) => actions.setPendingRun({ values, targetMatch }),
    onUnanswered: () => actions.setPendingRun(null),
  });
  // A reload (or a return to this page) while a run was in progress: run its terms again.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const pending = state.pendingRun;
    if (!pending) return;
    form.reset(pending.values);
    void run.price(pending.values, pending.targetMatch);
    // Once, on arrival (the ref): later changes of the state are this page's own runs.
  }, [form, run, state.pendingRun]);
  const { phase, loading } = run;
  const [shareOpen, setShareOpen] = useState(false);

  // Precipitation: a starting trigger and exhaust from the history, until the agent types.
  const history = indexData.data?.result;
  useEffect(() => {
    if (!history || results) return;
    const suggestion = suggestedTermsValues(
      program,
      history.map((y) => y.temp),
    );
    const current = form.getValues();
    if (!suggestion || current.trigger !== '' || current.exhaust !== '') return;
    form.setValue('trigger', suggestion.trigger);
    form.setValue('exhaust', suggestion.exhaust);
  }, [history, program, form, results]);

  const onCalculate = form.handleSubmit((v) => run.price(v, false));

  const selectOption = (id: string) => {
    actions.selectQuote(id);
    const q = results?.quotes.find((o) => o.id === id);
    if (q && precipitation) {
      form.setValue('trigger', strikeOf(q).toFixed(2), { shouldValidate: true });
      form.setValue('exhaust', exhaustOf(q).toFixed(2), { shouldValidate: true });
    }
  };

  const stale = !!results && (state.stale || termsChanged(program, values, results, selected));
  const saveEnabled =
    phase.kind === 'idle' && canSaveAndShare({ stale, valid, loading, selected: results ? selected : null });
  const hint = saveHint({
    hasOptions: !!results,
    loading,
    stale,
    valid,
    selected,
    phase: phase.kind,
  });

  const startOver = () => {
    run.cancel();
    actions.reset();
    navigate(SELECT_PROGRAM_PATH);
  };

  const saveAndShare = () => {
    if (!selected || !saveEnabled) return;
    actions.completeStep({ optionTerms: completionPayload(program, selected) }, { markStale: false });
    setShareOpen(true);
  };

  const showOptions = phase.kind === 'idle' && !!results && !!selected;
  const demo = showOptions ? results.dataOrigin === 'demo' || selected.dataOrigin === 'demo' : false;
  const selectedIndex = results && selected ? results.quotes.findIndex((q) => q.id === selected.id) : -1;
  const points = showOptions
    ? historicalRows(results.quotes).map((r) => ({
        year: r.year,
        index: r.index,
        payout: r.payouts[selectedIndex] ?? null,
        indexAsIfToday: r.indexAsIfToday,
        payoutAsIfToday: r.payoutsAsIfToday[selectedIndex] ?? null,
      }))
    : (indexData.data?.result ?? [])
        .map((r) => ({ year: r.year, index: r.temp, payout: null }))
        .sort((a, b) => a.year - b.year);
  const summary = showOptions
    ? selected.indexSummary
    : indexData.data
      ? { minimum: indexData.data.min, average: indexData.data.average, maximum: indexData.data.max }
      : null;

  const { downloadCsv, downloadPdf } = useDownloads({
    program,
    results,
    selected,
    location,
    client: state.client,
  });

  const matched = showOptions ? (results.targetMatch ?? null) : null;

  return (
    <QuoterFrame
      step="optionTerms"
      title="Customize Coverage"
      lead={`${programTitle(program)}: set the limit and trigger, compare the available options, then save and share the one you want.`}
    >
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {run.announcement}
      </VisuallyHidden>
      {demo ? <DemoDataAlert /> : null}
      {matched ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Expanded criteria</Alert.Title>
            <Alert.Description>
              No option was available at a trigger of {formatIndex(program, matched.requestedTrigger)}. The
              next available trigger is {formatIndex(program, matched.matchedTrigger)}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {showOptions && stale ? (
        <Alert.Root status="warning" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>These options no longer match your terms</Alert.Title>
            <Alert.Description>
              {state.stale
                ? 'Your locations or policy period changed since they were priced.'
                : 'You changed the terms since they were priced.'}{' '}
              Calculate again to update them; Save &amp; Share is available once they match.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Grid templateColumns="minmax(0, 1fr)" css={columns} gap="5" alignItems="start">
        <Stack gap="4">
          <TermsForm
            program={program}
            register={form.register}
            errors={form.formState.errors}
            selected={showOptions ? selected : null}
            loading={loading}
            canSubmit={canCalculate(values, loading)}
            onSubmit={() => void onCalculate()}
            bounds={bounds}
          />
          {precipitation ? null : <OtherPricingOptions />}
        </Stack>

        <CoverageCard
          title="Coverage Terms"
          titleId="coverage-terms-title"
          badge={demo ? <DemoBadge /> : null}
          actions={
            <Button size="sm" variant="outline" onClick={() => void downloadPdf()} disabled={!showOptions}>
              <LuDownload aria-hidden="true" /> Download PDF
            </Button>
          }
        >
          <Box
            ref={run.outcomeRef}
            tabIndex={-1}
            aria-busy={loading}
            outline="none"
            data-testid="pricing-outcome"
          >
            <PricingOutcomePanel
              program={program}
              phase={phase}
              options={
                showOptions
                  ? { quotes: results.quotes, selected, matchedTrigger: matched?.matchedTrigger ?? null }
                  : null
              }
              onSelect={selectOption}
              onTryAgain={run.tryAgain}
              onStartOver={startOver}
              onExpand={run.expandCriteria}
            />
          </Box>
        </CoverageCard>

        <Stack gap="4">
          <IndexPanel
            program={program}
            summary={summary}
            years={points.length}
            loading={indexData.isPending}
            error={indexData.isError}
            demo={indexData.data?.dataOrigin === 'demo' || demo}
          />
          <CoverageCard
            title="Historical Results"
            titleId="historical-title"
            actions={
              <Button size="sm" variant="outline" onClick={() => void downloadCsv()} disabled={!showOptions}>
                <LuDownload aria-hidden="true" /> Download CSV
              </Button>
            }
          >
            {points.length > 0 ? (
              <HistoricalFigure
                program={program}
                points={points}
                averagePayout={showOptions ? selected.averageHistoricalPayout : undefined}
                averagePayoutAsIfToday={showOptions ? selected.averageHistoricalPayoutAsIfToday : undefined}
                payoutMax={showOptions ? selected.limitOfLiability : undefined}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {indexData.isPending ? 'Loading the history…' : 'No history to show yet.'}
              </Text>
            )}
          </CoverageCard>
          <PriceBreakdown quote={showOptions ? selected : null} clientAttached={!!state.client} />
        </Stack>
      </Grid>

      <Flex
        as="footer"
        borderTopWidth="1px"
        py="3"
        gap="3"
        wrap="wrap"
        justify="space-between"
        align="center"
      >
        <Flex gap="2">
          <Button variant="outline" onClick={() => navigate(stepsFor(program)[2]!.path)}>
            <LuArrowLeft aria-hidden="true" /> Back
          </Button>
          <Button variant="ghost" onClick={startOver}>
            <LuRotateCcw aria-hidden="true" /> Start Over
          </Button>
        </Flex>
        <Flex gap="3" align="center" wrap="wrap" justify="flex-end">
          {hint ? (
            <Text id="save-share-hint" fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          ) : null}
          <Button
            onClick={saveAndShare}
            disabled={!saveEnabled}
            aria-describedby={hint ? 'save-share-hint' : undefined}
          >
            <LuShare2 aria-hidden="true" /> Save &amp; Share
          </Button>
        </Flex>
      </Flex>

      <HighServerLoadDialog open={run.overloadOpen} onClose={run.closeOverload} />
      <NoOptionDialog
        open={run.noOptionOpen}
        onClose={run.closeNoOption}
        onExpand={run.expandCriteria}
        reason={run.noOptionReason}
      />
      {selected ? (
        <ShareDialog
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          program={program}
          quoteId={selected.id}
          client={state.client}
          onDone={(quoteId) => {
            setShareOpen(false);
            navigate(QUOTE_SAVED_PATH, { state: { quoteId, clientId: state.client?._id ?? null } });
          }}
        />
      ) : null}
    </QuoterFrame>
  );
}

/** The coverage-terms step of every program's flow. */
export default function SelectOptionsPage() {
  return (
    <QuoterStepGate>
      <CustomizeCoverage />
    </QuoterStepGate>
  );
}
