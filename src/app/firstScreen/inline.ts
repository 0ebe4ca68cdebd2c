/**
 * The one inline script of the built pages, run before the body is parsed: it marks the prerendered first screen
 * stale when this visit asks for another state (any link parameter but `lang=zh` and those the screen already
 * shows, or English remembered), so that screen is never shown (base.css hides it) and the app renders the asked-for
 * state instead of hydrating. The playground's page shows no parameter; the embed view's page (embed.html) says
 * which it shows in `<html data-first-screen-shows>` (`embed=1`, its section and scenario), takes any valid `frame`
 * (a name for its events, not shown), and is stale without `embed=1`. One text for both, so the CSP allows it by one
 * hash (csp.ts).
 */
import { LOCALE_KEY } from '../i18n/locale.ts';
import { STALE_ATTRIBUTE } from '../state/seed.ts';

/** The `<html>` attribute listing, as a query, the parameters a prerendered screen already shows. */
export const SHOWS_ATTRIBUTE = 'data-first-screen-shows';

export const FIRST_SCREEN_CHECK = `(function () {
  var root = document.documentElement, shows = {}, asked = [], lang = null;
  try {
    new URLSearchParams(root.getAttribute(${JSON.stringify(SHOWS_ATTRIBUTE)}) || '').forEach(function (value, key) {
      shows[key] = value;
    });
    var params = new URLSearchParams(location.search);
    params.forEach(function (value, key) {
      if (key === 'lang') {
        lang = value;
        if (value !== 'zh') asked.push(key);
      } else if (key === 'frame' && shows.embed === '1' && /^[A-Za-z0-9_-]{1,32}$/.test(value)) {
      } else if (shows[key] !== value) asked.push(key);
    });
    if (shows.embed === '1' && params.get('embed') !== '1') asked.push('embed');
    if (lang === null) lang = localStorage.getItem(${JSON.stringify(LOCALE_KEY)});
  } catch (error) {}
  if (asked.length > 0 || lang === 'en') root.setAttribute(${JSON.stringify(STALE_ATTRIBUTE)}, 'stale');
})();`;

/**
 * When the page's modules start even with no frame painted: a frame out of view in a course page, or a page in a
 * background tab, gets no frame (browsers skip their rendering), and must not wait for one.
 */
export const AFTER_PAINT_AT_THE_LATEST_MS = 100;

/**
 * When they start once a frame is being drawn but no contentful paint is reported (a browser without Paint Timing):
 * the frame has been drawn by then.
 */
export const AFTER_FRAME_AT_THE_LATEST_MS = 500;

/** The data block naming what the loader below loads: the entry module and the module preloads, in order. */
export const AFTER_PAINT_DATA = 'after-first-paint';

/**
 * The built pages' second inline script, at the end of the body: the page's modules (its entry, and what Vite and
 * the first click preload) are loaded once the first screen has been painted, not before. A module is run as soon
 * as it has arrived and the page is parsed, and running the shell is a long task the first paint would wait for; the
 * prerendered screen needs no script to be seen (build/afterFirstPaint.ts moves the tags into the data block).
 * "Painted" is the first contentful paint as reported, once the frame is on screen, not the frame's start
 * (requestAnimationFrame): a large first screen takes ~200 ms from one to the other, and modules arriving meanwhile
 * held it back (the first output 504 → 384 ms median, hydrated 899 → 939 ms, in one run of 15 loads each). A stale
 * first screen (never shown) waits for nothing.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var data = document.getElementById(${JSON.stringify(AFTER_PAINT_DATA)});
  if (!data) return;
  var modules = JSON.parse(data.textContent || '{}');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (modules.preload || []).forEach(function (preload) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      if (preload.low) link.setAttribute('fetchpriority', 'low');
      link.href = preload.href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules.entry;
    document.head.appendChild(entry);
  }
  if (document.documentElement.getAttribute(${JSON.stringify(STALE_ATTRIBUTE)}) === 'stale') return start();
  var framed = false;
  requestAnimationFrame(function () {
    framed = true;
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {}
    setTimeout(start, ${AFTER_FRAME_AT_THE_LATEST_MS});
  });
  setTimeout(function () {
    if (!framed) start();
  }, ${AFTER_PAINT_AT_THE_LATEST_MS});
})();`;
