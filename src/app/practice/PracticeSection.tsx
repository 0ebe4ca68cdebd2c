/**
 * The practice loop live in the page: pick the service's behaviour, start, decide approvals, read the timeline and
 * the counts. Its parts: the toolbar, the approval dialog, the HTTP log, "call a tool yourself" and the timeline.
 */

import { Suspense, useCallback, useRef } from 'react';
import { panel } from '../debugger/seams.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { REAL_SERVER_TEXT } from '../shared/RealServer/realServer.ts';
import { Ticked } from '../shared/Ticked.tsx';
import { DEFAULT_SERVER_URL, isBusy, usePractice } from '../state/practice.ts';
import { usePredictOn } from '../state/predictMode.ts';
import { ApprovalDialog } from './ApprovalDialog.tsx';
import { HttpLog } from './HttpLog.tsx';
import { OwnCallPanel } from './OwnCallPanel.tsx';
import { PracticePaths } from './PracticePaths.tsx';
import { PracticeTimeline } from './PracticeTimeline.tsx';
import { PracticeToolbar } from './PracticeToolbar.tsx';
import { Said } from './Said.tsx';
import { PRACTICE_TEXT } from './text.ts';
import './practice.css';

export function PracticeSection() {
  const t = useText();
  const tp = useTextOf(PRACTICE_TEXT);
  const ts = useTextOf(REAL_SERVER_TEXT);
  const { transport, http, status, events, summary, failure } = usePractice();
  const busy = usePractice(isBusy);
  const predict = usePredictOn((state) => state.on);
  // The lesson path's questions about these runs (predict's panel, plugged in by the shell: seams.ts).
  const PracticeQuestions = panel('practiceQuestions');
  const timeline = useRef<HTMLOListElement>(null);
  const returnFocus = useCallback(() => timeline.current?.focus(), []);
  return (
    <section id="practice" className="function-section practice" data-testid="practice" data-status={status}>
      <h2>{tp('practiceTitle')}</h2>
      <p className="about">{tp('practiceBody')}</p>
      {predict && PracticeQuestions ? (
        <Suspense fallback={null}>
          <PracticeQuestions />
        </Suspense>
      ) : null}
      <PracticeToolbar />
      {transport === 'http' ? (
        <p className="fineprint">
          <Ticked text={tp('serverUrlHelp', { url: DEFAULT_SERVER_URL })} />
        </p>
      ) : null}
      {failure ? (
        <p className="failure" role="alert" data-testid="practice-failure">
          <Ticked
            text={t('runFailed', { detail: typeof failure === 'string' ? failure : ts(failure.key, failure.values) })}
          />
        </p>
      ) : null}
      {summary ? (
        <dl className="counts" data-testid="practice-summary">
          <div>
            <dt>{tp('modelRequests')}</dt>
            <dd data-testid="practice-requests">{summary.modelRequests}</dd>
          </div>
          <div>
            <dt>{tp('toolsCalls')}</dt>
            <dd data-testid="practice-calls">{summary.toolsCalls}</dd>
          </div>
          {http.length > 0 ? (
            <div>
              <dt>{tp('httpCalls')}</dt>
              <dd data-testid="practice-http-calls">{http.length}</dd>
            </div>
          ) : null}
          <div>
            <dt>{tp('protocolVersion')}</dt>
            <dd data-testid="practice-protocol">{summary.protocolVersion}</dd>
          </div>
        </dl>
      ) : null}
      {summary?.answer ? (
        <p className="answer" data-testid="practice-answer">
          <strong>{tp('finalAnswer')}:</strong> <Said text={summary.answer} />
        </p>
      ) : null}
      <ApprovalDialog returnFocus={returnFocus} />
      {http.length > 0 ? <HttpLog calls={http} /> : null}
      {summary && summary.tools.length > 0 ? <OwnCallPanel tools={summary.tools} busy={busy} /> : null}
      {events.length > 0 ? <PracticeTimeline events={events} ref={timeline} /> : null}
      <PracticePaths />
    </section>
  );
}
