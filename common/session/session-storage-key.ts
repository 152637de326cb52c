/**
 * Key of the stored session in local storage (product.md#entities). Its own module, free of zod, so the
 * app's entry can ask "is anyone signed in here?" without loading the session schema.
 */
export const SESSION_STORAGE_KEY = 'auth_data';
