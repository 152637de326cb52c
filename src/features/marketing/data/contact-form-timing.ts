/** How long the contact form shows "Sending..." while the mail client takes over (SPEC 2.6). */
export const SENDING_FEEDBACK_MS = 900;
