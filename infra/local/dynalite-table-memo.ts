import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Callback = (err: Error | null, value?: unknown) => void;
interface TableDb {
  get(name: string, cb: Callback): void;
  put(name: string, value: unknown, cb: Callback): void;
  del(name: string, cb: Callback): void;
  batch(ops: unknown[], cb: Callback): void;
}
interface DynaliteStore {
  tableDb: TableDb;
  getTable(name: string, checkStatus: boolean | Callback, cb?: Callback): void;
  recreate?: () => void;
}

let installed = false;

/**
 * dynalite reads a table's description (every key and GSI, stored as JSON in LevelDB) before each
 * item it reads or writes: a GetItem is two LevelDB reads, a BatchGetItem of 16 keys 32. The local
 * stack (issue 28 items 3 and 4) keeps the last description read per table in memory and forgets
 * it whenever dynalite writes or deletes one (create, update, delete table, their status changes),
 * so every answer is what dynalite alone would give; only the repeated read and JSON decoding go.
 * Installed once per process, before dynalite creates its store (its `db.create`, looked up when a
 * server is made).
 */
export function memoizeDynaliteTableDescriptions(): void {
  if (installed) return;
  installed = true;
  const dbModule = require('dynalite/db') as { create: (options: unknown) => DynaliteStore };
  const create = dbModule.create;
  dbModule.create = (options: unknown) => {
    const store = create(options);
    const known = new Map<string, { TableStatus?: string }>();
    // Bumped by every write: a read that started before it must not keep what it read.
    let writes = 0;
    const { tableDb } = store;
    const forgetting =
      <A extends unknown[]>(write: (...args: A) => void, forget: (...args: A) => void) =>
      (...args: A) => {
        writes += 1;
        forget(...args);
        write.apply(tableDb, args);
      };
    tableDb.put = forgetting(tableDb.put, (name) => known.delete(name));
    tableDb.del = forgetting(tableDb.del, (name) => known.delete(name));
    tableDb.batch = forgetting(tableDb.batch, () => known.clear());
    const recreate = store.recreate;
    if (recreate) store.recreate = () => (known.clear(), recreate.call(store));

    const getTable = store.getTable;
    store.getTable = (name, checkStatus, cb) => {
      // The table actions (describe, update, delete, tags) pass `false` and read afresh: they may
      // change the object they get before writing it back. The item actions pass the callback.
      if (typeof checkStatus !== 'function') return getTable.call(store, name, checkStatus, cb);
      const callback = checkStatus;
      const table = known.get(name);
      // Answered on the next tick, as a LevelDB read would be.
      if (table) return process.nextTick(callback, null, table);
      const writesBefore = writes;
      getTable.call(store, name, (err, value) => {
        const read = value as { TableStatus?: string } | undefined;
        // Only a table in use is kept (its status then needs no further check).
        if (!err && read?.TableStatus === 'ACTIVE' && writes === writesBefore) known.set(name, read);
        callback(err, value);
      });
    };
    return store;
  };
}
