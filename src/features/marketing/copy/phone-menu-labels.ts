/**
 * Names of the top bar's phone menu button (product.md#top-bar), shared by React and the page script.
 */
export const PHONE_MENU_LABELS = { open: 'Open menu', close: 'Close menu' } as const;
