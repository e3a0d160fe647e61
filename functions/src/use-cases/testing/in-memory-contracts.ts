/**
 * In-memory fakes of the contract and upload repositories and of the file store, cipher and PDF
 * renderer (unit tests only). The repositories' contract suites run them beside the DynamoDB
 * adapters, so they behave alike.
 */
import { createHash } from 'node:crypto';
import {
  contractSweepDueAt,
  isAgentEditable,
  policySearchText,
  type ContractStatus,
  type UploadPurpose,
} from '@almanac/core';
import type {
  AgencyAgreementDocument,
  ApplicationDocument,
  CommissionRecord,
  CommissionRepository,
  PolicyDocument,
  ContractRecord,
  ContractRepository,
  Counters,
  DocumentRenderer,
  LossReportDocument,
  FieldCipher,
  FileStore,
  PolicyListQuery,
  PresignedPost,
  UnsettledPolicyCursor,
  UploadRecord,
  UploadRepository,
} from '../../ports/index.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

export class InMemoryContracts implements ContractRepository {
  readonly byId = new Map<string, ContractRecord>();
  /** Tests: make the next `failNextPuts` putIfAbsent calls fail (as a crash before the write would). */
  failNextPuts = 0;
  async putIfAbsent(contract: ContractRecord) {
    if (this.failNextPuts > 0) {
      this.failNextPuts--;
      throw new Error('injected failure: contract write');
    }
    if (this.byId.has(contract.id)) return false;
    this.byId.set(contract.id, copy(contract));
    return true;
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => {
      const c = this.byId.get(id);
      return c ? [copy(c)] : [];
    });
  }
  async replace(next: ContractRecord, expected: { version: number; status: ContractStatus }) {
    const current = this.byId.get(next.id);
    if (!current || current.version !== expected.version || current.status !== expected.status)
      return undefined;
    const stored = { ...copy(next), version: expected.version + 1 };
    this.byId.set(next.id, stored);
    return copy(stored);
  }
  async listByStatus(status: ContractStatus, dueBefore: string, limit: number, after?: string) {
    const due = (c: ContractRecord) => `${contractSweepDueAt(c)}#${c.id}`;
    return [...this.byId.values()]
      .filter((c) => c.status === status && (contractSweepDueAt(c) ?? '\uffff') < dueBefore)
      .filter((c) => after === undefined || due(c) > after)
      .sort((a, b) => due(a).localeCompare(due(b)))
      .slice(0, limit)
      .map(copy);
  }
  async getByPolicyNumber(policyNumber: string) {
    return copy([...this.byId.values()].find((c) => c.policyNumber === policyNumber));
  }
  async listUnsettledPolicies(endBefore: string, limit: number, after?: UnsettledPolicyCursor) {
    const key = (c: ContractRecord) => `${c.riskPeriod.endDate}#${c.id}`;
    const from = after ? `${after.endDate}#${after.id}` : '';
    return [...this.byId.values()]
      .filter((c) => c.policyIssuedAt && !c.settledAt && c.riskPeriod.endDate < endBefore && key(c) > from)
      .sort((a, b) => key(a).localeCompare(key(b)))
      .slice(0, limit)
      .map(copy);
  }
  async listPolicies(q: PolicyListQuery) {
    const inProgress = q.list === 'inProgress';
    const dateOf = (c: ContractRecord) => (inProgress ? c.applicationDeadline : c.riskPeriod.endDate);
    const key = (c: ContractRecord) => `${dateOf(c)}#${c.id}`;
    const soonest = q.order === 'soonestEnd';
    const inPartition = (c: ContractRecord) =>
      q.partition.organizationId
        ? c.organizationId === q.partition.organizationId
        : !c.organizationId && c.agentId === q.partition.agentId;
    const text = (c: ContractRecord) =>
      policySearchText({
        policyNumber: c.policyNumber!,
        legalName: c.entityInformation.legalName,
        contactFirstName: c.entityInformation.contactFirstName,
        contactLastName: c.entityInformation.contactLastName,
      });
    const all = [...this.byId.values()]
      .filter((c) => (inProgress ? isAgentEditable(c.status) : !!c.policyNumber) && inPartition(c))
      .filter((c) => !q.agentId || c.agentId === q.agentId)
      .filter((c) => !q.status || c.status === q.status)
      .filter((c) => q.words.every((w) => (inProgress ? '' : text(c)).includes(w)))
      .filter((c) => (!q.endFrom || dateOf(c) >= q.endFrom) && (!q.endTo || dateOf(c) <= q.endTo))
      .filter((c) => !q.after || (soonest ? key(c) > q.after : key(c) < q.after))
      .sort((a, b) => (soonest ? 1 : -1) * key(a).localeCompare(key(b)));
    const page = all.slice(0, q.limit);
    return {
      contracts: page.map(copy),
      ...(all.length > q.limit ? { lastKey: key(page.at(-1)!) } : {}),
    };
  }
  /** The fake's lists are computed from the records: nothing is ever unindexed. */
  async listUnindexed() {
    return { contracts: [], scanned: this.byId.size };
  }
  async writeListKeys() {
    return false;
  }
}

