/**
 * From a validated request to priced options: check the period and locations, read the daily series
 * of the locations' cells from the weather source, and run the engine's pipeline once
 * (core's `quoteCoverage`: index history, options, premiums, then taxes for the home state).
 * Outside a development stage a location without observed data is refused (observed-data.ts).
 * Failures are mapped to the spec's codes: data, provider and unexpected engine failures
 * RISK_API_ERROR; the engine's own codes (VALIDATION_ERROR, CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH,
 * RISK_API_ERROR, and INSCIPHER_ERROR from core's `taxesFor`) pass through.
 */
import {
  AppError,
  applicationDeadline,
  buildIndexHistory,
  type DatasetDefinition,
  datasets,
  homeStateOf,
  type IndexHistory,
  isoOfEpochDay,
  parseRiskPeriod,
  type PricingParameters,
  programs,
  type PricingResult,
  type ProgramCode,
  quoteCoverage,
  type QuoteRequest,
  type ResolvedLocation,
  resolveLocations,
  resolvePricingParameters,
  type TaxEstimate,
  validatePolicyPeriod,
  type WeightedSeries,
  windowForYear,
} from '@almanac/core';
import type {
  CellSeries,
  DatasetMetadata,
  Ports,
  PricingRequestRecord,
  QuoteDataUsed,
  QuoteRecord,
  WeatherOrigin,
} from '../../ports/index.js';
import { PRICING_ENGINE_VERSION } from './engine-version.js';
import {
  assertCellsObserved,
  assertDatasetObserved,
  type DemoWeatherSetting,
  quoteDataVersionOf,
} from './observed-data.js';
import { quoteAccumulation, type ExposureDeps } from './exposure.js';

type WeatherPorts = Pick<Ports, 'weather' | 'states' | 'pricingMemo'> & DemoWeatherSetting;

/** A weather source failure: retried by the worker, RISK_API_ERROR to a synchronous caller. */
export const DATA_SOURCE_UNAVAILABLE = 'DATA_SOURCE_UNAVAILABLE';

function sourceFailure(error: unknown, what: string): never {
  // The source's own refusals (e.g. an unknown dataset) are the caller's to see.
  if (error instanceof AppError && error.code !== 'RISK_API_ERROR') throw error;
  throw new AppError(
    'RISK_API_ERROR',
    undefined,
    { reason: DATA_SOURCE_UNAVAILABLE, cause: error instanceof Error ? error.message : String(error) },
    { cause: new Error(`Weather source failed (${what})`, { cause: error }) },
  );
}

export async function datasetMetadata(ports: Pick<Ports, 'weather'>, datasetId: DatasetDefinition['id']) {
  try {
    return await ports.weather.metadata(datasetId);
  } catch (error) {
    return sourceFailure(error, `metadata ${datasetId}`);
  }
}

export interface HistoryRequest {
  readonly program: ProgramCode;
  readonly datasetId: DatasetDefinition['id'];
  readonly startDate: string;
  readonly endDate: string;
  readonly locations: QuoteRequest['locations'];
}

export interface LoadedHistory {
  readonly dataset: DatasetDefinition;
  readonly metadata: DatasetMetadata;
  readonly locations: ResolvedLocation[];
  readonly history: IndexHistory;
  readonly data: QuoteDataUsed;
}

export interface PeriodRules {
  /** Check the policy-period rules (start window from this quoting date, length, data cap). */
  readonly policy: boolean;
  /** The quoting date for the start window; omit to skip that rule (the worker: checked at submission). */
  readonly today?: string;
}

const cellKey = (c: { row: number; col: number }) => `${c.row},${c.col}`;

/**
 * The name of a cell's series for core's memo (`WeightedSeries.key`): the dataset, the version of
 * its data (the ingest's `updatedAt`; the demo climate is fixed per deployment) and the cell (core
 * adds the range read, the program and the period). No key, so no reuse, for observed data
 * without a recorded version.
 */
export function seriesKeyOf(
  datasetId: DatasetDefinition['id'],
  metadata: DatasetMetadata,
  series: CellSeries,
): string | undefined {
  const version = series.origin === 'demo' ? 'demo' : metadata.updatedAt;
  if (version === undefined) return undefined;
  return `${datasetId}|${series.origin}|${version}|${cellKey(series.cell)}`;
}

