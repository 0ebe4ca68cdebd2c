/**
 * One runner: a sandbox worker that judges exactly one request and is then
 * terminated. The page is the judge's side of its channel: it keeps the fakes'
 * logs from the calls that cross it (the student's code cannot hook what it
 * cannot reach), checks every message against the protocol and every value as
 * data, and holds the one clock of the request, which starts when the request
 * is sent (the module's own code included) and which nothing the worker says
 * can extend.
 */

// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { type NotData, notData } from '../../sandbox/jsonData.ts';
import {
  type JudgeMessage,
  type WarmMessage,
  type WorkerMessage,
  workerMessageSchema,
} from '../../sandbox/protocol.ts';
import { type FakeLogs, formatObserved, logCall, type RunResult } from '../../scenarios/harness.ts';
import type { Scenario } from '../../scenarios/schema.ts';
import { closeWorker, countLinked, FRAME_REPLACED, openWorker } from './sandboxFrame.ts';

/** How long one request may take once sent: loading the student's module and running every scenario. */
export const RUN_LIMIT_MS = 2000;
/** How long a runner may take to start (no student code runs meanwhile). */
export const BOOT_LIMIT_MS = 20_000;

/**
 * What one judgement may send the page before it is stopped: calls of the fakes (the lesson's scenarios make a
 * handful each; a run stopped by its step limit, a few hundred), and the values they carry, counted as they are
 * checked. Each costs the page a structured clone, a schema check and a walk: a runner flooding calls would
 * otherwise hold the page's main thread for seconds.
 */
export const JUDGEMENT_LIMITS = { calls: 2000, nodes: 1_000_000, characters: 10_000_000 } as const;

/**
 * Why a judgement ended without a verdict on the code: a message outside the protocol; a call of a fake that was
 * made but never reached the page (its count, sent with the run's end, is higher than what crossed); more calls or
 * more data than the page takes.
 */
export type VoidReason = 'protocol' | 'unreported' | 'calls' | 'data';

/** One scenario's run as the page saw it; `result` null: the clock stopped the request before it ended. */
export type RunOutcome = {
  scenario: string;
  result: RunResult | null;
  /** The run was stopped by the step limit (its result says so too). */
  stepLimit: boolean;
  /** The value came back but is not data the page can compare (its result's `observed` is then null). */
  notData: NotData | null;
};

import type { Problem } from '../../sandbox/run.ts';

export type { Problem };

export type Judged =
  | {
      kind: 'runs';
      runs: RunOutcome[];
      trace: unknown;
      stoppable: number[];
      /** Set when the clock stopped the request after its code had loaded: the runs without a result never ended. */
      stoppedAfterMs: number | null;
    }
  | { kind: 'problem'; problem: Problem }
  | { kind: 'crashed'; message: string }
  | { kind: 'void'; why: VoidReason }
  | { kind: 'stopped'; afterMs: number }
  /** The compiler was stopped on this request's text (app/edit/compiler.ts). */
  | { kind: 'compileStopped'; afterMs: number }
  | { kind: 'unavailable'; message: string }
  | { kind: 'offline' };

export type Request = Omit<JudgeMessage, 'kind' | 'scenarios'> & { scenarios: Scenario[] };

/** A value the page logs in place of an argument it could not take as data. */
const notCopied = (why: string) => `‹${why}›`;

export class Runner {
  private readonly port: MessagePort;
  private readonly id: number;
  private listener: ((message: WorkerMessage | null) => void) | null = null;
  /** Called if the frame goes (navigated away) while this runner waits or judges: it will never answer. */
  private onLost: (() => void) | null = null;
  private closed = false;
  /** Its frame has gone (navigated away): the worker will never answer again. */
  lost = false;
  /** Resolves once the worker has started, warmed up on the lesson's code, and waits for its request. */
  readonly ready: Promise<void>;

