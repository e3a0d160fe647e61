/**
 * What an action says while the screens it leads to are not built yet (docs/decisions.md, issue
 * 10): the web disables it with this reason instead of linking to the not-found page.
 */
export const NOT_OPEN_YET_MESSAGES = {
  onboarding:
    'Online onboarding opens soon. Until then, write to us and we will onboard your agency with you.',
} as const;
