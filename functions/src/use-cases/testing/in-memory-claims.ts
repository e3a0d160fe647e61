/**
 * In-memory fakes of the loss report (forms) and claim repositories (unit tests only). Their
 * contract suites run them beside the DynamoDB adapters, so they behave alike.
 */
import type { ClaimStatus } from '@almanac/core';
import type {
  ClaimRecord,
  ClaimRepository,
  ContractRecord,
  FormRepository,
  LossReportRecord,
} from '../../ports/index.js';
import type { InMemoryContracts } from './in-memory-contracts.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

export class InMemoryForms implements FormRepository {
  readonly byId = new Map<string, LossReportRecord>();
  async putIfAbsent(form: LossReportRecord) {
    if (this.byId.has(form.id)) return false;
    this.byId.set(form.id, copy(form));
    return true;
  }
  /** As the adapter: the count (seeded from the stored forms) checked and raised, then the form. */
  readonly counts = new Map<string, number>();
  async createWithinCap(form: LossReportRecord, cap: number) {
    const count =
      this.counts.get(form.contractId) ??
      [...this.byId.values()].filter((f) => f.contractId === form.contractId).length;
    if (count >= cap) return false;
    this.counts.set(form.contractId, count + 1);
    if (await this.putIfAbsent(form)) return true;
    this.counts.set(form.contractId, (this.counts.get(form.contractId) ?? 1) - 1);
    throw new Error(`form ${form.id} exists already`);
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async replace(next: LossReportRecord, expected: { version: number }) {
    const current = this.byId.get(next.id);
    if (!current || current.version !== expected.version) return undefined;
    const stored = { ...copy(next), version: expected.version + 1 };
    this.byId.set(next.id, stored);
    return copy(stored);
  }
  async listByContracts(contractIds: readonly string[]) {
    const lists = await Promise.all(
      contractIds.map(async (id) => [id, await this.listByContract(id)] as const),
    );
    return new Map(lists);
  }
  async listByContract(contractId: string) {
    return [...this.byId.values()]
      .filter((f) => f.contractId === contractId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(copy);
  }
}

export class InMemoryClaims implements ClaimRepository {
  readonly byId = new Map<string, ClaimRecord>();
  constructor(private readonly contracts: InMemoryContracts) {}
  /** As the adapter: the claim first (unless one exists), then the contract, the commit point. */
  async settle(contract: ContractRecord, expected: { version: number }, claim?: ClaimRecord) {
    let settled = contract;
    const stored = this.byId.get(contract.id);
    if (stored)
      settled = { ...contract, settlement: stored.settlement, settledAt: stored.settlement.settledAt };
    else if (claim) this.byId.set(claim.id, copy(claim));
    const current = this.contracts.byId.get(contract.id);
    if (!current || current.version !== expected.version || current.settledAt) return undefined;
    this.contracts.byId.set(contract.id, { ...copy(settled), version: expected.version + 1 });
    return copy(settled.settlement);
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => copy(this.byId.get(id)) ?? []);
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async replace(next: ClaimRecord, expected: { version: number; status: ClaimStatus }) {
    const current = this.byId.get(next.id);
    if (!current || current.version !== expected.version || current.status !== expected.status)
      return undefined;
    const stored = { ...copy(next), version: expected.version + 1 };
    this.byId.set(next.id, stored);
    return copy(stored);
  }
  async listByStatus(status: ClaimStatus, limit: number) {
    return [...this.byId.values()]
      .filter((c) => c.status === status)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(copy);
  }
  async listByOrganization(organizationId: string, limit: number) {
    return [...this.byId.values()]
      .filter((c) => c.organizationId === organizationId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, limit)
      .map(copy);
  }
}
