/**
 * The diligent-effort step (docs/requirements.md#programs, #quoter-diligent-effort): in most states
 * surplus-lines cover can be bound only after showing that admitted insurers declined the risk, on
 * the state's form. Forms are PDF files per state code; for now they are served from the web's
 * public folder (web/public/diligent-effort/{CODE}.pdf, made by
 * web/scripts/make-diligent-effort-forms.mjs).
 *
 * Which states need a form is the product's compliance configuration; this list is the one the
 * app ships with until that configuration is served by the API.
 */
import { coverageNotAvailableIn, NO_COVERAGE_STATES, stateName, usStates } from '@almanac/core';

/** States and territories where no diligent-effort form is required. */
export const NO_FORM_STATES: readonly string[] = [
  'CO',
  'DC',
  'ID',
  'IN',
  'IA',
  'KS',
  'MO',
  'NE',
  'NM',
  'ND',
  'OH',
  'OK',
  'PR',
  'SD',
  'UT',
  'WI',
  'WY',
];

export const NO_FORM_MESSAGE = 'We do not require completion of a form for this state.';

export type DiligentEffortRequirement =
  | { kind: 'form'; code: string; name: string; href: string; fileName: string }
  | { kind: 'none'; code: string; name: string; message: string }
  | { kind: 'not-available'; code: string; name: string; message: string };

export const diligentEffortFormPath = (code: string): string => `/diligent-effort/${code}.pdf`;

export function diligentEffortFor(code: string): DiligentEffortRequirement | null {
  const upper = code.toUpperCase();
  const name = stateName(upper);
  if (!name) return null;
  if (NO_COVERAGE_STATES.includes(upper))
    return { kind: 'not-available', code: upper, name, message: coverageNotAvailableIn(name) };
  if (NO_FORM_STATES.includes(upper)) return { kind: 'none', code: upper, name, message: NO_FORM_MESSAGE };
  return {
    kind: 'form',
    code: upper,
    name,
    href: diligentEffortFormPath(upper),
    fileName: `diligent-effort-${upper}.pdf`,
  };
}

/** The states whose form the public folder must hold. */
export const statesWithForms = (): string[] =>
  usStates.map((s) => s.code).filter((c) => !NO_FORM_STATES.includes(c) && !NO_COVERAGE_STATES.includes(c));
