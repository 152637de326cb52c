/**
 * Nyra's public e-mail addresses. The contact form and the careers buttons open mail drafts to
 * these (product.md#careers, #contact, #api: no call to our server); the legal pages name the others.
 */
export const CONTACT_EMAIL = 'hello@nyra.app';
export const CAREERS_EMAIL = 'careers@nyra.app';
export const SUPPORT_EMAIL = 'support@nyra.app';
export const PRIVACY_EMAIL = 'privacy@nyra.app';
export const DPO_EMAIL = 'dpo@nyra.app';
export const LEGAL_EMAIL = 'legal@nyra.app';
