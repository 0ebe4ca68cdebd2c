import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The shared base first: each feature's stylesheet, imported by its components, comes after it.
import './app/shared/base.css';
import { App } from './app/App.tsx';
import { AFTER_PAINT_AT_THE_LATEST_MS } from './app/firstScreen/inline.ts';
import { startOffline } from './app/offline/start.ts';
import { takeOverFirst } from './app/offline/takeover.ts';
import { keepInMemory } from './app/shared/storage.ts';
import { firstScreen, STALE_ATTRIBUTE } from './app/state/seed.ts';

const root = document.getElementById('root');
// A course platform's launch (a package's scorm.html or cmi5.html) first finds the platform and takes the student's
// record from it, in its own chunk; it has no service worker (the platform serves each upload at a new path). If that
// chunk cannot load, the page still keeps nothing of the student in a shared browser.
const lms = document.querySelector('meta[name="mcp-lms"]') !== null;
// A new deploy waiting to take over reloads this page before it starts (takeover.ts); nothing runs twice.
// Whatever happens there, the page starts: it never stays blank.
if (root && lms)
  void import('./app/lms/start.ts')
    .then((module) => module.startLms())
    .catch((error: unknown) => {
      keepInMemory([]);
      console.warn('course platform not reached:', error);
    })
    .then(() => start(root));
else if (root)
  void takeOverFirst()
    .catch((error: unknown) => console.warn('update check failed:', error))
    .then(() => start(root));

function start(root: HTMLElement) {
  const live = () => root.removeAttribute('inert');
  const shown = () => {
    live();
    document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  };
  if (firstScreen()) {
    // The prerendered screen, hydrated once it has been painted (hydrating is a long task, which would hold the
    // first paint back); clicks reach it once its code is live.
    // A frame out of view in a course page gets no frame painted (browsers skip its rendering): it hydrates anyway.
    let hydrated = false;
    const hydrate = () => {
      if (hydrated) return;
      hydrated = true;
      hydrateRoot(
        root,
        <StrictMode>
          <App search={location.search} ready={{ live }} />
        </StrictMode>,
      );
    };
    requestAnimationFrame(() => setTimeout(hydrate));
    setTimeout(hydrate, AFTER_PAINT_AT_THE_LATEST_MS);
  } else {
    // A stale first screen (a deep link, English remembered) is never shown: the state the link asks for replaces
    // it, and the page shows once that is applied.
    root.replaceChildren();
    const html = document.documentElement;
    if (html.getAttribute(STALE_ATTRIBUTE) === 'stale') html.setAttribute(STALE_ATTRIBUTE, 'building');
    createRoot(root).render(
      <StrictMode>
        <App search={location.search} ready={{ linked: shown }} />
      </StrictMode>,
    );
  }
  if (!lms) startOffline();
}
