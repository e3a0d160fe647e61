import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMailbox } from '../local/local-routes.js';

const mail = (id: string, to: string, date: string) => ({ id, to: [to], date, subject: `Mail ${id}` });

describe('the local mailbox (/local/mailbox)', () => {
  it('lists the outbox newest first, or only the mails to one address (any case)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'almanac-outbox-'));
    await writeFile(
      join(dir, 'a.json'),
      JSON.stringify(mail('a', 'dana@example.com', '2026-11-01T10:00:00Z')),
    );
    await writeFile(
      join(dir, 'b.json'),
      JSON.stringify(mail('b', 'quinn@example.com', '2026-11-01T11:00:00Z')),
    );
    await writeFile(
      join(dir, 'c.json'),
      JSON.stringify(mail('c', 'dana@example.com', '2026-11-01T12:00:00Z')),
    );
    await writeFile(join(dir, 'c.eml'), 'not a summary');
    expect((await readMailbox(dir)).map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect((await readMailbox(dir, 'Dana@Example.com')).map((m) => m.id)).toEqual(['c', 'a']);
    expect(await readMailbox(dir, 'nobody@example.com')).toEqual([]);
  });

  it('leaves out a mail still being written and lists it once it is complete', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'almanac-outbox-'));
    await writeFile(
      join(dir, 'a.json'),
      JSON.stringify(mail('a', 'dana@example.com', '2026-11-01T10:00:00Z')),
    );
    await writeFile(join(dir, 'b.json'), '{"id":"b","to":["dana@exa');
    expect((await readMailbox(dir, 'dana@example.com')).map((m) => m.id)).toEqual(['a']);
    await writeFile(
      join(dir, 'b.json'),
      JSON.stringify(mail('b', 'dana@example.com', '2026-11-01T11:00:00Z')),
    );
    expect((await readMailbox(dir, 'dana@example.com')).map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('answers nothing for an outbox that does not exist yet', async () => {
    expect(await readMailbox(join(tmpdir(), 'almanac-no-outbox-here'))).toEqual([]);
  });
});
