import { describe, expect, it } from 'vitest';
import {
  CALIFORNIA_D1_DISCLOSURE,
  REPRESENTATIONS_AND_WARRANTIES,
  TERRORISM_DISCLOSURE,
} from './client-documents.js';
import {
  ELECTRONIC_AGREEMENT_PATH,
  REPRESENTATIONS_PATH,
  TERRORISM_DISCLOSURE_PATH,
} from './application-paths.js';
import { CLIENT_TERRORISM_CONSENT_TEXT } from './client-review.js';

const documents = [REPRESENTATIONS_AND_WARRANTIES, TERRORISM_DISCLOSURE, CALIFORNIA_D1_DISCLOSURE];

describe("the client's static documents", () => {
  it('each has a title, an effective date and sections with text', () => {
    for (const doc of documents) {
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(doc.sections.length).toBeGreaterThan(0);
      expect(doc.sections.every((s) => s.heading && s.paragraphs.every((p) => p.length > 20))).toBe(true);
    }
  });

  it('the public pages have their own paths, apart from the electronic agreement', () => {
    const paths = [REPRESENTATIONS_PATH, TERRORISM_DISCLOSURE_PATH, ELECTRONIC_AGREEMENT_PATH];
    expect(new Set(paths).size).toBe(3);
    expect(paths.every((p) => p.startsWith('/') && !p.startsWith('/apply'))).toBe(true);
  });

  it('the terrorism disclosure says what the client acknowledges: certified acts of terrorism are excluded', () => {
    expect(CLIENT_TERRORISM_CONSENT_TEXT).toContain('Terrorism Risk Insurance Act');
    const text = TERRORISM_DISCLOSURE.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('Coverage for certified acts of terrorism is not included');
  });

  it('the representations include basis risk and the payment rule', () => {
    const headings = REPRESENTATIONS_AND_WARRANTIES.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['Parametric cover and basis risk', 'Payment and binding']),
    );
  });
});
