/*
 * Starts the app on prerendered public pages once their HTML has painted (scripts/prerender.mjs
 * puts this in place of the entry's module script there). The page is readable without
 * JavaScript, so nothing about it waits for the app's scripts: they are requested when the
 * browser reports the first contentful paint (one frame later where paint timing is missing; a
 * hidden tab gets neither, hence the timer fallback), the entry and the page's chunks in parallel.
 * On a slow phone network this costs the hydration a few hundred ms and gives the whole link to
 * the document and its text until the page is readable.
 *
 * Until the app is interactive (`<html data-app-ready>`, src/app/app.tsx), presses on buttons and
 * form submissions are held and replayed once it is, so nothing a quick visitor does is lost and a
 * form never falls back to a native submit. Links keep working natively throughout.
 * Plain ES5 in public/: served as is, and it must parse in every browser.
 */
(function () {
  var script = document.querySelector('script[data-entry]');
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var FALLBACK_START_MS = 1000;
  var root = document.documentElement;

  // Held interactions, replayed in order once the app is interactive.
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

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var urls = [entry].concat(chunks);
    for (var i = 0; i < urls.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = urls[i];
      document.head.appendChild(link);
    }
    import(entry).catch(function (error) {
      // Without the app (e.g. the connection dropped), buttons and forms behave as plain HTML.
      stopHolding();
      held = [];
      console.warn('The app could not start; the page stays readable.', error);
    });
  }
  var observesPaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (observesPaint) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          start();
        }
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, FALLBACK_START_MS);
})();
