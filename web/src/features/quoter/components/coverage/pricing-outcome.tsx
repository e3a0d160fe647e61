/**
 * The middle of Customize Coverage: what the last pricing run gave. Loading, the error with Try
 * Again, no offers with Start Over, "No option found." with Expand criteria, the priced options
 * with the selected one's payout profile, or, before any run, what to enter.
 */
import type { ProgramCode } from '@almanac/core';
import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { PayoutProfileFigure } from '../../../../components/charts/charts.js';
import {
  ErrorPanel,
  LoadingPanel,
  NoOffersPanel,
  NoOptionPanel,
} from '../../../../components/coverage/panels.js';
import { isPrecipitation, type PricedQuote } from '../../../../shared/quote/quote.js';
import type { PricingPhase } from '../../state/use-pricing-run.js';
import { OptionCards } from './option-cards.js';

export interface PricedOptions {
  quotes: PricedQuote[];
  selected: PricedQuote;
  /** The trigger the server moved to (Expand criteria), or null. */
  matchedTrigger: number | null;
}

export interface PricingOutcomePanelProps {
  program: ProgramCode;
  phase: PricingPhase;
  /** The options to show (null when there are none or they are not current). */
  options: PricedOptions | null;
  onSelect: (id: string) => void;
  onTryAgain: () => void;
  onStartOver: () => void;
  onExpand: () => void;
}

export function PricingOutcomePanel({
  program,
  phase,
  options,
  onSelect,
  onTryAgain,
  onStartOver,
  onExpand,
}: PricingOutcomePanelProps) {
  if (phase.kind === 'loading') return <LoadingPanel />;
  if (phase.kind === 'error')
    return <ErrorPanel code={phase.code} message={phase.message} onTryAgain={onTryAgain} />;
  if (phase.kind === 'noResults') return <NoOffersPanel onStartOver={onStartOver} />;
  if (phase.kind === 'noOption') return <NoOptionPanel onExpand={onExpand} reason={phase.reason} />;
  if (options)
    return (
      <Stack gap="5">
        <OptionCards
          program={program}
          quotes={options.quotes}
          selectedId={options.selected.id}
          onSelect={onSelect}
          matchedTrigger={options.matchedTrigger}
        />
        <Separator />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Payout Profile
          </Heading>
          <PayoutProfileFigure program={program} quote={options.selected} />
        </Stack>
      </Stack>
    );
  return (
    <Text color="fg.muted">
      Enter a limit of liability
      {isPrecipitation(program) ? ', a trigger and an exhaust' : ' (and, if you like, a custom trigger)'} and
      select Calculate to see the available triggers and their premiums.
    </Text>
  );
}