  constructor(warm: Promise<WarmMessage>) {
    const channel = new MessageChannel();
    this.port = channel.port1;
    const { id, opened, lost } = openWorker('runner', channel.port2);
    this.id = id;
    void lost.then(() => {
      this.lost = true;
      this.onLost?.();
    });
    this.port.onmessage = ({ data }: MessageEvent) => {
      const message = workerMessageSchema.safeParse(data);
      this.listener?.(message.success ? message.data : null);
    };
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the sandbox did not start in ${BOOT_LIMIT_MS} ms`)),
        BOOT_LIMIT_MS,
      );
      this.listener = (message) => {
        if (message?.kind !== 'ready') return;
        clearTimeout(timer);
        this.listener = null;
        this.onLost = null;
        resolve();
      };
      this.onLost = () => {
        clearTimeout(timer);
        reject(new Error(FRAME_REPLACED));
      };
      Promise.all([opened, warm]).then(([, message]) => {
        if (!this.closed) this.port.postMessage(message);
      }, reject);
    });
    this.ready.catch(() => this.close());
  }

  /** Terminates the worker; whatever it was doing ends, and nothing it sends is read. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.listener = null;
    this.onLost = null;
    this.port.onmessage = null;
    this.port.close();
    closeWorker(this.id);
  }

  /**
   * Judges the compiled request once (a runner takes one), then closes; `signal` abandons it (closed at once). The
   * entry's breakpoint lines are the compiler's: `stoppable` is left empty here.
   */
  judge(request: Request, signal?: AbortSignal): Promise<Judged> {
    const stoppable: number[] = [];
    const logs = request.scenarios.map((): FakeLogs => ({ page_calls: [], remote_calls: [], approvals: [] }));
    const runs: (RunOutcome | null)[] = request.scenarios.map(() => null);
    /** Calls that crossed, per run; and what every value checked so far has cost. */
    const crossed = request.scenarios.map(() => 0);
    const spent = { nodes: 0, characters: 0 };
    let calls = 0;
    let linked = false;
    return new Promise<Judged>((resolve) => {
      const finish = (judged: Judged) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abandon);
        this.close();
        resolve(judged);
      };
      const timer = setTimeout(() => {
        const afterMs = RUN_LIMIT_MS;
        if (!linked) return finish({ kind: 'stopped', afterMs });
        finish({ kind: 'runs', runs: outcomes(), trace: null, stoppable, stoppedAfterMs: afterMs });
      }, RUN_LIMIT_MS);
      const abandon = () => finish({ kind: 'unavailable', message: 'abandoned' });
      this.onLost = () => finish({ kind: 'unavailable', message: FRAME_REPLACED });
      if (this.lost) return this.onLost();
      if (signal?.aborted) return abandon();
      signal?.addEventListener('abort', abandon, { once: true });
      const outcomes = () =>
        request.scenarios.map(
          (scenario, index): RunOutcome =>
            runs[index] ?? { scenario: scenario.id, result: null, stepLimit: false, notData: null },
        );
      const unjudged = (why: VoidReason) => finish({ kind: 'void', why });
      const outside = () => unjudged('protocol');
      const overBudget = () => spent.nodes > JUDGEMENT_LIMITS.nodes || spent.characters > JUDGEMENT_LIMITS.characters;
      this.listener = (message) => {
        if (message === null) return outside();
        switch (message.kind) {
          case 'ready':
            return outside();
          case 'linked':
            linked = true;
            countLinked();
            return;
          case 'call': {
            const log = logs[message.run];
            if (!log || !linked) return outside();
            if (++calls > JUDGEMENT_LIMITS.calls) return unjudged('calls');
            crossed[message.run] = (crossed[message.run] ?? 0) + 1;
            const args = message.refused
              ? [notCopied(message.refused)]
              : message.args.map((arg, at) => {
                  const found = notData(arg, `${message.fake}[${at}]`, { spent });
                  return found ? notCopied(`not data: ${found.reason}`) : arg;
                });
            if (overBudget()) return unjudged('data');
            logCall(log, message.fake, args);
            return;
          }
          case 'run': {
            const scenario = request.scenarios[message.run];
            const log = logs[message.run];
            if (!scenario || !log || runs[message.run] || !linked) return outside();
            // A call made that never crossed: the fakes answered what the judge never saw (callReports.ts).
            if (message.calls !== crossed[message.run]) return unjudged('unreported');
            const found = message.refused
              ? ({ path: 'result', reason: 'kind', kind: 'uncopyable' } as const)
              : notData(message.observed, 'result', { spent });
            if (overBudget()) return unjudged('data');
            const observed = found ? null : message.observed;
            runs[message.run] = {
              scenario: scenario.id,
              // Printed here, from the value checked as data: what the worker would print is not read.
              result: { observed, output: found ? '' : formatObserved(observed), logs: log },
              stepLimit: message.stepLimit,
              notData: found,
            };
            return;
          }
          case 'done':
            if (!linked || runs.some((run) => run === null)) return outside();
            return finish({ kind: 'runs', runs: outcomes(), trace: message.trace, stoppable, stoppedAfterMs: null });
          case 'problem':
            return finish({ kind: 'problem', problem: message.problem });
          case 'crashed':
            return finish({ kind: 'crashed', message: message.message });
        }
      };
      this.port.postMessage({ kind: 'judge', ...request } satisfies JudgeMessage);
    });
  }
}
