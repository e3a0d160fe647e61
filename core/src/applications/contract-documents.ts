/**
 * A contract's documents as people see them (docs/requirements.md#entity-application `documents`,
 * #binding): the signed application, the diligent-effort upload and, once bound, the policy
 * declarations.
 */
export const ContractDocumentKind = {
  APPLICATION: 'APPLICATION',
  DILIGENT_EFFORT: 'DILIGENT_EFFORT',
  POLICY: 'POLICY',
} as const;
export type ContractDocumentKind = (typeof ContractDocumentKind)[keyof typeof ContractDocumentKind];

export const contractDocumentKindLabels: Readonly<Record<ContractDocumentKind, string>> = {
  APPLICATION: 'Signed Application',
  DILIGENT_EFFORT: 'Diligent Effort',
  POLICY: 'Policy Declarations',
};

/** A document's label: its kind's, else its file name. */
export const contractDocumentLabel = (doc: { kind: string; fileName: string }): string =>
  (contractDocumentKindLabels as Record<string, string>)[doc.kind] ?? doc.fileName;
