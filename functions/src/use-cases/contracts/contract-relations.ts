import type {
  ContractRecord,
  OrganizationRecord,
  Ports,
  QuoteRecord,
  UploadRecord,
  UserRecord,
} from '../../ports/index.js';

/** What a contract's view reads besides the contract: its people, agency, frozen quote and upload. */
export interface ContractRelations {
  users: ReadonlyMap<string, UserRecord>;
  organizations: ReadonlyMap<string, OrganizationRecord>;
  quotes: ReadonlyMap<string, QuoteRecord>;
  uploads: ReadonlyMap<string, UploadRecord>;
}

const byId = <T extends { id: string }>(records: T[]) => new Map(records.map((r) => [r.id, r]));
const distinct = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * The relations of a page of contracts (docs/data-model.md, "Access patterns by list"): one batch
 * read per kind (users, organisations, quotes, uploads), the four in parallel, whatever the number
 * of rows, instead of five reads per row.
 */
export async function loadContractRelations(
  ports: Pick<Ports, 'users' | 'organizations' | 'quotes' | 'uploads'>,
  contracts: readonly ContractRecord[],
): Promise<ContractRelations> {
  const userIds = distinct(contracts.flatMap((c) => [c.agentId, c.clientId]));
  const orgIds = distinct(contracts.map((c) => c.organizationId));
  const quoteIds = distinct(contracts.map((c) => c.quoteId));
  const uploadIds = distinct(contracts.map((c) => c.diligentSearchUpload.fileId));
  const [users, organizations, quotes, uploads] = await Promise.all([
    userIds.length ? ports.users.getMany(userIds) : [],
    orgIds.length ? ports.organizations.getMany(orgIds) : [],
    quoteIds.length ? ports.quotes.getMany(quoteIds) : [],
    uploadIds.length ? ports.uploads.getMany(uploadIds) : [],
  ]);
  return {
    users: byId(users),
    organizations: byId(organizations),
    quotes: byId(quotes),
    uploads: byId(uploads),
  };
}
