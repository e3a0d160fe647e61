/**
 * The account's Documents section (docs/requirements.md#account-documents): who sees the
 * Agreements list, how its documents are named, its static links, and what counts as an
 * unresolved document error (the badge beside the section, capped at 9). The errors are
 * Almanac's reading of an unspecified badge (docs/decisions.md, issue 14).
 */
import type { Role } from '../auth/roles.js';
import { sellingRoles } from '../auth/roles.js';
import { isOrganizationOnboardedForRouting, type OrganizationAccess } from '../auth/permissions.js';
import { ELECTRONIC_AGREEMENT_TITLE } from '../applications/application-lifecycle.js';
import { ELECTRONIC_AGREEMENT_PATH } from '../applications/application-paths.js';
import { UploadPurpose } from '../applications/uploads.js';
import { needsStateLicense } from './account-forms.js';

export const PRIVACY_POLICY_PATH = '/privacy';
export const TERMS_OF_USE_PATH = '/terms';

/** The static documents linked from the Documents section, in order. */
export const accountStaticDocuments: readonly { title: string; path: string }[] = [
  { title: ELECTRONIC_AGREEMENT_TITLE, path: ELECTRONIC_AGREEMENT_PATH },
  { title: 'Privacy Policy', path: PRIVACY_POLICY_PATH },
  { title: 'Terms of Use', path: TERMS_OF_USE_PATH },
];

export const accountDocumentsTexts = {
  agreements: 'Agreements',
  noAgreements: 'You have no agreements on file yet.',
  adminNoAgreements: 'Agreements are kept for agents, primary agents and super admins.',
  staticDocuments: 'Policies and terms',
  loadFailed: 'We could not load your documents. Please try again later.',
  view: 'View',
  errorsTitle: 'Documents that need attention',
} as const;

/** Agreements are listed for agents, primary agents and super admins; an admin sees none. */
export const seesAgreements = (role: Role | null | undefined): boolean =>
  !!role && sellingRoles.includes(role);

/** The organisation's documents every seller of it may read (besides their own uploads). */
export const organizationDocumentPurposes: readonly UploadPurpose[] = [
  UploadPurpose.AGENCY_AGREEMENT,
  UploadPurpose.STATE_LICENSE,
];

export const uploadPurposeLabels: Readonly<Record<UploadPurpose, string>> = {
  DILIGENT_EFFORT: 'Diligent Effort',
  STATE_LICENSE: 'State License',
  AGENCY_AGREEMENT: 'Agency Agreement',
};

/** A listed document's name: its purpose's label, else its file name. */
export const uploadLabel = (upload: { purpose?: string | null; fileName: string }): string =>
  (uploadPurposeLabels as Record<string, string>)[upload.purpose ?? ''] ?? upload.fileName;

/** Where a member's state license PDFs are stored (the team edit uploads them there). */
export const stateLicensePathPrefix = (organizationId: string, userId: string): string =>
  `lpc-insurance/organizations/${organizationId}/licenses/${userId}/`;

export const documentErrorTexts = {
  agencyAgreementMissing: "Your agency's signed agency agreement is not on file.",
  stateLicenseMissing:
    'Your state license PDF is not on file. Ask an admin or your primary agent to add it in My Team.',
} as const;
export type DocumentError = keyof typeof documentErrorTexts;

/**
 * A missing license, told to a team manager (primary agent, super admin): nobody uploads their own
 * license (My Team refuses it), so another manager of the agency adds it.
 */
export const STATE_LICENSE_MISSING_MANAGER_TEXT =
  "Your state license PDF is not on file. Ask your agency's admin (or another manager) to add it for you in My Team: nobody can upload their own.";

/**
 * A document error's text for the person looking: an agent asks an admin or the primary agent;
 * the primary agent (or a super admin) is not told to ask themselves.
 */
export function documentErrorText(error: DocumentError, role: Role | null | undefined): string {
  if (error === 'stateLicenseMissing' && role !== 'agent') return STATE_LICENSE_MISSING_MANAGER_TEXT;
  return documentErrorTexts[error];
}

/** What the rule reads: the caller, their organisation and the documents listed for them. */
export interface DocumentErrorFacts {
  userId: string;
  role: Role;
  organizationId?: string | null;
  organization?: OrganizationAccess | null;
  documents: readonly { purpose?: string | null; filePath: string }[];
}

/**
 * The unresolved document errors of a seller (an admin has no Agreements, so none):
 * - the agency agreement is missing once the organisation counts as onboarded (onboarded, or its
 *   application Approved or NeedsReview: it was signed then);
 * - an agent or primary agent has no state license PDF of their own on file.
 */
export function documentErrorsOf(facts: DocumentErrorFacts): DocumentError[] {
  if (!seesAgreements(facts.role)) return [];
  const errors: DocumentError[] = [];
  const has = (purpose: UploadPurpose, path?: string) =>
    facts.documents.some((d) => d.purpose === purpose && (!path || d.filePath.startsWith(path)));
  if (isOrganizationOnboardedForRouting(facts.organization) && !has(UploadPurpose.AGENCY_AGREEMENT))
    errors.push('agencyAgreementMissing');
  const ownLicense = facts.organizationId
    ? stateLicensePathPrefix(facts.organizationId, facts.userId)
    : undefined;
  if (needsStateLicense(facts.role) && !(ownLicense && has(UploadPurpose.STATE_LICENSE, ownLicense)))
    errors.push('stateLicenseMissing');
  return errors;
}

/** The badge shows at most this number. */
export const DOCUMENT_ERROR_BADGE_MAX = 9;

/** The badge's text: nothing without errors, the count up to DOCUMENT_ERROR_BADGE_MAX. */
export const documentErrorBadge = (count: number): string | undefined =>
  count > 0 ? String(Math.min(count, DOCUMENT_ERROR_BADGE_MAX)) : undefined;
