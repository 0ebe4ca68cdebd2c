/**
 * The sandbox's frame (lib: it makes an iframe): one per visit, with an
 * opaque origin (sandbox="allow-scripts", no allow-same-origin), whose
 * document (public/sandbox.html) only starts and ends workers on the page's
 * orders: the compiler, and a runner per judgement. No student code runs in
 * the frame itself; the frame terminates a runner when the page says so, even
 * in the middle of a loop that never yields.
 */
import compilerUrl from '../../sandbox/compilerWorker.ts?worker&url';
import { START } from '../../sandbox/protocol.ts';
import runnerUrl from '../../sandbox/runnerWorker.ts?worker&url';

export type WorkerKind = 'compiler' | 'runner';

type Frame = { element: HTMLIFrameElement; control: Promise<MessagePort> };

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
  element.src = `${import.meta.env.BASE_URL}sandbox.html`;
  const channel = new MessageChannel();
  const control = new Promise<MessagePort>((resolve, reject) => {
    element.addEventListener(
      'load',
      () => {
        loadWorkerCode().then((code) => {
          // The frame's origin is opaque: it has no name to address it by but '*'. It is our own frame, just made.
          element.contentWindow?.postMessage({ type: START, ...code }, '*', [channel.port2]);
          resolve(channel.port1);
        }, reject);
      },
      { once: true },
    );
  });
  document.body.append(element);
  const made = { element, control };
  // A frame that could not start is not kept: the next judgement tries a new one.
  control.catch(() => {
    if (frame !== made) return;
    element.remove();
    frame = null;
  });
  return made;
}

/** Whether the frame is there (offline, a new one cannot load: browsers never let a service worker serve it). */
export const frameIsOpen = () => frame !== null;

/** A new worker in the frame, speaking on `port`; the id closes it. */
export function openWorker(kind: WorkerKind, port: MessagePort): { id: number; opened: Promise<void> } {
  frame ??= openFrame();
  const id = nextWorker++;
  const opened = frame.control.then((control) => control.postMessage({ id, open: kind }, [port]));
  return { id, opened };
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
  void frame?.control.then((control) => control.postMessage({ id, close: true }));
}

/** Who is told when the frame goes (the compiler page-side forgets its worker). */
const closing = new Set<() => void>();
export const onFrameClosed = (listener: () => void) => closing.add(listener);

/** Removes the frame and every worker in it (a test's cleanup). */
export function closeFrame(): void {
  for (const listener of closing) listener();
  void frame?.control.then((control) => control.close());
  frame?.element.remove();
  frame = null;
}
