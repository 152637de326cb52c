/**
 * The top bar's phone menu on a prerendered page, without React (as src/app/layouts/top-bar.tsx
 * does it): the button toggles the panel; Escape closes it and returns focus to the button; a
 * press outside the bar closes it; arrow keys, Home and End move between the panel's links.
 */
import { moveFocusAmongLinks } from '../browser/move-focus-among-links.ts';
import { PHONE_MENU_LABELS } from '../copy/phone-menu-labels.ts';

const PANEL_ID = 'mobile-nav';

export function wirePhoneMenu(scope: Document): void {
  const panel = scope.getElementById(PANEL_ID);
  const button = scope.querySelector<HTMLButtonElement>(`button[aria-controls="${PANEL_ID}"]`);
  const bar = button?.closest('header');
  if (!panel || !button || !bar) return;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  };
  const onOutsidePress = (event: PointerEvent) => {
    if (!bar.contains(event.target as Node)) setOpen(false);
  };
  function setOpen(open: boolean): void {
    panel!.hidden = !open;
    button!.setAttribute('aria-expanded', String(open));
    button!.setAttribute('aria-label', open ? PHONE_MENU_LABELS.close : PHONE_MENU_LABELS.open);
    if (open) {
      scope.addEventListener('keydown', onKeyDown);
      scope.addEventListener('pointerdown', onOutsidePress);
    } else {
      scope.removeEventListener('keydown', onKeyDown);
      scope.removeEventListener('pointerdown', onOutsidePress);
    }
  }

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  panel.addEventListener('keydown', (event) => {
    if (moveFocusAmongLinks(panel, event.key)) event.preventDefault();
  });
}
