import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diligentEffortFor, NO_FORM_MESSAGE, statesWithForms } from '@almanac/core';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../public/diligent-effort');

describe('diligent effort', () => {
  it('says New York is not available and which states need no form', () => {
    expect(diligentEffortFor('NY')).toMatchObject({
      kind: 'not-available',
      message: 'Coverage is not available in New York',
    });
    expect(diligentEffortFor('co')).toMatchObject({ kind: 'none', message: NO_FORM_MESSAGE });
    expect(NO_FORM_MESSAGE).toBe('We do not require completion of a form for this state.');
    expect(diligentEffortFor('FL')).toMatchObject({ kind: 'form', href: '/diligent-effort/FL.pdf' });
    expect(diligentEffortFor('XX')).toBeNull();
  });
  it('has a real PDF in the public folder for every state that needs a form', () => {
    const states = statesWithForms();
    expect(states.length).toBeGreaterThan(30);
    for (const code of states) {
      const file = resolve(publicDir, `${code}.pdf`);
      expect(existsSync(file), `${code}.pdf`).toBe(true);
      const pdf = readFileSync(file, 'latin1');
      expect(pdf.startsWith('%PDF-1.')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });
});
