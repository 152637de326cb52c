/**
 * Remembers, for this tab, that the signed-in learner has just created their account, so the
 * dashboard greets them with "Welcome, Ada" instead of "Welcome back" (issue 24 §4). Kept in
 * sessionStorage: it lasts through reloads of the first visit and ends with the tab, after which
 * the learner is returning. A sign-in (not a sign-up) never sets it, on any device.
 */
export const FIRST_VISIT_KEY = 'nyra:first-visit';

/** `null` (a sign-in) ends any first visit this tab was on: the learner has come back. */
export function markFirstVisit(email: string | null): void {
  try {
    if (email) window.sessionStorage.setItem(FIRST_VISIT_KEY, email.toLowerCase());
    else window.sessionStorage.removeItem(FIRST_VISIT_KEY);
  } catch {
    // Storage refused (private mode): the learner is greeted as returning, nothing breaks.
  }
}
