// The confirmation is shared UI (web/src/components); My Team uses it as it is.
export { ConfirmDialog } from '../../../../components/confirm-dialog.js';
