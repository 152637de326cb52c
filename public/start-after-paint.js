/*
 * Starts the app on prerendered public pages once their HTML has painted (scripts/prerender.mjs
 * puts this in place of the entry's module script there). The page is readable without
 * JavaScript, so nothing about it waits for the app's scripts: they are requested when the
 * browser reports the first contentful paint (one frame later where paint timing is missing; a
 * hidden tab gets neither, hence the timer fallback), the entry and the page's chunks in parallel.
 * On a slow phone network this costs the hydration a few hundred ms and gives the whole link to
 * the document and its text until the page is readable.
 * Plain ES5 in public/: served as is, and it must parse in every browser.
 */
(function () {
  var script = document.querySelector('script[data-entry]');
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var FALLBACK_START_MS = 1000;
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
    import(entry);
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
