/**
 * How long the contact form shows "Sending..." while the mail client takes over (product.md#contact).
 */
export const SENDING_FEEDBACK_MS = 900;
