/**
 * The operations queue's routes (docs/requirements.md#binding): the queue and one application in
 * it. Who may open them: core's canUnderwrite.
 */
export const OPERATIONS_APPLICATIONS_PATH = '/operations/applications';
export const operationsApplicationPath = (contractId: string): string =>
  `${OPERATIONS_APPLICATIONS_PATH}/${encodeURIComponent(contractId)}`;
