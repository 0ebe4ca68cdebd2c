/**
 * A cmi5 AU's session over the lesson path (cmi5 §9.3): initialized first; each answer, passed checkpoint, solved
 * bug hunt and change of progress as "allowed" statements; completed once every checkpoint in scope passed, passed
 * once the LMS's mastery score is reached, each once per registration (remembered in the AU's own state document
 * with the record, suspend.ts's text); terminated last, with nothing after it. In Browse or Review mode only
 * initialized and terminated are sent. Statements go out in order, one request after the other; a refused one is
 * said on the console and the session goes on.
 */

import type { Localized } from '../../predict/schema.ts';
import {
  masteryReached,
  type PlatformSession,
  percentOf,
  type ScopedCheckpoint,
  shareOf,
  tellsAnswer,
} from '../session.ts';
import { decodeRecord, encodeRecord, type KeptRecord, type PathShape } from '../suspend.ts';
import type { Launch, LaunchData, Lrs } from './launch.ts';
import { type Statement, statementsOf } from './statements.ts';

export type Cmi5Options = {
  launch: Launch;
  launchData: LaunchData;
  lrs: Lrs;
  base: string;
  shape: PathShape;
  scope: readonly ScopedCheckpoint[];
  ask: (question: string) => Localized;
  now?: () => number;
  uuid?: () => string;
  warn?: (text: string) => void;
  /** A request the LMS refused or left unanswered past its deadline: what was not recorded (the page says so once). */
  unsent?: (what: string) => void;
};

type Kept = { record: string; completed: boolean; passed: boolean };
const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Kept).record === 'string' &&
  typeof (value as Kept).completed === 'boolean' &&
  typeof (value as Kept).passed === 'boolean';

export type Cmi5Session = PlatformSession & {
  /** Every statement sent so far has been answered (tests wait on it). */
  settled(): Promise<void>;
};

export async function startCmi5Session(options: Cmi5Options): Promise<Cmi5Session> {
  const now = options.now ?? Date.now;
  const uuid = options.uuid ?? (() => crypto.randomUUID());
  const warn = options.warn ?? ((text: string) => console.warn(`[mcp-playground] ${text}`));
  const unsent = (what: string, error: unknown) => {
    warn(`${what}: ${String(error)}`);
    options.unsent?.(what);
  };
  const started = now();
  const seconds = () => (now() - started) / 1000;
  const { lrs, launchData, scope } = options;
  const stateId = `${options.base}/state/path`;
  const make = statementsOf({ launch: options.launch, launchData, base: options.base, now, uuid });
  const readOnly = launchData.launchMode !== 'Normal';

  // A record that cannot be read is not an empty one: starting fresh would write over the learner's progress.
  const stored = await lrs.getState(stateId);
  const kept: Kept = isKept(stored) ? stored : { record: '', completed: false, passed: false };
  const seeded = decodeRecord(kept.record, options.shape);
  let record: KeptRecord = seeded.kind === 'record' ? seeded.record : { last: null, questions: {}, passed: {} };

  let queue = Promise.resolve();
  let ended = false;
  /** Statements made but not yet posted: each request takes all of them, in order, when its turn comes. */
  let pending: Statement[] = [];
  // Every batch with keepalive, so a request the page is left during still reaches the LMS.
  const post = () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return Promise.resolve();
    return lrs
      .postStatements(batch, true)
      .catch((error: unknown) =>
        unsent(`not recorded: ${batch.map((st) => st.verb.display['en-US']).join(', ')}`, error),
      );
  };
  const send = (statements: Statement[]) => {
    if (statements.length === 0) return;
    pending.push(...statements);
    queue = queue.then(post);
  };
  /** The record not yet written: its write, when its turn comes, takes the newest one. */
  let unsaved: Kept | null = null;
  const write = () => {
    const body = unsaved;
    unsaved = null;
    if (body === null) return Promise.resolve();
    return lrs
      .putState(stateId, body, true)
      .catch((error: unknown) => unsent('the record for resuming not kept', error));
  };
  const save = () => {
    unsaved = { ...kept, record: encodeRecord(record, options.shape) };
    queue = queue.then(write);
  };

  send([make.initialized()]);
  const share = () => shareOf(record.passed, scope);
  let progress = percentOf(share());

  return {
    seeded,
    readOnly,
    change(next, answered, passed) {
      if (ended || readOnly) return;
      const before = record;
      record = next;
      const out: Statement[] = [];
      if (answered && answered.text !== null) {
        const home = scope.find((checkpoint) => checkpoint.questions.includes(answered.question));
        const attempts = next.questions[answered.question]?.attempts ?? 1;
        if (home && tellsAnswer(before, next, answered)) {
          out.push(
            make.answered(
              { id: answered.question, ask: options.ask(answered.question), checkpoint: home.id },
              { text: answered.text, right: answered.right, seconds: answered.seconds, attempts },
            ),
          );
        }
      }
      const checkpoint = scope.find((c) => c.id === passed);
      if (checkpoint) out.push(make.checkpointPassed(checkpoint, seconds()));
      const percent = percentOf(share());
      if (percent !== progress && !kept.completed) {
        progress = percent;
        out.push(make.progressed(percent));
      }
      if (percent === 100 && !kept.completed) {
        kept.completed = true;
        out.push(make.completed(seconds()));
      }
      const mastery = launchData.masteryScore;
      if (masteryReached(share(), mastery === undefined ? null : { score: mastery, of: 1 }) && !kept.passed) {
        kept.passed = true;
        out.push(make.passed(Number(share().toFixed(4)), seconds()));
      }
      send(out);
      save();
    },
    hunt(solved) {
      if (ended || readOnly) return;
      const home = scope.find((checkpoint) => checkpoint.hunt === solved.hunt) ?? null;
      send([make.huntCompleted({ id: solved.hunt, checkpoint: home?.id ?? null }, solved)]);
    },
    end() {
      if (ended) return;
      ended = true;
      // The page is going: terminated, with whatever is still waiting its turn (statements and the record), leaves
      // now rather than behind a request in flight (a callback queued behind it never runs in a page already gone:
      // busy runs lost terminated, then the record of the last checkpoint passed).
      pending.push(make.terminated(seconds()));
      const last = Promise.all([post(), write()]);
      queue = queue.then(() => last).then(() => undefined);
    },
    settled: () => queue,
  };
}
