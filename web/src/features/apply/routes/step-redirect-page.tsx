/**
 * A bare wizard step path (/apply/application/entity-details …, docs/requirements.md#routes):
 * the step of the application being worked on in this tab, else Apply for Coverage.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { applicationFormPath, SELECT_CLIENT_PATH } from '../../../shared/applications/applications-api.js';
import { rememberedApplication } from '../model/paths.js';

export default function StepRedirectPage() {
  const { pathname } = useLocation();
  const step = pathname.split('/').filter(Boolean).pop() ?? '';
  const id = rememberedApplication();
  return <Navigate to={id ? applicationFormPath(id, step) : SELECT_CLIENT_PATH} replace />;
}
