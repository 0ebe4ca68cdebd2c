/**
 * The build served for the cross-browser journeys, with a watcher in every document: the host puts
 * `<script src="/__watch.js">` first in each HTML page it sends (the sandbox's excepted: its script is pinned by
 * hash), and that script reports the page's uncaught errors, rejected promises, failed loads, console errors and
 * Content-Security-Policy violations from the document's start. WebDriver classic (WebKit's) has no preload script
 * and no log of its own to hear them; this works the same in every browser. Each report is kept in the page
 * (`__problems`, read at the end of a journey) and sent to the host (for documents that are gone by then, and
 * frames of another origin). A report names the journey that was on when its page was served: a beacon arrives
 * whenever the browser sends it, and one from a page of the journey before (its page being closed, or the hearing
 * journey's planted error) must not be blamed on the next one (it failed WebKit's first-screen journey so in a
 * fresh clone's run).
 */
import { type StaticHost, serveStatic } from '../src/replay/staticHost.ts';

/**
 * A problem a page reported: what kind, what it said, where, in which journey. `id` tells the same report's two
 * copies apart.
 */
export type Problem = { id: string; kind: string; text: string; at: string; journey: string };

/** Where the reports land, and the journey whose pages the host serves now. */
export type Watch = { sink: Problem[]; journey: string };

const WATCH_PATH = '/__watch.js';
const SINK_PATH = '/__problems';

/** Runs in the page before anything else (a classic script, so it blocks the parser until it has run). */
const watchScript = (journey: string) => `(() => {
  const journey = ${JSON.stringify(journey)};
  const documentId = Math.random().toString(36).slice(2);
  let count = 0;
  const problems = (window.__problems = []);
  // A document being left has its loads cancelled (WebKit reports each as failed, and Vite's preload as an error):
  // that is the navigation, not a problem of the page.
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const report = (kind, text) => {
    if (leaving) return;
    const problem = { id: documentId + '-' + count++, kind, text: String(text).slice(0, 2000), at: location.href, journey };
    problems.push(problem);
    try { navigator.sendBeacon(${JSON.stringify(SINK_PATH)}, JSON.stringify(problem)); } catch {}
  };
  addEventListener('error', (event) => {
    // Not an exception of the page's code: the browser noting that a ResizeObserver's notifications go to the next
    // frame (Monaco's layout observer, a frame resized by its course page). Playwright's page errors leave it out too.
    if (event.message === 'ResizeObserver loop completed with undelivered notifications.') return;
    const target = event.target;
    if (target && target !== window && target.tagName) report('failed load', target.tagName + ' ' + (target.src || target.href));
    else report('page error', event.message + (event.error && event.error.stack ? ' ' + event.error.stack : ''));
  }, true);
  addEventListener('unhandledrejection', (event) => report('unhandled rejection', (event.reason && event.reason.stack) || event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    report('CSP violation', event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber));
  const error = console.error;
  console.error = function (...args) {
    report('console error', args.map((a) => (a && a.stack) || String(a)).join(' '));
    return error.apply(this, args);
  };
})();`;

const withWatcher = (html: string) =>
  html.replace(/<head[^>]*>/i, (head) => `${head}<script src="${WATCH_PATH}"></script>`);

/** `dir` served with the watcher; every report lands in `watch.sink`. */
export function serveWatched(dir: string, watch: Watch): Promise<StaticHost> {
  return serveStatic({
    dir,
    html: withWatcher,
    handle(request, response) {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === WATCH_PATH) {
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
          .end(watchScript(watch.journey));
        return true;
      }
      if (path !== SINK_PATH || request.method !== 'POST') return false;
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        try {
          watch.sink.push(JSON.parse(body) as Problem);
        } catch {
          const id = `host-${watch.sink.length}`;
          watch.sink.push({ id, kind: 'unreadable report', text: body.slice(0, 200), at: '', journey: watch.journey });
        }
        response.writeHead(204).end();
      });
      return true;
    },
  });
}

/** The reports of `sink` and of the page in view, each once. */
export function allProblems(sink: readonly Problem[], inPage: readonly Problem[]): string[] {
  const seen = new Map<string, Problem>();
  for (const problem of [...sink, ...inPage]) seen.set(problem.id, problem);
  return [...seen.values()].map((p) => `${p.kind}: ${p.text} (${p.at})`);
}
