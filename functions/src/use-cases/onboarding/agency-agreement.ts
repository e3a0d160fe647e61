import {
  AGENCY_AGREEMENT_CONSENT,
  AGENCY_AGREEMENT_TITLE,
  AGENCY_AGREEMENT_VERSION,
  agencyAgreementClauses,
  agencyAgreementFolder,
  type AgencyApplication,
  PDF_CONTENT_TYPE,
  signedDocumentTexts,
  stateName,
  UploadPurpose,
} from '@almanac/core';
import type {
  AgencyAgreementDocument,
  ContentDigest,
  OrganizationRecord,
  Ports,
  UploadRecord,
  UserRecord,
} from '../../ports/index.js';
import { signedContentSha256 } from '../contracts/application-document.js';
import type { SignerConnection } from '../contracts/submit-application.js';

type Deps = Pick<Ports, 'documents' | 'files' | 'uploads' | 'sha256' | 'random'>;

const addressText = (a: AgencyApplication['physicalAddress']) =>
  [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipcode}`].filter(Boolean).join(', ');

/**
 * What the signed agreement shows: the clauses, the agency's answers, the signature and its
 * evidence (the signer's e-mail, address, browser, the agreement's version and the SHA-256 of the
 * signed content: everything but the signature, as canonical JSON; docs/decisions.md).
 */
export function agencyAgreementDocument(
  sha256: ContentDigest,
  org: OrganizationRecord,
  input: AgencyApplication,
  signer: UserRecord,
  signedAt: string,
  connection: SignerConnection = {},
): AgencyAgreementDocument {
  const content: Omit<AgencyAgreementDocument, 'signature'> = {
    title: AGENCY_AGREEMENT_TITLE,
    organizationId: org.id,
    agencyName: input.name,
    clauses: agencyAgreementClauses,
    version: AGENCY_AGREEMENT_VERSION,
    sections: [
      {
        heading: 'Agency',
        rows: [
          ['Name', input.name],
          ['Website', input.website],
          ['Years in business', String(input.yearsInBusiness)],
          ['Physical address', addressText(input.physicalAddress)],
          ['Mailing address', addressText(input.mailingAddress)],
        ],
      },
      {
        heading: 'Licenses',
        rows: [
          ['Agency license state', stateName(input.agencyLicenseState) ?? input.agencyLicenseState],
          ['Agency license number', input.agencyLicenseNumber],
          ['National Producer Number (NPN)', input.npn],
        ],
      },
      { heading: 'Signatory', rows: [['E-mail', signer.email]] },
    ],
  };
  return {
    ...content,
    signature: {
      heading: signedDocumentTexts.agencyHeading,
      statement: AGENCY_AGREEMENT_CONSENT,
      name: input.signature,
      role: signedDocumentTexts.agencyRole,
      title: input.title,
      date: input.signingDate,
      signedAt,
      email: signer.email,
      ...(connection.ipAddress ? { ipAddress: connection.ipAddress } : {}),
      ...(connection.userAgent ? { userAgent: connection.userAgent } : {}),
      consentVersion: AGENCY_AGREEMENT_VERSION,
      contentSha256: signedContentSha256(sha256, content),
    },
  };
}

/** A file name from the agency's name: letters, digits, spaces and a few marks only. */
const fileNameOf = (agency: string) =>
  `${AGENCY_AGREEMENT_TITLE} - ${agency.replace(/[^\p{L}\p{N} .,&'-]/gu, '').trim() || 'Agency'}.pdf`.slice(
    0,
    200,
  );

/**
 * Render the signed agreement, store it under the organisation's folder and record it as an
 * AGENCY_AGREEMENT upload, PENDING until the application that refers to it is written (then
 * VERIFIED; REJECTED if that write loses), so no listing shows an agreement nobody submitted.
 */
export async function storeAgencyAgreement(
  ports: Deps,
  doc: AgencyAgreementDocument,
  signer: UserRecord,
): Promise<{ upload: UploadRecord; sha256: string }> {
  const bytes = await ports.documents.agencyAgreementPdf(doc);
  const id = ports.random.id();
  const folder = agencyAgreementFolder(doc.organizationId);
  const key = `${folder}/${id}.pdf`;
  await ports.files.put(key, bytes, PDF_CONTENT_TYPE);
  const upload: UploadRecord = {
    id,
    userId: signer.id,
    organizationId: doc.organizationId,
    purpose: UploadPurpose.AGENCY_AGREEMENT,
    folder,
    key,
    fileName: fileNameOf(doc.agencyName),
    mimetype: PDF_CONTENT_TYPE,
    declaredSize: bytes.length,
    size: bytes.length,
    status: 'PENDING',
    description: `${AGENCY_AGREEMENT_TITLE} signed by ${doc.signature.name}`,
    createdAt: doc.signature.signedAt,
  };
  await ports.uploads.put(upload);
  return { upload, sha256: ports.sha256(bytes) };
}
