import {
  AppError,
  canUnderwrite,
  DOWNLOAD_URL_SECONDS,
  seesAgreements,
  signedUrlSchema,
  UploadPurpose,
} from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { requireScopedClient } from './client-contract-access.js';
import { seesOrganizationQuotes } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { canSeeContract } from './contract-access.js';
import { isOrganizationDocumentOf } from './organization-documents.js';
import { contractIdOfDocumentId } from './contract-view.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'uploads' | 'files' | 'forms'>;

/**
 * getSignedUrl(file): a short-lived download link (DOWNLOAD_URL_SECONDS) for a verified upload the
 * caller made (or one of their organisation's, for a primary agent or super admin; the agency
 * agreement and the members' state licenses for every seller of the organisation; or one an
 * application they may see refers to), or for a document of an application they may see (the signed
 * application, the policy declarations, a signed loss report). A client, through the session their review link
 * started (or their own session: any contract of theirs), gets their contracts' documents only. Underwriters (internal users, super admins) get
 * every contract's documents and diligent-effort file: they decide on applications of every agency;
 * and every agency's signed Agency Agreement (onboarding).
 * INVALID_PERMISSIONS for anything else, also unknown ids.
 */
export async function getSignedUrl(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  if (caller?.contractId || caller?.role === 'client')
    return clientDocumentUrl(ports, caller, parseInput(signedUrlSchema, rawArgs).file);
  const me = await requireReader(ports, caller);
  const mayRead = (contract: ContractRecord) => canUnderwrite(me) || canSeeContract(me, contract);
  const { file } = parseInput(signedUrlSchema, rawArgs);
  const contractId = contractIdOfDocumentId(file);
  if (contractId) {
    const contract = await ports.contracts.get(contractId);
    const doc = contract && (await contractDocumentOf(ports, contract, file));
    if (!contract || !mayRead(contract) || !doc) throw new AppError('INVALID_PERMISSIONS');
    return ports.files.signedGetUrl(doc.key, {
      fileName: doc.fileName,
      expiresInSeconds: DOWNLOAD_URL_SECONDS,
    });
  }
  const upload = await ports.uploads.get(file);
  if (!upload || upload.status !== 'VERIFIED') throw new AppError('INVALID_PERMISSIONS');
  let allowed =
    upload.userId === me.id ||
    (seesOrganizationQuotes(me) && !!upload.organizationId && upload.organizationId === me.organizationId) ||
    isOrganizationDocumentOf(me, upload) ||
    // Operations review every agency's signed Agency Agreement (onboarding).
    (upload.purpose === UploadPurpose.AGENCY_AGREEMENT && canUnderwrite(me));
  if (!allowed && upload.contractId) {
    const contract = await ports.contracts.get(upload.contractId);
    allowed = !!contract && mayRead(contract) && contract.diligentSearchUpload.fileId === upload.id;
  }
  if (!allowed) throw new AppError('INVALID_PERMISSIONS');
  return ports.files.signedGetUrl(upload.key, {
    fileName: upload.fileName,
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
  });
}

/**
 * The document of `contract` with this id: the signed application, a policy document, or the
 * signed PDF of one of its loss reports (`{contractId}.loss-report-{formId}`).
 */
async function contractDocumentOf(ports: Pick<Deps, 'forms'>, contract: ContractRecord, file: string) {
  const own = [contract.applicationDocument, ...(contract.policyDocuments ?? [])].find((d) => d?.id === file);
  if (own) return own;
  if (!file.startsWith(`${contract.id}.loss-report-`)) return undefined;
  const reports = await ports.forms.listByContract(contract.id);
  return reports.find((f) => f.signedDocument?.id === file)?.signedDocument;
}

/** The selling roles (by role: a seller still onboarding reads the agency agreement), or an underwriter. */
async function requireReader(ports: Deps, caller: Caller | null): Promise<UserRecord> {
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!canUnderwrite(user) && !seesAgreements(user.role)) throw new AppError('INVALID_PERMISSIONS');
  return user;
}

/** A document of the contract a client's scoped session is for (the signed application, the policy's). */
async function clientDocumentUrl(ports: Deps, caller: Caller, file: string) {
  const contractId = contractIdOfDocumentId(file);
  if (!contractId) throw new AppError('INVALID_PERMISSIONS');
  const { contract } = await requireScopedClient(ports, caller, contractId, 'read');
  const doc = await contractDocumentOf(ports, contract, file);
  if (!doc) throw new AppError('INVALID_PERMISSIONS');
  return ports.files.signedGetUrl(doc.key, {
    fileName: doc.fileName,
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
  });
}
