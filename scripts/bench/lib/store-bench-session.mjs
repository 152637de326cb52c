/**
 * Signs a browser context in before any page loads: the session from sign-up-bench-learner.mjs goes
 * where the app keeps it (localStorage `auth_data`), with any other localStorage items a bench
 * needs (e.g. the practice benches' plain editor), so no bench clicks through the sign-in form.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {object} session
 * @param {Record<string, string>} [items] more localStorage items, stored as given
 */
export function storeBenchSession(context, session, items = {}) {
  return context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    Object.entries({ auth_data: JSON.stringify(session), ...items }),
  );
}
