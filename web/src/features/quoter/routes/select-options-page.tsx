/**
 * Customize Coverage (seed 000 sections 2, 4, 5, 8, 9): the terms of each program, the priced
 * options with their payout profile, the index and its history, the price breakdown, the four
 * outcomes of a pricing run (options, no offers, error, High Server Load) and the "No option found."
 * case with Expand criteria, downloads of the history (CSV) and the terms (PDF), and Save & Share.
 * Charts and the PDF code are lazy chunks.
 */
import { type ProgramCode } from '@almanac/core';
import {
  Alert,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  Separator,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { LuArrowLeft, LuDownload, LuRotateCcw, LuShare2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { toaster } from '../../../components/toaster-store.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { useIndexData } from '../api/pricing-api.js';
import { type PricingOutcome, runPricing } from '../api/pricing-flow.js';
import { HistoricalFigure, PayoutProfileFigure } from '../../../components/charts/charts.js';
import { HighServerLoadDialog, NoOptionDialog } from '../components/coverage/pricing-dialogs.js';
import { OptionCards } from '../components/coverage/option-cards.js';
import {
  CoverageCard,
  DemoBadge,
  DemoDataAlert,
  ErrorPanel,
  IndexPanel,
  LoadingPanel,
  NoOffersPanel,
  NoOptionPanel,
  OtherPricingOptions,
  PriceBreakdown,
} from '../../../components/coverage/panels.js';
import { ShareDialog } from '../components/coverage/share-dialog.js';
import { TermsForm } from '../components/coverage/terms-form.js';
import { QuoterFrame, QuoterStepGate } from '../components/quoter-frame.js';
import { formatIndex, optionTitle } from '../../../shared/quote/coverage-format.js';
import { clientName } from '../model/format.js';
import { QUOTE_SAVED_PATH, programTitle, SELECT_PROGRAM_PATH } from '../model/programs.js';
import {
  exhaustOf,
  historicalRows,
  isPrecipitation,
  type PricedQuote,
  strikeOf,
} from '../../../shared/quote/quote.js';
import {
  canCalculate,
  canSaveAndShare,
  completionPayload,
  emptyTerms,
  parseNumber,
  pricingCall,
  suggestedPrecipitationTerms,
  termsChanged,
  type TermsValues,
  type TriggerBounds,
  validateTerms,
  valuesFromResults,
} from '../model/terms.js';
import { type QuoterResults, stepsFor } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'noResults' }
  | { kind: 'noOption' }
  | { kind: 'error'; code: string; message: string };

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
  phase: Phase['kind'];
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
  const gql = useGraphqlClient();
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

  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const loading = phase.kind === 'loading';
  const [overloadOpen, setOverloadOpen] = useState(false);
  const [noOptionOpen, setNoOptionOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<{ values: TermsValues; targetMatch: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // Precipitation: a starting trigger and exhaust from the history's average, until the agent types.
  const average = indexData.data?.average;
  useEffect(() => {
    if (average === undefined || results) return;
    const suggestion = suggestedPrecipitationTerms(program, average);
    const current = form.getValues();
    if (!suggestion || current.trigger !== '' || current.exhaust !== '') return;
    form.setValue('trigger', suggestion.trigger);
    form.setValue('exhaust', suggestion.exhaust);
  }, [average, program, form, results]);

  const applyOutcome = (outcome: PricingOutcome, v: TermsValues, targetMatch: boolean) => {
    switch (outcome.kind) {
      case 'options': {
        const { request } = outcome;
        const first = request.quotes[0]!;
        const custom = parseNumber(v.customTrigger);
        const next: QuoterResults = {
          quotes: request.quotes,
          selectedQuoteId: first.id,
          maxPaymentAmount: parseNumber(v.limit) ?? undefined,
          ...(precipitation
            ? { trigger: parseNumber(v.trigger) ?? undefined, exhaust: parseNumber(v.exhaust) ?? undefined }
            : {
                customTriggerTemperature:
                  custom === null ? undefined : (request.targetMatch?.matchedTrigger ?? custom),
              }),
          requestId: request.requestId,
          dataOrigin: request.dataOrigin,
          targetMatch: request.targetMatch,
        };
        actions.setResults(next);
        // The first option is selected: its trigger and exhaust go into the inputs.
        form.reset(valuesFromResults(next, first));
        setPhase({ kind: 'idle' });
        setAnnouncement(
          `${request.quotes.length} coverage option${request.quotes.length === 1 ? '' : 's'} found. ${optionTitle(program, first)} is selected.`,
        );
        return;
      }
      case 'noResults':
        if (priceMatch && program !== 'LPC' && !targetMatch) {
          setPhase({ kind: 'noOption' });
          setNoOptionOpen(true);
        } else {
          actions.setResults(null);
          setPhase({ kind: 'noResults' });
        }
        setAnnouncement('No offers are available for these parameters.');
        return;
      case 'expectedLossTooHigh':
        setPhase({ kind: 'noOption' });
        setNoOptionOpen(true);
        setAnnouncement('No option found.');
        return;
      case 'error':
        setPhase({ kind: 'error', code: outcome.code, message: outcome.message });
        setAnnouncement('Pricing failed.');
    }
  };

  const price = async (v: TermsValues, targetMatch: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    last.current = { values: v, targetMatch };
    setPhase({ kind: 'loading' });
    // The loading panel announces itself (a status region).
    setAnnouncement('');
    let outcome: PricingOutcome;
    try {
      outcome = await runPricing(
        gql,
        (sync) => pricingCall(program, { location, period }, v, { sync, targetMatch }),
        { signal: controller.signal, onOverload: () => setOverloadOpen(true) },
      );
    } catch (e) {
      if (controller.signal.aborted) return;
      outcome = { kind: 'error', code: 'INTERNAL_SERVER_ERROR', message: String(e) };
    }
    if (controller.signal.aborted) return;
    setOverloadOpen(false);
    applyOutcome(outcome, v, targetMatch);
    // Calculate was disabled while loading, so keyboard focus fell to the page: take it to the outcome.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) outcomeRef.current?.focus();
    });
  };

  const onCalculate = form.handleSubmit((v) => price(v, false));
  const tryAgain = () => last.current && void price(last.current.values, last.current.targetMatch);
  const expandCriteria = () => {
    setNoOptionOpen(false);
    if (last.current) void price(last.current.values, true);
  };

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
    abort.current?.abort();
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
      }))
    : (indexData.data?.result ?? [])
        .map((r) => ({ year: r.year, index: r.temp, payout: null }))
        .sort((a, b) => a.year - b.year);
  const summary = showOptions
    ? selected.indexSummary
    : indexData.data
      ? { minimum: indexData.data.min, average: indexData.data.average, maximum: indexData.data.max }
      : null;

  const downloadCsv = async () => {
    if (!results) return;
    try {
      const [{ buildHistoricalCsv, HISTORICAL_CSV_FILE_NAME }, { saveText }] = await Promise.all([
        import('../downloads/historical-csv.js'),
        import('../../../lib/save-file.js'),
      ]);
      saveText(
        buildHistoricalCsv(program, results.quotes),
        HISTORICAL_CSV_FILE_NAME,
        'text/csv;charset=utf-8',
      );
    } catch {
      toaster.create({ type: 'error', title: 'The CSV could not be created.', duration: 5000 });
    }
  };

  const downloadPdf = async () => {
    if (!selected) return;
    try {
      const [{ buildTermsPdf, termsPdfFileName }, { saveBlob }] = await Promise.all([
        import('../downloads/terms-pdf.js'),
        import('../../../lib/save-file.js'),
      ]);
      const generatedAt = new Date();
      const doc = buildTermsPdf({
        program,
        programTitle: programTitle(program),
        quote: selected,
        locations: location.locations,
        dataset: location.dataset,
        client: state.client ? { name: clientName(state.client), email: state.client.email } : null,
        generatedAt,
      });
      saveBlob(doc.output('blob'), termsPdfFileName(program, generatedAt));
    } catch {
      toaster.create({ type: 'error', title: 'The PDF could not be created.', duration: 5000 });
    }
  };

  const matched = showOptions ? (results.targetMatch ?? null) : null;

  let middle;
  if (phase.kind === 'loading') middle = <LoadingPanel />;
  else if (phase.kind === 'error')
    middle = <ErrorPanel code={phase.code} message={phase.message} onTryAgain={tryAgain} />;
  else if (phase.kind === 'noResults') middle = <NoOffersPanel onStartOver={startOver} />;
  else if (phase.kind === 'noOption') middle = <NoOptionPanel onExpand={expandCriteria} />;
  else if (showOptions)
    middle = (
      <Stack gap="5">
        <OptionCards
          program={program}
          quotes={results.quotes}
          selectedId={selected.id}
          onSelect={selectOption}
          matchedTrigger={matched?.matchedTrigger ?? null}
        />
        <Separator />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Payout Profile
          </Heading>
          <PayoutProfileFigure program={program} quote={selected} />
        </Stack>
      </Stack>
    );
  else
    middle = (
      <Text color="fg.muted">
        Enter a limit of liability
        {precipitation ? ', a trigger and an exhaust' : ' (and, if you like, a custom trigger)'} and select
        Calculate to see the available triggers and their premiums.
      </Text>
    );

  return (
    <QuoterFrame
      step="optionTerms"
      title="Customize Coverage"
      lead={`${programTitle(program)}: set the limit and trigger, compare the available options, then save and share the one you want.`}
    >
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
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
            ref={outcomeRef}
            tabIndex={-1}
            aria-busy={loading}
            outline="none"
            data-testid="pricing-outcome"
          >
            {middle}
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
                priced={showOptions}
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

      <HighServerLoadDialog open={overloadOpen} onClose={() => setOverloadOpen(false)} />
      <NoOptionDialog open={noOptionOpen} onClose={() => setNoOptionOpen(false)} onExpand={expandCriteria} />
      {selected ? (
        <ShareDialog
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          program={program}
          quoteId={selected.id}
          client={state.client}
          onDone={(quoteId) => {
            setShareOpen(false);
            navigate(QUOTE_SAVED_PATH, { state: { quoteId } });
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
