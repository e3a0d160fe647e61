/**
 * The left column of Customize Coverage (docs/requirements.md#quoter-coverage-terms). Excess and
 * low rainfall: Limit of Liability, Trigger, Exhaust and Calculate; read-only Premium Recovery,
 * Per-Inch Loss and (excess rainfall) the Daily Precipitation Cap. High and low temperature: Limit
 * of Liability, Custom Trigger and Calculate; read-only Trigger, Premium Recovery and Per-Degree
 * Loss.
 */
import { DAILY_PRECIPITATION_CAP_IN, type ProgramCode } from '@almanac/core';
import { Button, Input, InputGroup, Separator, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LuCalculator } from 'react-icons/lu';
import { FormField } from '../../../../components/form-field.js';
import {
  formatDegrees,
  formatIndex,
  formatPremiumRecovery,
  formatUsd,
  perUnitLossLabel,
  unitSymbol,
} from '../../../../shared/quote/coverage-format.js';
import { isPrecipitation, type PricedQuote, strikeOf } from '../../../../shared/quote/quote.js';
import { roundTenths, type TermsValues, type TriggerBounds } from '../../model/terms.js';
import { CoverageCard } from '../../../../components/coverage/panels.js';

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label} readOnly>
      <Input readOnly value={value} variant="subtle" />
    </FormField>
  );
}

export function TermsForm({
  program,
  register,
  errors,
  selected,
  loading,
  canSubmit,
  onSubmit,
  bounds,
}: {
  program: ProgramCode;
  register: UseFormRegister<TermsValues>;
  errors: FieldErrors<TermsValues>;
  selected: PricedQuote | null;
  loading: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  bounds: TriggerBounds;
}) {
  const precipitation = isPrecipitation(program);
  const unit = unitSymbol(program);
  const high = program === 'HTC';
  const bound = high ? bounds.max : bounds.min;
  const customHelper =
    bound != null
      ? `Optional. ${high ? 'At most' : 'At least'} ${formatDegrees(roundTenths(bound))} °F, the ${high ? 'highest' : 'lowest'} in the history.`
      : 'Optional: leave empty to see the options the history supports.';

  return (
    <CoverageCard title="Terms" titleId="terms-title">
      <form
        noValidate
        aria-labelledby="terms-title"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="4">
          <FormField label="Limit of Liability" error={errors.limit?.message} required>
            <InputGroup startElement="$">
              <Input inputMode="decimal" autoComplete="off" placeholder="100,000" {...register('limit')} />
            </InputGroup>
          </FormField>
          {precipitation ? (
            <>
              <FormField label="Trigger" error={errors.trigger?.message} required>
                <InputGroup endElement={unit}>
                  <Input inputMode="decimal" autoComplete="off" {...register('trigger')} />
                </InputGroup>
              </FormField>
              <FormField label="Exhaust" error={errors.exhaust?.message} required>
                <InputGroup endElement={unit}>
                  <Input inputMode="decimal" autoComplete="off" {...register('exhaust')} />
                </InputGroup>
              </FormField>
            </>
          ) : (
            <FormField label="Custom Trigger" error={errors.customTrigger?.message} helper={customHelper}>
              <InputGroup endElement={unit}>
                <Input inputMode="decimal" autoComplete="off" {...register('customTrigger')} />
              </InputGroup>
            </FormField>
          )}
          <Button type="submit" disabled={!canSubmit} loading={loading} loadingText="Calculating…">
            <LuCalculator aria-hidden="true" /> Calculate
          </Button>
          <Separator />
          {!precipitation ? (
            <ReadOnlyValue
              label="Trigger"
              value={selected ? formatIndex(program, strikeOf(selected)) : '—'}
            />
          ) : null}
          <ReadOnlyValue
            label="Premium Recovery"
            value={selected ? formatPremiumRecovery(program, selected.breakEven) : '—'}
          />
          <ReadOnlyValue
            label={perUnitLossLabel(program)}
            value={selected ? formatUsd(selected.perUnitLoss) : '—'}
          />
          {program === 'HPC' ? (
            <ReadOnlyValue
              label="Daily Precipitation Cap"
              value={formatIndex(program, selected?.dailyPrecipitationCap ?? DAILY_PRECIPITATION_CAP_IN)}
            />
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            Premium recovery: the index value at which the payout equals the net premium.
          </Text>
        </Stack>
      </form>
    </CoverageCard>
  );
}
