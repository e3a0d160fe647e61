/**
 * Diligent effort (docs/requirements.md#quoter-diligent-effort, #application-diligent-effort):
 * in most states surplus-lines cover can be bound only after showing that admitted insurers
 * declined the risk, on the state's form. The quoter offers the form; the application requires the
 * signed copy (or an exemption) before the broker may sign. Forms are PDF files per state code in
 * the web's static files (`/diligent-effort/{CODE}.pdf`).
 *
 * Which states need a form is the product's compliance configuration (docs/decisions.md).
 */
import { coverageNotAvailableIn, NO_COVERAGE_STATES } from '../quoting/locations.js';
import { stateName, usStates } from '../geo/us-states.js';

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

/** The quoter's text for a state without a form. */
export const NO_FORM_MESSAGE = 'We do not require completion of a form for this state.';
/** The application's text for a state without a form. */
export const NO_DILIGENT_EFFORT_MESSAGE = 'No diligent effort is required for this state.';

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

/** Whether an application for an insured in this state needs the diligent-effort upload. */
export const stateRequiresDiligentEffort = (code: string | null | undefined): boolean =>
  !!code && diligentEffortFor(code)?.kind === 'form';

/** The states whose form the public folder must hold. */
export const statesWithForms = (): string[] =>
  usStates.map((s) => s.code).filter((c) => !NO_FORM_STATES.includes(c) && !NO_COVERAGE_STATES.includes(c));

/** What the agent acknowledges with the upload. */
export const DiligentEffortAcknowledgment = {
  DILIGENT_EFFORT: 'DILIGENT_EFFORT',
  EXPORT_LIST: 'EXPORT_LIST',
  EXEMPT_COMMERCIAL_PURCHASER: 'EXEMPT_COMMERCIAL_PURCHASER',
} as const;
export type DiligentEffortAcknowledgment =
  (typeof DiligentEffortAcknowledgment)[keyof typeof DiligentEffortAcknowledgment];
export const diligentEffortAcknowledgments = Object.values(DiligentEffortAcknowledgment) as [
  DiligentEffortAcknowledgment,
  ...DiligentEffortAcknowledgment[],
];
export const diligentEffortAcknowledgmentLabels: Readonly<Record<DiligentEffortAcknowledgment, string>> = {
  DILIGENT_EFFORT:
    'A diligent effort was made to place this risk with admitted insurers, as the attached form shows.',
  EXPORT_LIST: "This risk is on the state's Export List.",
  EXEMPT_COMMERCIAL_PURCHASER: 'The applicant is an Exempt Commercial Purchaser.',
};

/**
 * Whether an acknowledgment needs the signed form uploaded: an Exempt Commercial Purchaser is
 * exempt from the diligent search (docs/decisions.md), so no form is asked of it;
 * a diligent effort and an Export List risk keep the upload the requirement names
 * (docs/requirements.md#application-diligent-effort, docs/decisions.md).
 */
export const acknowledgmentNeedsForm = (acknowledgment: string | null | undefined): boolean =>
  acknowledgment !== DiligentEffortAcknowledgment.EXEMPT_COMMERCIAL_PURCHASER;

/** What the application says in place of the upload for an Exempt Commercial Purchaser. */
export const EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE =
  'No diligent effort form is needed for an Exempt Commercial Purchaser.';
