/**
 * A course platform's launch (a package's scorm.html or cmi5.html carries `<meta name="mcp-lms">`): loaded before
 * the page starts, in its own chunk. SCORM: the platform's API found by the ADL walk, a script in a parent frame (no
 * request leaves the page). cmi5: the launch's LRS, reached over fetch. Either way nothing reads the learner's name
 * or id, and a page not launched by a platform says so and keeps progress in this tab.
 */
import { findApi, lmsOf } from '../../lms/api.ts';
import { startSession } from '../../lms/scorm.ts';
import { shapeOf } from '../../lms/suspend.ts';
import { anyQuestion, CHECKPOINTS } from '../../predict/bank.ts';
import { usePlayground } from '../state/playground.ts';
import { beginLaunch, connect } from './launch.ts';
import { showLmsNotice } from './notice.ts';

/** An answer's commit waits this long for the next one (a student answering on commits once). */
const ANSWER_COMMIT_MS = 2000;

export async function startLms(doc: Document = document): Promise<void> {
  const kind = doc.querySelector('meta[name="mcp-lms"]')?.getAttribute('content');
  if (kind === 'cmi5') return (await import('./cmi5Start.ts')).startCmi5(doc);
  startScorm(doc);
}

function startScorm(doc: Document): void {
  const { scope, mastery } = beginLaunch(doc);
  const root = doc.documentElement;
  const found = findApi(window);
  if (!found) {
    root.dataset.lms = 'none';
    showLmsNotice('lmsNotLaunched');
    return;
  }
  const session = startSession(lmsOf(found), {
    shape: shapeOf(CHECKPOINTS),
    scope,
    mastery,
    describe: (id) => anyQuestion(id)?.question.ask[usePlayground.getState().locale] ?? id,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  connect(session, () => {
    clearTimeout(timer);
    timer = setTimeout(() => session.commit(), ANSWER_COMMIT_MS);
  });
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') session.commit();
  });
  root.dataset.lms = `scorm-${found.version}`;
}
