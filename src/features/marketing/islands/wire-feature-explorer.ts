/**
 * The landing page's feature explorer without React (components/feature-explorer.tsx): hovering
 * or focusing a card opens it and closes the others.
 */
export function wireFeatureExplorer(scope: ParentNode): void {
  const cards = Array.from(scope.querySelectorAll<HTMLElement>('[data-feature-card]'));
  const activate = (active: HTMLElement) => {
    for (const card of cards) card.dataset.active = String(card === active);
  };
  for (const card of cards) {
    card.addEventListener('mouseenter', () => activate(card));
    card.addEventListener('focusin', () => activate(card));
  }
}
