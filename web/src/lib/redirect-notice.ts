/**
 * Why the app took the user to this page instead of the one they opened: carried in the
 * navigation's history state (never in the address, so a reload or a shared link does not repeat
 * it) and shown by the layout's RedirectNotice (docs/requirements.md#access-and-routing).
 */
export interface RedirectNoticeState {
  readonly redirectNotice: string;
}

export const redirectNoticeState = (notice: string): RedirectNoticeState => ({ redirectNotice: notice });

/** The notice a navigation carried, or null. */
export function redirectNoticeOf(state: unknown): string | null {
  const notice = (state as Partial<RedirectNoticeState> | null | undefined)?.redirectNotice;
  return typeof notice === 'string' && notice ? notice : null;
}
