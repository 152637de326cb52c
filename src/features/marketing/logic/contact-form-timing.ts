/**
 * How long the contact form shows "Sending..." while the mail client takes over (product.md 2.6).
 */
export const SENDING_FEEDBACK_MS = 900;
