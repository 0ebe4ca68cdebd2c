/**
 * The page's side of the sandbox (lib: it makes a frame and a channel). The
 * student's code runs in a worker inside an iframe with an opaque origin
 * (public/sandbox.html); the page only sends requests over a MessageChannel
 * and checks each answer against its schema. A run that takes longer than
 * RUN_LIMIT_MS after its code has loaded is stopped by removing the frame
 * (worker and all); the next request starts a fresh one.
 */

import { type Answer, answerSchema, type Request, START, signalSchema } from '../../sandbox/protocol.ts';
import workerUrl from '../../sandbox/worker.ts?worker&url';
import type { Scenario } from '../../scenarios/schema.ts';

/** How long the scenarios of one request may run once the code has loaded. */
export const RUN_LIMIT_MS = 2000;
/** How long loading may take: the worker's start (Babel is large) and instrumenting the files. */
const LOAD_LIMIT_MS = 20_000;

export type Judged =
  | Answer['judged']
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'unavailable'; message: string }
  | { kind: 'offline' };

type Pending = { resolve: (judged: Judged) => void; timer: ReturnType<typeof setTimeout> };

type Sandbox = { frame: HTMLIFrameElement; port: MessagePort; ready: Promise<void> };

let workerCode: Promise<string> | null = null;
let sandbox: Sandbox | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The worker's code, fetched once from the page's own origin and handed to the frame as text. */
function loadWorkerCode(): Promise<string> {
  workerCode ??= fetch(workerUrl).then((response) => {
    if (!response.ok) throw new Error(`${workerUrl}: ${response.status}`);
    return response.text();
  });
  return workerCode;
}

function open(): Sandbox {
  const frame = document.createElement('iframe');
  // Scripts only, and no allow-same-origin: an opaque origin, so nothing of the page's is reachable.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'sandbox';
  frame.dataset.testid = 'sandbox-frame';
  frame.style.display = 'none';
  frame.src = `${import.meta.env.BASE_URL}sandbox.html`;
  const channel = new MessageChannel();
  const port = channel.port1;
  const ready = new Promise<void>((resolve, reject) => {
    port.onmessage = ({ data }: MessageEvent) => {
      const signal = signalSchema.safeParse(data);
      if (signal.success) {
        if ('ready' in signal.data) resolve();
        else armRunClock(signal.data.id);
        return;
      }
      const answer = answerSchema.safeParse(data);
      if (answer.success) settle(answer.data.id, answer.data.judged);
    };
    frame.addEventListener(
      'load',
      () => {
        loadWorkerCode().then(
          // The frame's origin is opaque: it has no name to address it by but '*'. It is our own frame, just made.
          (code) => frame.contentWindow?.postMessage({ type: START, code }, '*', [channel.port2]),
          reject,
        );
      },
      { once: true },
    );
  });
  document.body.append(frame);
  return { frame, port, ready };
}

function settle(id: number, judged: Judged): void {
  const waiting = pending.get(id);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  pending.delete(id);
  waiting.resolve(judged);
}

function armRunClock(id: number): void {
  const waiting = pending.get(id);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  waiting.timer = setTimeout(() => stop(id, RUN_LIMIT_MS), RUN_LIMIT_MS);
}

/** Ends the frame and its worker (the only way to stop a loop that never yields), and every request with it. */
function stop(id: number, afterMs: number): void {
  sandbox?.port.close();
  sandbox?.frame.remove();
  sandbox = null;
  for (const other of [...pending.keys()]) {
    settle(other, other === id ? { kind: 'stopped', afterMs } : { kind: 'unavailable', message: 'stopped' });
  }
}

export type JudgeRequest = {
  fn: Request['fn'];
  sources: Record<string, string>;
  scenarios: Scenario[];
  trace?: string;
};

/** Runs the scenarios on the sources in the sandbox; never throws, never hangs past the limits. */
export async function judgeInSandbox(request: JudgeRequest): Promise<Judged> {
  // The dev server serves the worker as a module, which a blob in an opaque origin cannot import from.
  if (import.meta.env.DEV) return { kind: 'unavailable', message: 'edit mode runs in the built site (npm start)' };
  // The service worker serves the page offline, but browsers never let one serve a sandboxed (opaque) frame.
  if (sandbox === null && !navigator.onLine) return { kind: 'offline' };
  sandbox ??= open();
  const current = sandbox;
  const id = nextId++;
  return new Promise<Judged>((resolve) => {
    const timer = setTimeout(() => stop(id, LOAD_LIMIT_MS), LOAD_LIMIT_MS);
    pending.set(id, { resolve, timer });
    current.ready.then(
      () => current.port.postMessage({ id, ...request } satisfies Request),
      (error: Error) => settle(id, { kind: 'unavailable', message: error.message }),
    );
  });
}

/** Closes the sandbox (leaving edit mode, or a test's cleanup). */
export function closeSandbox(): void {
  for (const id of [...pending.keys()]) settle(id, { kind: 'unavailable', message: 'closed' });
  sandbox?.port.close();
  sandbox?.frame.remove();
  sandbox = null;
}
