/**
 * The sandbox's frame (lib: it makes an iframe): one at a time, with an
 * opaque origin (sandbox="allow-scripts", no allow-same-origin), whose
 * document (public/sandbox.html) only starts and ends workers on the page's
 * orders: the compiler, and a runner per judgement. No student code runs in
 * the frame itself; the frame terminates a runner when the page says so, even
 * in the middle of a loop that never yields.
 *
 * Any ancestor of the page may navigate the frame, so the page trusts only the
 * document it made: the frame's URL carries a nonce in its fragment (which no
 * other document can read), the page's first message asks for it back over a
 * fresh port, and nothing else (not the workers' code, not a student's text)
 * is sent until it has come back. A frame that loads a second time has been
 * navigated away: it is closed with everything in it, and the next judgement
 * opens a new one.
 */
import compilerUrl from '../../sandbox/compilerWorker.ts?worker&url';
import { START } from '../../sandbox/protocol.ts';
import runnerUrl from '../../sandbox/runnerWorker.ts?worker&url';

export type WorkerKind = 'compiler' | 'runner';

/** How long the frame may take to load and say its nonce (nothing of the student's is in it yet). */
export const FRAME_START_MS = 30_000;
/** Why the workers of a frame that was navigated away, or never proved itself ours, stopped answering. */
export const FRAME_REPLACED = 'the sandbox frame was replaced';

type Frame = {
  element: HTMLIFrameElement;
  control: Promise<MessagePort>;
  /** Resolves when the frame is closed: its workers are gone. */
  lost: Promise<void>;
  lose: () => void;
};

let workerCode: Promise<Record<WorkerKind, string>> | null = null;
let frame: Frame | null = null;
let nextWorker = 1;

const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

/** The workers' code, fetched once from the page's own origin and handed to the frame as text. */
function loadWorkerCode(): Promise<Record<WorkerKind, string>> {
  workerCode ??= Promise.all([fetchText(compilerUrl), fetchText(runnerUrl)]).then(([compiler, runner]) => ({
    compiler,
    runner,
  }));
  workerCode.catch(() => {
    workerCode = null;
  });
  return workerCode;
}

function openFrame(): Frame {
  const element = document.createElement('iframe');
  // Scripts only, and no allow-same-origin: an opaque origin, so nothing of the page's is reachable.
  element.setAttribute('sandbox', 'allow-scripts');
  element.setAttribute('aria-hidden', 'true');
  element.tabIndex = -1;
  element.title = 'sandbox';
  element.dataset.testid = 'sandbox-frame';
  element.style.display = 'none';
  const nonce = crypto.randomUUID();
  element.src = `${import.meta.env.BASE_URL}sandbox.html#${nonce}`;
  let lose: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => {
    lose = resolve;
  });
  let loads = 0;
  const control = new Promise<MessagePort>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(FRAME_REPLACED)), FRAME_START_MS);
    void lost.then(() => {
      clearTimeout(timer);
      reject(new Error(FRAME_REPLACED));
    });
    element.addEventListener('load', () => {
      loads += 1;
      // A second load is a navigation the page did not make: whatever document is there now is not ours.
      if (loads > 1) {
        closeFrameOf(made, FRAME_REPLACED);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }: MessageEvent) => {
        channel.port1.onmessage = null;
        if (typeof data !== 'object' || data === null || data.nonce !== nonce) {
          closeFrameOf(made, FRAME_REPLACED);
          return;
        }
        loadWorkerCode().then((code) => {
          channel.port1.postMessage(code);
          clearTimeout(timer);
          resolve(channel.port1);
        }, reject);
      };
      // The frame's origin is opaque: it has no name to address it by but '*'. Only a port goes: nothing is sent on
      // it before the document there has said the nonce it was made with.
      element.contentWindow?.postMessage({ type: START }, '*', [channel.port2]);
    });
  });
  document.body.append(element);
  const made: Frame = { element, control, lost, lose };
  // A frame that could not start is not kept: the next judgement tries a new one.
  control.catch(() => closeFrameOf(made, FRAME_REPLACED));
  return made;
}

/** Whether the frame is there (offline, a new one cannot load: browsers never let a service worker serve it). */
export const frameIsOpen = () => frame !== null;

/**
 * A new worker in the frame, speaking on `port`; the id closes it. `lost` resolves if the frame goes first (its
 * workers with it): a worker then never answers again.
 */
export function openWorker(
  kind: WorkerKind,
  port: MessagePort,
): { id: number; opened: Promise<void>; lost: Promise<void> } {
  frame ??= openFrame();
  const id = nextWorker++;
  const opened = frame.control.then((control) => control.postMessage({ id, open: kind }, [port]));
  return { id, opened, lost: frame.lost };
}

/**
 * One more request's student code has loaded and its scenarios are running: counted on the frame's `data-linked`,
 * so a test (or a curious student in the inspector) can wait for the run itself rather than for a while.
 */
let linkedRequests = 0;
export function countLinked(): void {
  if (frame) frame.element.dataset.linked = String(++linkedRequests);
}

/** Terminates the worker (the only way to stop a loop that never yields). */
export function closeWorker(id: number): void {
  void frame?.control.then(
    (control) => control.postMessage({ id, close: true }),
    () => undefined,
  );
}

/** Who is told when the frame goes, and why (the compiler page-side forgets its worker). */
const closing = new Set<(why: string) => void>();
export const onFrameClosed = (listener: (why: string) => void) => closing.add(listener);

/** How many frames were closed for having been navigated away or never proving themselves (a test's barrier). */
let replaced = 0;

function closeFrameOf(which: Frame, why: string): void {
  if (frame !== which) return;
  frame = null;
  if (why === FRAME_REPLACED) document.documentElement.dataset.sandboxReplaced = String(++replaced);
  which.lose();
  for (const listener of closing) listener(why);
  void which.control.then(
    (control) => control.close(),
    () => undefined,
  );
  which.element.remove();
}

/** Removes the frame and every worker in it (a test's cleanup). */
export function closeFrame(): void {
  if (frame) closeFrameOf(frame, 'closed');
}
