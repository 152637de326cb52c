/*
 * Starts a prerendered public page (scripts/build/prerender.mjs puts this in place of the app's module
 * script there). Marketing pages never boot the React application: they are complete
 * HTML, and this script only
 *  1. sends a signed-in visitor (a stored session) to the dashboard (product.md#routes), where the
 *     app runs;
 *  2. loads the page's small script module (src/features/marketing/islands/), which wires the
 *     menus, the contact form, the feature explorer, Back and today's date, then marks
 *     `<html data-app-ready>`;
 *  3. holds presses on buttons and form submissions made before then and replays them in order,
 *     so nothing a quick visitor does is lost and a form never falls back to a native submit.
 *     Links keep working natively throughout;
 *  4. registers the service worker once the page has loaded, so the site opens offline after one
 *     visit (offline, the worker answers with the app shell and the app renders the page). Update
 *     prompts belong to the app (src/features/pwa/): a new worker simply waits here.
 * A plain script in public/ (served as is, no build step): it must parse in old browsers too.
 */
(function () {
  var script = document.currentScript || document.querySelector('script[data-islands]');
  if (!script) return;
  var sessionKey = script.getAttribute('data-session-key');
  var signedInHome = script.getAttribute('data-signed-in-home');
  try {
    if (sessionKey && signedInHome && window.localStorage.getItem(sessionKey) !== null) {
      window.location.replace(signedInHome);
      return;
    }
  } catch {
    // Storage unavailable (blocked cookies): nobody can be signed in.
  }

  // The server answers an unknown path with the landing page; signed out, any other path
  // redirects to the home page (product.md#routes), which the app's router did before.
  var page = document.querySelector('[data-prerendered-route]');
  var route = page && page.getAttribute('data-prerendered-route');
  var path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (route && path !== route) {
    window.location.replace(script.getAttribute('data-signed-out-home') || '/');
    return;
  }

  var root = document.documentElement;
  var held = [];
  function isReady() {
    return root.hasAttribute('data-app-ready');
  }
  function holdClick(event) {
    if (isReady()) return;
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    // Submit buttons are held through their form's submit event.
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(function () {
      button.click();
    });
  }
  function holdSubmit(event) {
    if (isReady()) return;
    var form = event.target;
    var submitter = event.submitter || null;
    event.preventDefault();
    event.stopPropagation();
    held.push(function () {
      if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter);
      else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  }
  function stopHolding() {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  }
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  new MutationObserver(function (_records, observer) {
    if (!isReady()) return;
    observer.disconnect();
    stopHolding();
    var replay = held;
    held = [];
    for (var i = 0; i < replay.length; i++) replay[i]();
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });

  var islands = script.getAttribute('data-islands');
  if (islands) {
    import(islands).catch(function (error) {
      // Without its script (e.g. the connection dropped), buttons and forms behave as plain HTML.
      stopHolding();
      held = [];
      console.warn('The page script could not load; the page stays readable.', error);
    });
  }

  if ('serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function (error) {
        console.warn('The service worker could not be registered', error);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
})();
