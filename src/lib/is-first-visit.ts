import { FIRST_VISIT_KEY } from './mark-first-visit.ts';

/** Whether this tab's visit is the first one since `email` signed up (see mark-first-visit.ts). */
export function isFirstVisit(email: string): boolean {
  try {
    return window.sessionStorage.getItem(FIRST_VISIT_KEY) === email.toLowerCase();
  } catch {
    return false;
  }
}
