/**
 * A pricing run of the Customize Coverage step: runs the pricing flow for the terms, keeps the
 * outcome's phase (idle, loading, no offers, "No option found.", error), the High Server Load and
 * No Option dialogs and the screen reader announcement, and hands the priced options to the page.
 * A new run, Start Over or leaving the page aborts the run in progress.
 */
import type { ProgramCode } from '@almanac/core';
import { useEffect, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { optionTitle } from '../../../shared/quote/coverage-format.js';
import { noOptionReason } from '../../../shared/quote/pricing-messages.js';
import { isPrecipitation, type PricedQuote } from '../../../shared/quote/quote.js';
import { type PricingOutcome, runPricing } from '../api/pricing-flow.js';
import { parseNumber, pricingCall, type TermsValues } from '../model/terms.js';
import type { LocationSelection, PolicyPeriod, QuoterResults } from '../model/wizard.js';

export type PricingPhase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'noResults' }
  | { kind: 'noOption'; reason?: string }
  | { kind: 'error'; code: string; message: string };

export interface PricingRunOptions {
  program: ProgramCode;
  location: LocationSelection;
  period: PolicyPeriod;
  /** The priceMatch flag: no offers for a custom trigger open the No Option dialog (Expand criteria). */
  priceMatch: boolean;
  /** Options were priced; the first one is selected. */
  onOptions: (results: QuoterResults, first: PricedQuote) => void;
  /** No offers: the previous options are dropped. */
  onNoOffers: () => void;
  /** A run starts with these terms (kept so a reload can start it again). */
  onStart?: (values: TermsValues, targetMatch: boolean) => void;
  /** A run ended without options or no-offers (No option found, an error). */
  onUnanswered?: () => void;
}

export function usePricingRun({
  program,
  location,
  period,
  priceMatch,
  onOptions,
  onNoOffers,
  onStart,
  onUnanswered,
}: PricingRunOptions) {
  const gql = useGraphqlClient();
  const precipitation = isPrecipitation(program);
  const [phase, setPhase] = useState<PricingPhase>({ kind: 'idle' });
  const [overloadOpen, setOverloadOpen] = useState(false);
  const [noOptionOpen, setNoOptionOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<{ values: TermsValues; targetMatch: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

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
        onOptions(next, first);
        setPhase({ kind: 'idle' });
        setAnnouncement(
          `${request.quotes.length} coverage option${request.quotes.length === 1 ? '' : 's'} found. ${optionTitle(program, first)} is selected.`,
        );
        return;
      }
      case 'noResults':
        if (priceMatch && program !== 'LPC' && !targetMatch) {
          onUnanswered?.();
          setPhase({ kind: 'noOption' });
          setNoOptionOpen(true);
        } else {
          onNoOffers();
          setPhase({ kind: 'noResults' });
        }
        setAnnouncement('No offers are available for these parameters.');
        return;
      case 'expectedLossTooHigh':
        onUnanswered?.();
        setPhase({ kind: 'noOption', reason: noOptionReason(outcome.message) });
        setNoOptionOpen(true);
        setAnnouncement('No option found.');
        return;
      case 'error':
        onUnanswered?.();
        setPhase({ kind: 'error', code: outcome.code, message: outcome.message });
        setAnnouncement('Pricing failed.');
    }
  };

  const price = async (v: TermsValues, targetMatch: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    last.current = { values: v, targetMatch };
    onStart?.(v, targetMatch);
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

  return {
    phase,
    loading: phase.kind === 'loading',
    announcement,
    /** The outcome's container: it takes the focus after a run when nothing else has it. */
    outcomeRef,
    overloadOpen,
    closeOverload: () => setOverloadOpen(false),
    noOptionOpen,
    /** The server's reason for "No option found." when it gave one. */
    noOptionReason: phase.kind === 'noOption' ? phase.reason : undefined,
    closeNoOption: () => setNoOptionOpen(false),
    /** Price the terms (targetMatch: let the server move the trigger to the next available one). */
    price,
    /** Try Again: the last run's terms once more. */
    tryAgain: () => last.current && void price(last.current.values, last.current.targetMatch),
    /** Expand criteria: the last run's terms with targetMatch. */
    expandCriteria: () => {
      setNoOptionOpen(false);
      if (last.current) void price(last.current.values, true);
    },
    /** Abort the run in progress (Start Over). */
    cancel: () => abort.current?.abort(),
  };
}