export interface CheckedRequest {
  readonly dataset: DatasetDefinition;
  readonly metadata: DatasetMetadata;
  readonly locations: ResolvedLocation[];
}

/**
 * The checks that need no history: the policy period (when `rules.policy`), each location (grid,
 * US state, program availability) and the period against the dataset's latest date (observed
 * data only).
 */
export async function checkRequest(
  ports: WeatherPorts,
  req: HistoryRequest,
  rules: PeriodRules,
): Promise<CheckedRequest> {
  const dataset = datasets[req.datasetId];
  const period = { startDate: req.startDate, endDate: req.endDate };
  if (rules.policy) validatePolicyPeriod({ ...period, today: rules.today });
  parseRiskPeriod(period);
  const locations = resolveLocations(req.locations, dataset, await ports.states());
  const metadata = await datasetMetadata(ports, dataset.id);
  assertDatasetObserved(ports, dataset.id, metadata, locations);
  // The demo climate's latest date is a fixed, made-up one: no staleness to guard against.
  if (rules.policy && metadata.origin !== 'demo')
    validatePolicyPeriod({ ...period, latestDataDate: metadata.latestDate });
  return { dataset, metadata, locations };
}

/** Check the request (`checkRequest`), then read the series and build the index history. */
export async function loadIndexHistory(
  ports: WeatherPorts,
  req: HistoryRequest,
  rules: PeriodRules,
  params: PricingParameters = resolvePricingParameters(),
): Promise<LoadedHistory> {
  const { value: history, ...loaded } = await withSeries(ports, req, rules, (locations) =>
    buildIndexHistory({
      program: req.program,
      period: { startDate: req.startDate, endDate: req.endDate },
      locations,
      lookBackYears: params.lookBackYears,
      ...(ports.pricingMemo ? { memo: ports.pricingMemo.locations } : {}),
    }),
  );
  return { ...loaded, history };
}

/**
 * Check the request (`checkRequest`), read the series of the locations' cells from the dataset's
 * first available date (the trend is estimated on every complete year, docs/pricing.md "Trend
 * policy") and hand them, weighted, to `use` (which builds the index history).
 */
async function withSeries<T>(
  ports: WeatherPorts,
  req: HistoryRequest,
  rules: PeriodRules,
  use: (series: WeightedSeries[], locations: ResolvedLocation[]) => T,
  /** The request as `checkRequest` already checked it (else checked here). */
  checked?: CheckedRequest,
): Promise<Omit<LoadedHistory, 'history'> & { value: T }> {
  const { dataset, metadata, locations } = checked ?? (await checkRequest(ports, req, rules));
  const period = { startDate: req.startDate, endDate: req.endDate };
  const parsed = parseRiskPeriod(period);

  // The look-back needs the windows of the policy year - 1 and earlier, up to the latest data.
  const lastWindowEnd = isoOfEpochDay(windowForYear(parsed, parsed.policyYear - 1).endDay);
  const readTo = lastWindowEnd < metadata.latestDate ? lastWindowEnd : metadata.latestDate;
  const readFrom = metadata.firstDate > dataset.firstDate ? metadata.firstDate : dataset.firstDate;
  const cells = [...new Map(locations.map((l) => [cellKey(l.cell), l.cell])).values()];

  if (readTo < readFrom) {
    throw new AppError('RISK_API_ERROR', `No ${dataset.title} data covers the years before the period`, {
      reason: 'INSUFFICIENT_HISTORY',
    });
  }
  let series: CellSeries[];
  try {
    series = await ports.weather.dailySeries(dataset.id, cells, readFrom, readTo);
  } catch (error) {
    return sourceFailure(error, `series ${dataset.id}`);
  }
  assertCellsObserved(ports, dataset.id, metadata, locations, series);
  const byCell = new Map(series.map((s) => [cellKey(s.cell), s]));
  const weighted: WeightedSeries[] = locations.map((l) => {
    const s = byCell.get(cellKey(l.cell));
    if (!s) {
      throw new AppError(
        'RISK_API_ERROR',
        undefined,
        { reason: DATA_SOURCE_UNAVAILABLE },
        { cause: new Error(`The weather source returned no ${dataset.id} series for a cell`) },
      );
    }
    const key = seriesKeyOf(dataset.id, metadata, s);
    return { weight: l.weight, series: s.series, ...(key ? { key } : {}) };
  });
  const value = use(weighted, locations);
  const origins = cells.map((c) => byCell.get(cellKey(c))!.origin);
  const origin: WeatherOrigin = origins.includes('demo') ? 'demo' : 'observed';
  const data: QuoteDataUsed = {
    datasetId: dataset.id,
    origin,
    cells: cells.map((c, i) => ({ row: c.row, col: c.col, origin: origins[i]! })),
    readFrom,
    readTo,
    latestDataDate: metadata.latestDate,
  };
  return { dataset, metadata, locations, value, data };
}

