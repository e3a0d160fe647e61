/**
 * The account area's update toasts (docs/requirements.md#account): "Updated Successfully!" for
 * 3 s, or the server's message, else 'Error updating user' (core's updateToastTexts).
 */
import { UPDATE_TOAST_MS, updateToastTexts } from '@almanac/core';
import { toaster } from '../../../components/toaster-store.js';
import { isGraphqlError } from '../../../lib/graphql/index.js';

export function toastUpdated() {
  toaster.create({ type: 'success', title: updateToastTexts.updated, duration: UPDATE_TOAST_MS });
}

export function toastUpdateFailed(error: unknown) {
  const message = isGraphqlError(error) && error.message ? error.message : updateToastTexts.updateFailed;
  toaster.create({ type: 'error', title: message, duration: 5000 });
}
