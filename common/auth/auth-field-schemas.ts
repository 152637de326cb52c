/**
 * Field rules of product.md#validation, with its messages word for word. The client validates each field on
 * blur and on submit with these schemas, and the server validates request bodies with the same
 * ones, so the two can never disagree. Values are trimmed; the e-mail is also lower-cased.
 */
import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from './auth-limits.ts';

export const AUTH_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must be less than 50 characters',
  firstNameCharacters: 'First name can only contain letters, spaces, hyphens, and apostrophes',
  lastNameLength: 'Last name must be between 2 and 50 characters',
  lastNameCharacters: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 100 characters',
  tokenRequired: 'Verification token is required',
  tokenLength: 'Token must be exactly 6 digits',
  tokenDigits: 'Token must contain only numbers',
} as const;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;

export const firstNameSchema = z
  .string({ error: AUTH_MESSAGES.firstNameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.firstNameRequired)
  .min(NAME_MIN_LENGTH, AUTH_MESSAGES.firstNameTooShort)
  .max(NAME_MAX_LENGTH, AUTH_MESSAGES.firstNameTooLong)
  .regex(NAME_PATTERN, AUTH_MESSAGES.firstNameCharacters);

/** Optional: empty (or only spaces, or null) becomes absent. */
export const lastNameSchema = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  z
    .string({ error: AUTH_MESSAGES.lastNameCharacters })
    .trim()
    .min(NAME_MIN_LENGTH, AUTH_MESSAGES.lastNameLength)
    .max(NAME_MAX_LENGTH, AUTH_MESSAGES.lastNameLength)
    .regex(NAME_PATTERN, AUTH_MESSAGES.lastNameCharacters)
    .optional(),
);

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .email(AUTH_MESSAGES.emailInvalid)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong);

/** The 6-digit sign-in code. */
export const verificationTokenSchema = z
  .string({ error: AUTH_MESSAGES.tokenRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tokenRequired)
  .length(SIGN_IN_CODE_LENGTH, AUTH_MESSAGES.tokenLength)
  .regex(/^\d+$/, AUTH_MESSAGES.tokenDigits);