export interface PricedRequest extends Omit<LoadedHistory, 'history'> {
  readonly request: QuoteRequest;
  readonly homeState: string;
  readonly result: PricingResult;
  /** Per option, in option order. */
  readonly taxes: TaxEstimate[];
}

/**
 * Price a request with core's pipeline (`quoteCoverage`): index history, options and premiums,
 * then taxes for the home state (the largest-weight location's).
 */
export async function priceQuoteRequest(
  ports: WeatherPorts & ExposureDeps,
  request: QuoteRequest,
  rules: PeriodRules,
): Promise<PricedRequest> {
  const parameters = resolvePricingParameters();
  const checked = await checkRequest(ports, request, rules);
  // Refused above an aggregate limit; the home region's book prices the capital (docs/pricing.md).
  const portfolio = await quoteAccumulation(ports, request, checked.locations);
  const { value, ...loaded } = await withSeries(
    ports,
    request,
    rules,
    (series, locations) => {
      const homeState = homeStateOf(locations)!;
      try {
        const quoted = quoteCoverage({
          program: request.program,
          period: { startDate: request.startDate, endDate: request.endDate },
          locations: series,
          limitCents: request.limitCents,
          trigger: request.trigger ?? undefined,
          exhaust: request.exhaust ?? undefined,
          targetMatch: request.targetMatch,
          homeState,
          parameters,
          ...(portfolio ? { portfolio } : {}),
          ...(ports.pricingMemo
            ? { memo: ports.pricingMemo.locations, fitMemo: ports.pricingMemo.fits }
            : {}),
        });
        return { homeState, quoted };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('RISK_API_ERROR', undefined, { reason: 'ENGINE_FAILURE' }, { cause: error });
      }
    },
    checked,
  );
  const { homeState, quoted } = value;
  const result: PricingResult = {
    ...quoted,
    options: quoted.options.map(({ taxes: _, ...option }) => option),
  };
  const taxes = quoted.options.map((o) => o.taxes!);
  return { ...loaded, request, homeState, result, taxes };
}

/** The id of a request's option `index`: deterministic, so a re-delivered job writes no duplicate. */
export const quoteIdOf = (requestId: string, index: number): string => `${requestId}-${index + 1}`;

/** One stored quote per priced option. */
export function quoteRecordsOf(
  priced: PricedRequest,
  request: PricingRequestRecord,
  now: string,
): QuoteRecord[] {
  const { result } = priced;
  const deadline = applicationDeadline(priced.request.program, priced.request.startDate);
  return result.options.map((option, index) => ({
    id: quoteIdOf(request.id, index),
    requestId: request.id,
    optionIndex: index,
    createdBy: request.createdBy,
    ...(request.organizationId ? { organizationId: request.organizationId } : {}),
    createdAt: now,
    updatedAt: now,
    program: priced.request.program,
    currency: 'USD',
    riskPeriod: { startDate: priced.request.startDate, endDate: priced.request.endDate },
    applicationDeadline: deadline,
    expirationDate: deadline,
    locations: priced.locations,
    homeState: priced.homeState,
    option,
    taxes: priced.taxes[index] ?? null,
    index: {
      unit: result.indexUnit,
      dailyCapIn: programs[priced.request.program].dailyCapIn,
      policyYear: result.policyYear,
      lookBack: result.lookBack,
      trend: result.trend,
      fit: result.fit,
      burnWeight: result.burnWeight,
      standardErrorFactor: result.standardErrorFactor,
      exhaustDistance: result.exhaustDistance,
      targetMatch: result.targetMatch,
    },
    data: {
      ...priced.data,
      version: quoteDataVersionOf(priced.metadata, priced.request, result.lookBack.years),
    },
    pricing: {
      engineVersion: PRICING_ENGINE_VERSION,
      parameters: result.parameters,
      request: priced.request,
    },
  }));
}
