/**
 * In-memory repositories of the requests domain (public premium indication requests, feedback),
 * with the DynamoDB adapters' contracts: records are copied in and out, and a second write of
 * the same id fails like the conditional put does.
 */
import type {
  FeedbackRecord,
  FeedbackRepository,
  PremiumIndicationRequestRecord,
  PremiumIndicationRequestRepository,
} from '../../ports/index.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
/** What the adapters store (their `storable`): plain JSON, undefined members dropped. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class InMemoryPremiumIndicationRequests implements PremiumIndicationRequestRepository {
  readonly byId = new Map<string, PremiumIndicationRequestRecord>();
  async create(record: PremiumIndicationRequestRecord) {
    if (this.byId.has(record.id)) throw new Error(`premium indication request ${record.id} exists`);
    this.byId.set(record.id, stored(record));
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
}

export class InMemoryFeedback implements FeedbackRepository {
  readonly byId = new Map<string, FeedbackRecord>();
  async create(record: FeedbackRecord) {
    if (this.byId.has(record.id)) throw new Error(`feedback ${record.id} exists`);
    this.byId.set(record.id, stored(record));
  }
  async get(id: string) {
    return copy(this.byId.get(id));
  }
}
