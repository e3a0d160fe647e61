import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT_LENGTH, subjectText } from './subject-text.js';

describe('subjectText', () => {
  it('removes CR/LF and other control characters, so no header can be injected', () => {
    expect(subjectText('Dana\r\nBcc: victim@example.com\u0000\u0007')).toBe('Dana Bcc: victim@example.com');
  });

  it('removes bidi overrides and isolates and zero-width characters', () => {
    expect(subjectText('Invoice \u202Egnp.exe\u202C \u2066x\u2069 a\u200Bb\uFEFF')).toBe(
      'Invoice gnp.exe x a b',
    );
  });

  it('cuts long text with an ellipsis', () => {
    const long = subjectText('x'.repeat(500));
    expect(long).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(subjectText('Dana Reyes', 5)).toBe('Dana…');
  });

  it('leaves ordinary text alone, accents and all', () => {
    expect(subjectText('Zoë Ñúñez shared a premium indication')).toBe(
      'Zoë Ñúñez shared a premium indication',
    );
  });
});
