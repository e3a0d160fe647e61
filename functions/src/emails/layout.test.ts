import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout.js';

/** A name a sender chose, with a bidi override, CR/LF, BEL, a zero-width space and an isolate. */
const hostile = 'Dana\u202Egnp.exe\u202C\r\nBcc: x@example.com\u0007 Re\u200Byes \u2066x\u2069';
const unsafe = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\u061C\uFEFF]/u;

describe('renderEmail', () => {
  const mail = renderEmail({
    subject: `Hello ${hostile}`,
    heading: `For ${hostile}`,
    paragraphs: [`Hello ${hostile},`, `${hostile} shared a quote with you.`],
    details: [['Insured', hostile]],
    note: hostile,
    footnote: hostile,
    button: { label: `Open ${hostile}`, url: 'https://app.example.com/x' },
  });

  it('keeps no control, bidi-override or zero-width character a sender typed in the text body', () => {
    // The text body's own line breaks separate its blocks; none comes from the name.
    for (const line of mail.text.split('\n')) expect(line).not.toMatch(unsafe);
    expect(mail.text).toContain('Hello Dana gnp.exe Bcc: x@example.com Re yes x ,');
    expect(mail.text).not.toContain('\r');
  });

  it('keeps none in the HTML body either', () => {
    expect(mail.html.replace(/\n/g, '')).not.toMatch(unsafe);
    expect(mail.html).toContain('<p>Hello Dana gnp.exe Bcc: x@example.com Re yes x ,</p>');
  });

  it('cleans the subject too, and leaves ordinary names alone', () => {
    expect(mail.subject).not.toMatch(unsafe);
    const plain = renderEmail({ subject: 'Zoë', heading: 'Zoë Ñúñez', paragraphs: ['Hello Zoë Ñúñez,'] });
    expect(plain.text).toContain('Hello Zoë Ñúñez,');
  });
});
