import {
  AppError,
  applicationMessages,
  applicationRevenueYears,
  diligentEffortFolder,
  diligentSearchUploadDraftSchema,
  entityInformationDraftSchema,
  revenueYearsWithin,
  updateApplicationSchema,
  uploadMessages,
} from '@almanac/core';
import type {
  ContractRecord,
  Ports,
  StoredDiligentSearchUpload,
  StoredEntityInformation,
  UploadRecord,
  UserRecord,
} from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { settleStoredUpload } from '../uploads/settle-upload.js';
import { parseInput } from '../validate.js';
import { requireBinder, requireEditable, requireVisibleContract } from './contract-access.js';
import { contractView } from './contract-view.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'contracts'
  | 'uploads'
  | 'files'
  | 'cipher'
  | 'clock'
  | 'random'
  | 'throttle'
>;

/** The stored fields each section's input may change (the tax ID goes through the cipher). */
const ENTITY_FIELDS = Object.keys(entityInformationDraftSchema.shape).filter((k) => k !== 'federalTaxId');
const BUSINESS_FIELDS = ['businessType', 'businessOperationsDescription', 'previousAnnualRevenue'];
const DILIGENT_FIELDS = Object.keys(diligentSearchUploadDraftSchema.shape);

type Raw = Record<string, unknown> | null | undefined;
type Parsed = ReturnType<typeof parseUpdate>;
const parseUpdate = (raw: unknown) => parseInput(updateApplicationSchema, raw);

/**
 * updateLpcInsuranceApplication(contract, input) (docs/requirements.md#application-form): saves the
 * sections sent, field by field (a field sent empty is cleared, except the federal tax ID, which is
 * only ever replaced; a field not sent is kept), with the lenient draft schemas, while the agent
 * holds the application (CONFLICT with
 * APPLICATION_LOCKED_MESSAGE after submission). Revenue may be given only for the application's
 * years (core's applicationRevenueYears), each once. The federal tax ID is encrypted (only its last
 * four digits are kept in clear); a newly referenced diligent-effort file is checked first. The write is
 * conditional on the version read: a lost race is re-read and tried once more, then CONFLICT.
 */
export async function updateLpcInsuranceApplication(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireBinder(ports, caller);
  const args = parseUpdate(rawArgs);
  const raw = ((rawArgs as { input?: Record<string, Raw> })?.input ?? {}) as Record<string, Raw>;
  await enforceRateLimit(ports, 'applicationUpdatesPerUser', me.id);
  let contract = requireEditable(requireVisibleContract(await ports.contracts.get(args.contract), me));
  const taxId = await encryptedTaxId(ports, contract.id, args);
  for (let attempt = 1; ; attempt++) {
    const next = await merged(ports, me, contract, args, raw, taxId);
    const written = await ports.contracts.replace(next, {
      version: contract.version,
      status: contract.status,
    });
    if (written) return contractView(ports, written);
    if (attempt >= 2) throw new AppError('CONFLICT');
    contract = requireEditable(requireVisibleContract(await ports.contracts.get(args.contract), me));
  }
}

/**
 * The tax ID to store: its ciphertext and last four digits, or undefined to keep the stored one
 * (not sent, or sent empty: it is never sent back to the browser, so a form that re-sends the
 * field empty must not erase it).
 */
async function encryptedTaxId(
  ports: Pick<Ports, 'cipher'>,
  contractId: string,
  args: Parsed,
): Promise<{ ciphertext: string; last4: string } | undefined> {
  const digits = args.input.entityInformation?.federalTaxId;
  if (!digits) return undefined;
  return { ciphertext: await ports.cipher.encrypt(digits, { contractId }), last4: digits.slice(-4) };
}

/** The fields of a section the caller sent (present in the raw input, even if empty), parsed. */
function sentFields<T extends object>(parsed: T | null | undefined, raw: Raw, known: readonly string[]) {
  if (!raw || !parsed) return [] as [string, unknown][];
  return Object.keys(raw)
    .filter((k) => known.includes(k))
    .map((k) => [k, (parsed as Record<string, unknown>)[k]] as [string, unknown]);
}

function apply<T extends object>(stored: T, fields: [string, unknown][]): T {
  const out = { ...stored } as Record<string, unknown>;
  for (const [k, v] of fields) {
    if (v === undefined || v === null) delete out[k];
    else out[k] = v;
  }
  return out as T;
}

async function merged(
  ports: Deps,
  me: UserRecord,
  c: ContractRecord,
  args: Parsed,
  raw: Record<string, Raw>,
  taxId: { ciphertext: string; last4: string } | undefined,
): Promise<ContractRecord> {
  const input = args.input;
  let entity: StoredEntityInformation = apply(
    c.entityInformation,
    sentFields(input.entityInformation, raw.entityInformation, ENTITY_FIELDS),
  );
  if (taxId) {
    entity = { ...entity, federalTaxIdCiphertext: taxId.ciphertext, federalTaxIdLast4: taxId.last4 };
  }
  const revenue = input.businessDetails?.previousAnnualRevenue;
  if (revenue && !revenueYearsWithin(revenue, applicationRevenueYears(c.createdAt)))
    throw new AppError('VALIDATION_ERROR', applicationMessages.revenueYears, {
      fieldErrors: { 'input.businessDetails.previousAnnualRevenue': applicationMessages.revenueYears },
    });
  const business = apply(
    c.businessDetails,
    sentFields(input.businessDetails, raw.businessDetails, BUSINESS_FIELDS),
  );
  // The business type and the revenue years always have a value (a cleared one keeps the stored).
  business.businessType ??= c.businessDetails.businessType;
  business.previousAnnualRevenue ??= c.businessDetails.previousAnnualRevenue;
  let diligent: StoredDiligentSearchUpload = apply(
    c.diligentSearchUpload,
    sentFields(input.diligentSearchUpload, raw.diligentSearchUpload, DILIGENT_FIELDS),
  );
  if (diligent.fileId && diligent.fileId !== c.diligentSearchUpload.fileId) {
    const upload = await verifiedUpload(ports, me, c, diligent.fileId);
    diligent = { ...diligent, file: diligent.file ?? upload.fileName };
  }
  if (!diligent.fileId) {
    const { file: _f, fileId: _i, ...rest } = diligent;
    diligent = rest;
  }
  return {
    ...c,
    entityInformation: entity,
    businessDetails: business,
    diligentSearchUpload: diligent,
    updatedAt: ports.clock.now().toISOString(),
  };
}

/**
 * The upload an application may refer to: the caller's (or the application's agent's), in this
 * application's diligent-effort folder, and stored as a PDF (settleStoredUpload checks a copy no
 * presigned POST reaches, and settles it).
 */
export async function verifiedUpload(
  ports: Pick<Ports, 'uploads' | 'files' | 'clock' | 'random'>,
  me: UserRecord,
  contract: ContractRecord,
  uploadId: string,
): Promise<UploadRecord> {
  const upload = await ports.uploads.get(uploadId);
  if (
    !upload ||
    (upload.userId !== me.id && upload.userId !== contract.agentId) ||
    upload.folder !== diligentEffortFolder(contract.id)
  )
    throw new AppError('VALIDATION_ERROR', uploadMessages.notYours);
  return settleStoredUpload(ports, upload);
}
