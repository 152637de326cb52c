/**
 * The top bar's Tracks / Approach / Company menus on a prerendered page, without React: the same
 * WAI-ARIA menu button pattern as components/ui/dropdown-menu.tsx, on its markup (the closed
 * panel is in the page, hidden). Click, Enter, Space or ArrowDown open; arrows, Home and End move;
 * Escape closes and returns focus to the button; Tab and an outside press close. Items are plain
 * links (full page loads).
 */
function menuItemsOf(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
}

function wireDropdownMenu(trigger: HTMLButtonElement, menu: HTMLElement): void {
  const panel = menu.parentElement;
  const root = trigger.parentElement;
  if (!panel || !root) return;

  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
  const focusItem = (index: number) => {
    const items = menuItemsOf(menu);
    if (items.length > 0) items[((index % items.length) + items.length) % items.length]?.focus();
  };
  const onOutsidePress = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) close(false);
  };
  function open(focusIndex?: number): void {
    panel!.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onOutsidePress);
    if (focusIndex !== undefined) focusItem(focusIndex);
  }
  function close(returnFocus: boolean): void {
    panel!.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutsidePress);
    if (returnFocus) trigger.focus();
  }

  trigger.addEventListener('click', () => (isOpen() ? close(false) : open()));
  trigger.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(-1);
    } else if (event.key === 'Escape') {
      close(false);
    }
  });
  menu.addEventListener('keydown', (event) => {
    const items = menuItemsOf(menu);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  });
  menu.addEventListener('click', () => close(false));
}

export function wireDropdownMenus(scope: ParentNode): void {
  for (const trigger of scope.querySelectorAll<HTMLButtonElement>(
    'button[aria-haspopup="menu"][aria-controls]',
  )) {
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (menu) wireDropdownMenu(trigger, menu);
  }
}
