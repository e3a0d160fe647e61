import { datasetOfProvider, defaultProviderOf, latestDataText } from '@almanac/core';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  Input,
  RadioCard,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useDatasetLatestDate, useProgramDates } from '../api/period-api.js';
import { QuoterFrame, QuoterStepGate, StepColumns } from '../components/quoter-frame.js';
import {
  customRangeError,
  formatUsDate,
  policyPeriodOf,
  quotingToday,
  rangeBounds,
} from '../model/period.js';
import { nextStepPath, stepsFor, type PolicyPeriod } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

const CUSTOM = 'custom';

function PeriodSummary({ period }: { period: PolicyPeriod | null }) {
  const rows: [string, string][] = period
    ? [
        ['Start', formatUsDate(period.startDate)],
        ['End', formatUsDate(period.endDate)],
        ['Days', String(period.days)],
        ['Application deadline', formatUsDate(period.applicationDeadline)],
      ]
    : [];
  return (
    <Card.Root variant="subtle" borderRadius="xl" aria-live="polite">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Policy period
        </Heading>
        {period ? (
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="fg.muted">Choose a period.</Text>
        )}
        {period ? (
          <Text fontSize="sm" color="fg.muted">
            The application must be received by the deadline, 20 days before the policy period begins.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function SelectPeriod() {
  const [state, actions] = useQuoter();
  const program = state.program!;
  const navigate = useNavigate();
  const dates = useProgramDates(program);
  const datasetId = datasetOfProvider(program, state.location?.dataset ?? defaultProviderOf(program));
  const latest = useDatasetLatestDate(datasetId);
  const today = useMemo(() => quotingToday(new Date()), []);
  const limits = { today, latestDataDate: latest.data?.latestDate ?? null };

  const saved = state.policyPeriod;
  const [choice, setChoice] = useState<string | null>(saved ? (saved.preset ?? CUSTOM) : null);
  const [start, setStart] = useState(saved && !saved.preset ? saved.startDate : '');
  const [end, setEnd] = useState(saved && !saved.preset ? saved.endDate : '');

  const presets = dates.data?.presets ?? [];
  // Until the user picks, the program's default period (its preset) is selected.
  const defaultChoice =
    presets.find((p) => p.startDate === dates.data?.startDate && p.endDate === dates.data?.endDate)?.label ??
    presets[0]?.label ??
    CUSTOM;
  const selected = choice ?? (dates.isSuccess ? defaultChoice : dates.isError ? CUSTOM : null);
  const preset = presets.find((p) => p.label === selected) ?? null;

  const customError = selected === CUSTOM ? customRangeError(start, end, limits) : null;
  const period: PolicyPeriod | null =
    selected === CUSTOM
      ? customError
        ? null
        : policyPeriodOf(program, start, end, null)
      : preset
        ? policyPeriodOf(program, preset.startDate, preset.endDate, preset.label)
        : null;
  const bounds = rangeBounds(start || null, limits);
  const showCustomError = selected === CUSTOM && !!start && !!end && !!customError;

  const submit = () => {
    if (!period) return;
    actions.completeStep({ policyPeriod: period });
    navigate(nextStepPath(program, 'policyPeriod'));
  };

  return (
    <QuoterFrame
      step="policyPeriod"
      title="Select the policy period"
      lead="The period the index is measured over. It starts at least 20 days from today and lasts 30 days to 12 months."
    >
      <StepColumns>
        <Stack gap="5">
          {dates.isError ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The preset periods could not be loaded.</Alert.Title>
                <Alert.Description>
                  {displayError(dates.error)}. You can still enter a custom range.
                </Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => void dates.refetch()}>
                Try Again
              </Button>
            </Alert.Root>
          ) : null}
          <RadioCard.Root
            value={selected}
            onValueChange={(e) => setChoice(e.value)}
            orientation="vertical"
            align="start"
          >
            <RadioCard.Label>Period</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {dates.isPending
                ? [0, 1, 2, 3].map((i) => <Skeleton key={i} h="20" borderRadius="md" />)
                : presets.map((p) => (
                    <RadioCard.Item key={p.label} value={p.label}>
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText>
                            {p.label}
                            {p.label === defaultChoice ? (
                              <Badge ms="2" size="sm" colorPalette="primary" variant="subtle">
                                Suggested
                              </Badge>
                            ) : null}
                          </RadioCard.ItemText>
                          <RadioCard.ItemDescription>
                            {formatUsDate(p.startDate)} – {formatUsDate(p.endDate)} · {p.days} days
                          </RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
              <RadioCard.Item value={CUSTOM}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>Custom range</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      Choose your own start and end dates.
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            </SimpleGrid>
          </RadioCard.Root>

          {selected === CUSTOM ? (
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
                  <DateField
                    label="Start date"
                    value={start}
                    min={bounds.startMin}
                    max={bounds.startMax}
                    onChange={setStart}
                  />
                  <DateField
                    label="End date"
                    value={end}
                    min={bounds.endMin}
                    max={bounds.endMax}
                    onChange={setEnd}
                  />
                </Flex>
                {showCustomError ? (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {customError}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          ) : null}
          {latest.data?.latestDate ? (
            <Text fontSize="xs" color="fg.muted">
              {latestDataText(datasetId, formatUsDate(latest.data.latestDate), latest.data.origin === 'demo')}
            </Text>
          ) : null}
        </Stack>

        <Stack gap="4">
          <PeriodSummary period={period} />
          <Flex gap="2" justify="space-between">
            <Button variant="outline" onClick={() => navigate(stepsFor(program)[1]!.path)}>
              <LuArrowLeft aria-hidden="true" /> Back
            </Button>
            <Button onClick={submit} disabled={!period}>
              Continue <LuArrowRight aria-hidden="true" />
            </Button>
          </Flex>
          <Box />
        </Stack>
      </StepColumns>
    </QuoterFrame>
  );
}

/**
 * The policy-period step of every program's flow (docs/requirements.md#quoter-period,
 * #validation-period).
 */
export default function SelectPeriodPage() {
  return (
    <QuoterStepGate>
      <SelectPeriod />
    </QuoterStepGate>
  );
}

/** A required date input limited to `min`..`max`, which its helper text states. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} required helper={`From ${formatUsDate(min)} to ${formatUsDate(max)}`}>
      <Input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}
