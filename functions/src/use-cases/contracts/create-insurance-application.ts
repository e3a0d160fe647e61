import {
  NO_COVERAGE_STATES,
  AppError,
  APPLICATION_EXISTS_MESSAGE,
  assertApplicationDates,
  capitalizeWords,
  CLIENT_ALREADY_ATTACHED_MESSAGE,
  ContractStatus,
  contractHistoryEvents,
  createApplicationSchema,
  DEFAULT_BUSINESS_TYPE,
  defaultRevenue,
  latestApplication,
  prefillBusiness,
  prefillEntity,
  formatUsPhone,
  isUsZip,
  purchaseBlockMessages,
  quotingToday,
  QUOTE_NOT_SAVED_MESSAGE,
} from '@almanac/core';
import type { ContractRecord, Ports, QuoteRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireClientOf } from '../clients/client-access.js';
import { clientListings } from '../clients/client-business.js';
import { enforceRateLimit } from '../rate-limit.js';
import { requireVisibleQuote } from '../quotes/quote-scope.js';
import { writeSave } from '../quotes/save-quote.js';
import { parseInput } from '../validate.js';
import { canSeeContract, requireBinder } from './contract-access.js';
import { contractView, personName } from './contract-view.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'contracts'
  | 'uploads'
  | 'clock'
  | 'random'
  | 'throttle'
  | 'liftApplicationDeadline'
>;

/**
 * createInsuranceApplication(client, quote) (docs/requirements.md#apply-select): a caller who may
 * bind starts the application for a saved premium indication they may see, for the client attached
 * to it (or, when none is, one of the agency's clients, attached here by the quote's creator). The
 * agent on the application is the quote's creator.
 *
 * Two ordered conditional writes, no transaction (docs/decisions.md): the quote is frozen for a new
 * contract id (claiming it: a second application is refused with CONFLICT), then the contract is
 * created if absent. A retry after a failure between the two finds the quote claimed by a contract
 * that does not exist yet and creates it with that id.
 */
export async function createInsuranceApplication(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireBinder(ports, caller);
  const args = parseInput(createApplicationSchema, rawArgs);
  await enforceRateLimit(ports, 'applicationCreatesPerUser', me.id);
  let quote = requireVisibleQuote(await ports.quotes.get(args.quote), me);
  if (!quote.savedAt) throw new AppError('VALIDATION_ERROR', QUOTE_NOT_SAVED_MESSAGE);
  const client = await requireClientOf(ports, me, args.client);
  if (quote.clientId && quote.clientId !== client.id)
    throw new AppError('VALIDATION_ERROR', CLIENT_ALREADY_ATTACHED_MESSAGE, { clientId: quote.clientId });

  if (quote.contractId) {
    // Claimed: by a finished application (refused), or by one a failure left half made (finish it).
    if (await ports.contracts.get(quote.contractId))
      throw new AppError('CONFLICT', APPLICATION_EXISTS_MESSAGE, { contractId: quote.contractId });
  } else {
    assertApplicationDates(quote, ports.clock.now(), ports.liftApplicationDeadline);
    if (!quote.clientId) {
      // Attaching is the quote's creator's (save-quote's rules and history).
      if (quote.createdBy !== me.id) throw new AppError('VALIDATION_ERROR', purchaseBlockMessages.noClient);
      await writeSave(ports, me, quote, client);
    }
    const frozen = await ports.quotes.freeze(quote.id, {
      clientId: client.id,
      contractId: ports.random.id(),
      at: ports.clock.now().toISOString(),
    });
    if (!frozen) {
      // Someone else claimed (or changed) it meanwhile.
      const now = await ports.quotes.get(quote.id);
      if (now?.contractId) throw new AppError('CONFLICT', APPLICATION_EXISTS_MESSAGE);
      throw new AppError('CONFLICT');
    }
    quote = frozen;
  }

  const agent = quote.createdBy === me.id ? me : await ports.users.get(quote.createdBy);
  if (!agent) throw new AppError('INVALID_PERMISSIONS');
  const earlier = await earlierApplicationOf(ports, client, quote.contractId!, [me, agent]);
  const contract = newContract(quote, client, agent, ports.clock.now(), earlier);
  if (!(await ports.contracts.putIfAbsent(contract)))
    throw new AppError('CONFLICT', APPLICATION_EXISTS_MESSAGE, { contractId: contract.id });
  return contractView(ports, contract);
}

/**
 * The client's latest application before this one (any status) that every one of `viewers` may
 * see (the caller and the new application's agent: a colleague's application is not theirs to
 * read), found through the agency's saved premium indications for the client; undefined when none.
 */
async function earlierApplicationOf(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  client: UserRecord,
  newContractId: string,
  viewers: readonly UserRecord[],
): Promise<ContractRecord | undefined> {
  const ids = [
    ...new Set(
      (await clientListings(ports, client)).flatMap((l) =>
        l.contractId && l.contractId !== newContractId ? [l.contractId] : [],
      ),
    ),
  ];
  if (!ids.length) return undefined;
  return latestApplication(
    (await ports.contracts.getMany(ids)).filter(
      (c) => c.clientId === client.id && viewers.every((v) => canSeeContract(v, c)),
    ),
  );
}

/**
 * The new draft: prefilled from the client's profile and, when the client had an application
 * before, from the latest one (core's prefillEntity and prefillBusiness); else business details
 * defaulted.
 */
export function newContract(
  quote: QuoteRecord,
  client: UserRecord,
  agent: UserRecord,
  now: Date,
  earlier?: ContractRecord,
): ContractRecord {
  const at = now.toISOString();
  const p = client.profile;
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const name = (v: string | undefined) => (v?.trim() ? capitalizeWords(v.trim()) : undefined);
  const fromProfile = strip({
    legalName: text(p.companyName),
    address: text([p.address1, p.address2].filter((v) => v?.trim()).join(', ')),
    city: text(p.city),
    // A state where cover is not offered (New York) is left for the agent to choose.
    state: coveredState(text(p.state)?.toUpperCase()),
    country: text(p.country),
    zip: p.zipcode && isUsZip(p.zipcode) ? p.zipcode.trim() : undefined,
    contactFirstName: name(p.firstName),
    contactLastName: name(p.lastName),
    emails: [{ value: client.email }],
    businessPhone: (p.phone && formatUsPhone(p.phone)) || undefined,
  });
  const defaultBusiness = {
    businessType: DEFAULT_BUSINESS_TYPE,
    currency: 'USD' as const,
    previousAnnualRevenue: defaultRevenue(quotingToday(now)),
  };
  return {
    id: quote.contractId!,
    quoteId: quote.id,
    status: ContractStatus.DRAFT,
    version: 1,
    program: quote.program,
    agentId: quote.createdBy,
    ...(quote.organizationId ? { organizationId: quote.organizationId } : {}),
    clientId: client.id,
    createdAt: at,
    updatedAt: at,
    applicationDeadline: quote.applicationDeadline,
    riskPeriod: quote.riskPeriod,
    limitCents: quote.option.limitCents,
    entityInformation: earlier
      ? prefillEntity(fromProfile, earlier.entityInformation, client.email)
      : fromProfile,
    businessDetails: earlier
      ? { ...prefillBusiness(defaultBusiness, earlier.businessDetails), currency: 'USD' }
      : defaultBusiness,
    diligentSearchUpload: {},
    history: [contractHistoryEvents.started(at, personName(agent))],
  };
}

const strip = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const coveredState = (code: string | undefined) =>
  code && !NO_COVERAGE_STATES.includes(code) ? code : undefined;