export class InMemoryCommissions implements CommissionRepository {
  readonly byId = new Map<string, CommissionRecord>();
  async putIfAbsent(commission: CommissionRecord) {
    if (this.byId.has(commission.id)) return false;
    this.byId.set(commission.id, copy(commission));
    return true;
  }
  async get(contractId: string) {
    return copy(this.byId.get(contractId));
  }
  async listByAgent(agentId: string) {
    return [...this.byId.values()]
      .filter((c) => c.agentId === agentId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(copy);
  }
}

export class InMemoryUploads implements UploadRepository {
  readonly byId = new Map<string, UploadRecord>();
  async put(upload: UploadRecord) {
    if (this.byId.has(upload.id)) throw new Error(`upload ${upload.id} exists`);
    this.byId.set(upload.id, copy(upload));
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => copy(this.byId.get(id)) ?? []);
  }
  async settle(
    id: string,
    outcome: { status: 'VERIFIED' | 'REJECTED'; size?: number; key?: string; at: string },
  ) {
    const current = this.byId.get(id);
    if (!current || current.status !== 'PENDING') return undefined;
    const next: UploadRecord = {
      ...current,
      status: outcome.status,
      ...(outcome.size !== undefined ? { size: outcome.size } : {}),
      ...(outcome.key !== undefined ? { key: outcome.key } : {}),
      verifiedAt: outcome.at,
    };
    this.byId.set(id, next);
    return copy(next);
  }
  async listByUser(userId: string) {
    return this.newestFirst((u) => u.userId === userId);
  }
  async listByOrganization(organizationId: string, purpose: UploadPurpose) {
    return this.newestFirst((u) => u.organizationId === organizationId && u.purpose === purpose);
  }
  private newestFirst(keep: (u: UploadRecord) => boolean) {
    return [...this.byId.values()]
      .filter(keep)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(copy);
  }
}

/** Files in a map; "presigned" posts and links are fake URLs naming the key. */
export class InMemoryFileStore implements FileStore {
  readonly bucketName = 'almanac-test';
  readonly objects = new Map<string, { body: Uint8Array; contentType: string }>();
  readonly presigned: { key: string; contentType: string; maxBytes: number }[] = [];
  async presignPost(key: string, opts: { contentType: string; maxBytes: number; expiresInSeconds: number }) {
    this.presigned.push({ key, contentType: opts.contentType, maxBytes: opts.maxBytes });
    const post: PresignedPost = {
      url: `https://files.test/${this.bucketName}`,
      fields: { key, 'Content-Type': opts.contentType },
      expiresAt: new Date(Date.now() + opts.expiresInSeconds * 1000).toISOString(),
    };
    return post;
  }
  async inspect(key: string, firstBytes: number) {
    const o = this.objects.get(key);
    return o ? { size: o.body.length, head: o.body.slice(0, firstBytes) } : undefined;
  }
  async put(key: string, body: Uint8Array, contentType: string) {
    this.objects.set(key, { body: new Uint8Array(body), contentType });
  }
  async get(key: string) {
    const o = this.objects.get(key);
    return o ? new Uint8Array(o.body) : undefined;
  }
  async copy(fromKey: string, toKey: string) {
    const o = this.objects.get(fromKey);
    if (!o) return false;
    this.objects.set(toKey, { body: new Uint8Array(o.body), contentType: o.contentType });
    return true;
  }
  async signedGetUrl(key: string, opts: { fileName: string; expiresInSeconds: number }) {
    return `https://files.test/${this.bucketName}/${key}?download=${encodeURIComponent(opts.fileName)}&expires=${opts.expiresInSeconds}`;
  }
  /** What a browser upload through the presigned post would store. */
  upload(key: string, body: Uint8Array | string, contentType = 'application/pdf') {
    this.objects.set(key, {
      body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
      contentType,
    });
  }
}

/** Reversible, context-bound "encryption" for tests: never the real cipher, but refuses a wrong context. */
export const fakeCipher: FieldCipher = {
  async encrypt(plaintext, context) {
    return `fake:${Buffer.from(JSON.stringify({ plaintext, context })).toString('base64')}`;
  },
  async decrypt(ciphertext, context) {
    const { plaintext, context: stored } = JSON.parse(
      Buffer.from(ciphertext.slice(5), 'base64').toString(),
    ) as {
      plaintext: string;
      context: Record<string, string>;
    };
    if (JSON.stringify(stored) !== JSON.stringify(context)) throw new Error('encryption context mismatch');
    return plaintext;
  },
};

/** A "PDF" holding the document as JSON after the PDF signature: deterministic, readable in tests. */
export const fakeDocumentRenderer: DocumentRenderer = {
  async applicationPdf(doc: ApplicationDocument) {
    return new TextEncoder().encode(`%PDF-1.7\n${JSON.stringify(doc)}\n%%EOF`);
  },
  /** The declarations as JSON, then each appended PDF's text after an `%%APPENDIX` line. */
  async policyPdf(doc: PolicyDocument, appendix: readonly Uint8Array[]) {
    const appended = appendix.map((pdf) => `\n%%APPENDIX\n${new TextDecoder().decode(pdf)}`).join('');
    return new TextEncoder().encode(`%PDF-1.7\n${JSON.stringify(doc)}${appended}\n%%EOF`);
  },
  async agencyAgreementPdf(doc: AgencyAgreementDocument) {
    return new TextEncoder().encode(`%PDF-1.7\n${JSON.stringify(doc)}\n%%EOF`);
  },
  async lossReportPdf(doc: LossReportDocument) {
    return new TextEncoder().encode(`%PDF-1.7\n${JSON.stringify(doc)}\n%%EOF`);
  },
};

export const testSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Named sequences in a map (the DynamoDB adapter's UpdateItem ADD). */
export class InMemoryCounters implements Counters {
  readonly values = new Map<string, number>();
  async next(name: string) {
    const value = (this.values.get(name) ?? 0) + 1;
    this.values.set(name, value);
    return value;
  }
  readonly claimed = new Set<string>();
  async claim(name: string) {
    if (this.claimed.has(name)) return false;
    this.claimed.add(name);
    return true;
  }
}
