/**
 * The application's paths (docs/requirements.md#routes, #application-wizard,
 * #application-submitted): the form, its step paths, the submitted page, and the application
 * being worked on (this tab's last opened form), which the bare step paths
 * (/apply/application/entity-details …) open.
 */
import { type ApplicationSection, applicationSectionPaths } from '@almanac/core';

export const SIGN_STEP = 'sign';
export const STEP_PATHS = [...Object.values(applicationSectionPaths), SIGN_STEP];

/** The section a step path opens ('sign' for the signature), or null for an unknown step. */
export function stepSection(step: string | undefined): ApplicationSection | typeof SIGN_STEP | null {
  if (!step) return null;
  if (step === SIGN_STEP) return SIGN_STEP;
  const found = (Object.entries(applicationSectionPaths) as [ApplicationSection, string][]).find(
    ([, path]) => path === step,
  );
  return found ? found[0] : null;
}

export const submittedPath = (id: string) => `/apply/${encodeURIComponent(id)}/application-submitted`;

const STORAGE_KEY = 'almanac.apply.currentApplication';

export function rememberApplication(id: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // storage unavailable: the bare step paths then lead to Apply for Coverage
  }
}

export function rememberedApplication(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
