import { describe, expect, it } from 'vitest';
import { SHARE_EMAILS_MESSAGE, shareRecipients } from './share.js';

describe('share e-mail list', () => {
  it('needs at least one valid address, without commas, when other addresses are chosen', () => {
    const others = (text: string) => ({ toClient: false, toOthers: true, others: text });
    expect(shareRecipients(others(''), null)).toEqual({ emails: [], error: SHARE_EMAILS_MESSAGE });
    expect(shareRecipients(others('  \n '), null).error).toBe(SHARE_EMAILS_MESSAGE);
    expect(shareRecipients(others('a@b.co, c@d.co'), null).error).toBe(SHARE_EMAILS_MESSAGE);
    expect(shareRecipients(others('a@b.co\nnot-an-email'), null).error).toBe(SHARE_EMAILS_MESSAGE);
    expect(shareRecipients(others(' A@B.co \n\nc@d.co\na@b.co'), null)).toEqual({
      emails: ['a@b.co', 'c@d.co'],
      error: null,
    });
  });

  it("adds the client's address when chosen; nothing chosen means save only", () => {
    expect(
      shareRecipients({ toClient: true, toOthers: false, others: 'ignored' }, 'Ada@Example.com'),
    ).toEqual({
      emails: ['ada@example.com'],
      error: null,
    });
    expect(shareRecipients({ toClient: false, toOthers: false, others: '' }, 'ada@example.com')).toEqual({
      emails: [],
      error: null,
    });
  });

  it('shares with at most 10 addresses', () => {
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join('\n');
    expect(shareRecipients({ toClient: false, toOthers: true, others: many }, null).error).toMatch(
      /At most 10/,
    );
  });
});
