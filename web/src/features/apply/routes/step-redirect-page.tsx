/**
 * A bare wizard step path (/apply/application/entity-details …, docs/requirements.md#routes):
 * the step of the application being worked on in this tab, else Apply for Coverage, saying why.
 */
import { NO_APPLICATION_IN_PROGRESS_NOTICE } from '@almanac/core';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectNoticeState } from '../../../lib/redirect-notice.js';
import { applicationFormPath, SELECT_CLIENT_PATH } from '../../../shared/applications/applications-api.js';
import { rememberedApplication } from '../model/paths.js';

export default function StepRedirectPage() {
  const { pathname } = useLocation();
  const step = pathname.split('/').filter(Boolean).pop() ?? '';
  const id = rememberedApplication();
  return id ? (
    <Navigate to={applicationFormPath(id, step)} replace />
  ) : (
    <Navigate
      to={SELECT_CLIENT_PATH}
      replace
      state={redirectNoticeState(NO_APPLICATION_IN_PROGRESS_NOTICE)}
    />
  );
}
