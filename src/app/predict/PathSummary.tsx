/**
 * The end of the lesson path: per teaching point, whether its questions were answered right the first time or only
 * later (a point missed first is worth going back to: its row opens its first checkpoint again), the attempts its
 * questions took and how many answers were shown rather than found (the path's export button follows it).
 */
import { anyQuestion, CHECKPOINTS, LESSON_PATH } from '../../predict/bank.ts';
import { useTextOf } from '../i18n/useText.ts';
import type { PathRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { openCheckpoint } from './openCheckpoint.ts';
import { PREDICT_TEXT } from './text.ts';

export function PathSummary({ record }: { record: PathRecord }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const rows = (LESSON_PATH?.points ?? []).map((point) => {
    const questions = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions)).filter(
      (id) => anyQuestion(id)?.question.point === point.id,
    );
    const records = questions.map((id) => record.questions[id]);
    const passed = questions.length > 0 && records.every((q) => q?.right === true);
    return {
      point,
      passed,
      // Right at the first answer, none shown: a point got right only after a wrong answer is not marked the same.
      firstTry: passed && records.every((q) => q !== undefined && q.attempts === 1 && !q.shown),
      checkpoint: CHECKPOINTS.find((c) => c.kind !== 'hunt' && c.questions.some((id) => questions.includes(id))),
      attempts: records.reduce((sum, q) => sum + (q?.attempts ?? 0), 0),
      shown: records.filter((q) => q?.shown).length,
    };
  });
  return (
    <section
      id="lesson-path-summary"
      className="path-summary"
      data-testid="path-summary"
      aria-labelledby="path-summary-title"
    >
      <h3 id="path-summary-title">{t('summaryTitle')}</h3>
      <p>
        {t('summaryBody', {
          passed: rows.filter((r) => r.passed).length,
          first: rows.filter((r) => r.firstTry).length,
          total: rows.length,
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('summaryPoint')}</th>
            <th scope="col">{t('summaryPassed')}</th>
            <th scope="col">{t('summaryAttempts')}</th>
            <th scope="col">{t('summaryShown')}</th>
            <th scope="col">{t('summaryAgain')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.point.id}
              data-testid={`summary-${row.point.id}`}
              data-passed={row.passed}
              data-first-try={row.firstTry}
            >
              <th scope="row">{row.point.title[locale]}</th>
              <td>{row.firstTry ? t('summaryFirstTry') : row.passed ? t('summaryLater') : '○'}</td>
              <td>{row.attempts}</td>
              <td>{row.shown}</td>
              <td>
                {row.checkpoint && !row.firstTry ? (
                  <button
                    type="button"
                    data-testid={`summary-open-${row.point.id}`}
                    onClick={() => row.checkpoint && void openCheckpoint(row.checkpoint)}
                  >
                    {t('summaryOpen', { title: row.checkpoint.title[locale] })}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
