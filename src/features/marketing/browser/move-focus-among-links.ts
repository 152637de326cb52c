/**
 * Arrow keys, Home and End move the focus among a panel's links (the top bar's phone menu,
 * product.md#top-bar), wrapping at the ends. Returns whether the key was one of those, so the caller
 * can prevent its default (scrolling). Shared by the React top bar and the prerendered page's
 * script.
 */
const KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

export function moveFocusAmongLinks(panel: HTMLElement, key: string): boolean {
  if (!KEYS.includes(key)) return false;
  const links = Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]'));
  if (links.length === 0) return false;
  const current = links.indexOf(panel.ownerDocument.activeElement as HTMLAnchorElement);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? links.length - 1
        : (current + (key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
  return true;
}
