/**
 * The lesson path: its checkpoints in order, each done or to do, where the student left off, a progress bar,
 * Resume, the record exported as JSON, and a reset. The record is kept in this browser only (state/pathRecord.ts).
 */
import { CHECKPOINTS } from '../../predict/bank.ts';
import { useTextOf } from '../i18n/useText.ts';
import { download } from '../shared/files.ts';
import { exportedProgress, readProgress, resetProgress, useRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { openCheckpoint } from './openCheckpoint.ts';
import { PathSummary } from './PathSummary.tsx';
import { PredictToggle } from './PredictToggle.tsx';
import { ProbeQuestions } from './ProbeQuestions.tsx';
import { passed, pathProgress } from './pathEntry.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

export function PathPanel() {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const record = useRecord();
  const { done, next: resume } = pathProgress(record);
  const exportButton = (
    <button
      type="button"
      data-testid="path-export"
      onClick={() =>
        download(
          'lesson-path.json',
          `${JSON.stringify(
            exportedProgress(CHECKPOINTS, readProgress(), {
              language: locale,
              build: document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content ?? null,
            }),
            null,
            2,
          )}\n`,
          'application/json',
        )
      }
    >
      {t('pathExport')}
    </button>
  );
  return (
    <section
      id="lesson-path"
      className="function-section lesson-path"
      data-testid="lesson-path"
      aria-labelledby="lesson-path-title"
    >
      <h2 id="lesson-path-title">{t('pathTitle')}</h2>
      <div className="toolbar">
        <PredictToggle />
        {resume ? (
          <button
            type="button"
            className="primary"
            data-testid="path-resume"
            onClick={() => void openCheckpoint(resume)}
          >
            {record.last ? t('pathResume', { title: resume.title[locale] }) : t('pathStart')}
          </button>
        ) : null}
      </div>
      <p data-testid="path-progress">
        <progress max={CHECKPOINTS.length} value={done} aria-label={t('pathTitle')} />{' '}
        {t('pathProgress', { done, total: CHECKPOINTS.length })}
      </p>
      <ol className="path-list">
        {CHECKPOINTS.map((checkpoint) => {
          const isDone = passed(checkpoint, record);
          const here = checkpoint.id === record.last;
          return (
            <li
              key={checkpoint.id}
              data-testid={`path-${checkpoint.id}`}
              data-done={isDone}
              aria-current={here ? 'step' : undefined}
            >
              <span className="path-state" aria-hidden="true">
                {isDone ? '✔' : '○'}
              </span>{' '}
              <span className="path-title">{checkpoint.title[locale]}</span>{' '}
              <span className="path-kind">· {t(`kind_${checkpoint.kind}`)}</span>{' '}
              <span className="visually-hidden">{isDone ? t('pathDone') : t('pathTodo')}</span>
              {here ? <span className="path-here"> · {t('pathHere')}</span> : null}{' '}
              <button
                type="button"
                data-testid={`path-open-${checkpoint.id}`}
                onClick={() => void openCheckpoint(checkpoint)}
              >
                {t('pathOpen')}
              </button>
              {checkpoint.kind === 'probe' && here ? <ProbeQuestions checkpoint={checkpoint} /> : null}
            </li>
          );
        })}
      </ol>
      {done === CHECKPOINTS.length ? <PathSummary record={record} /> : null}
      <div className="buttons">
        {exportButton}
        <button
          type="button"
          data-testid="path-reset"
          onClick={() => {
            if (window.confirm(t('pathResetAsk'))) resetProgress(CHECKPOINTS);
          }}
        >
          {t('pathReset')}
        </button>
      </div>
      <p className="muted">{t('pathKept')}</p>
      {/* A course package carries no report page: its students' records go to the platform. */}
      {document.querySelector('meta[name="mcp-lms"]') ? null : (
        <p className="muted">
          <a href={`./report.html?lang=${locale}`} target="_blank" rel="noopener" data-testid="path-report">
            {t('pathReport')}
          </a>
        </p>
      )}
    </section>
  );
}
