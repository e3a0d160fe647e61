/**
 * The application's routes and sections (docs/requirements.md#apply-select, #payment, #routes), apart
 * from the forms' schemas: the app's routes read them at start-up, the schemas load with the pages.
 */
import type { ProgramCode } from '../pricing/programs.js';

export const ApplicationSection = {
  ENTITY: 'entity',
  BUSINESS: 'business',
  COVERAGE: 'coverage',
  DILIGENT_EFFORT: 'diligentEffort',
} as const;
export type ApplicationSection = (typeof ApplicationSection)[keyof typeof ApplicationSection];

/** The wizard's step path of each section under /apply/application/. */
export const applicationSectionPaths: Readonly<Record<ApplicationSection, string>> = {
  entity: 'entity-details',
  business: 'business-details',
  coverage: 'coverage-details',
  diligentEffort: 'diligent-effort',
};

/** The payment-confirmation route of a program (docs/requirements.md#payment, #routes). */
export const paymentConfirmationPath = (program: ProgramCode | string): string =>
  `/apply/${program.toLowerCase()}/payment-confirmation`;
/** The programs with a client flow, hence a payment-confirmation route each. */
export const PAYMENT_CONFIRMATION_PROGRAMS = ['lpc', 'hpc', 'ltc', 'htc'] as const;

/** The static documents' pages (docs/requirements.md#static-documents). */
export const ELECTRONIC_AGREEMENT_PATH = '/electronic-transactions-agreement';
export const REPRESENTATIONS_PATH = '/representations-and-warranties';
export const TERRORISM_DISCLOSURE_PATH = '/terrorism-disclosure';
