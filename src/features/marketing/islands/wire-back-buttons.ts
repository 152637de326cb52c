/**
 * "Back" on the legal and feature pages without React (components/back-button.tsx): one step back
 * in history, or the home page when the page was opened in a fresh tab.
 */
import { PUBLIC_ROUTES } from '@/common/routes.ts';

export function wireBackButtons(scope: ParentNode): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement>('button[data-back-button]')) {
    button.addEventListener('click', () => {
      if (window.history.length > 1) window.history.back();
      else window.location.assign(PUBLIC_ROUTES.home);
    });
  }
}
