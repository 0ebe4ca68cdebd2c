/**
 * The matrix of edit mode: a row per scenario, ✔ or ✘ against the lesson, and for a row that fails, why: the
 * first path where the value and the fakes' logs part, the exception raised, a stop by steps or by the clock, a value that is not data.
 */

import { DATA_LIMITS, type NotData } from '../../sandbox/jsonData.ts';
import { EDIT_STEP_LIMIT } from '../../sandbox/limits.ts';
import { useTextOf } from '../i18n/useText.ts';
import { usePlayground } from '../state/playground.ts';
import type { Row, Verdict } from './editing.ts';
import { RUN_LIMIT_MS } from './runner.ts';
import { EDIT_TEXT } from './text.ts';
import { rowPasses } from './verdict.ts';

/** A sentence with its `{placeholders}` filled by values set as code (values are data, not prose). */
function withCode(sentence: string, values: Record<string, string>) {
  return sentence.split(/\{(\w+)\}/).map((piece, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed sentence never reorder.
      <code key={index}>{values[piece] ?? piece}</code>
    ) : (
      piece
    ),
  );
}

/** Why a value is not data, as a short token shown as code. */
function notDataWhat({ reason, kind }: NotData): string {
  switch (reason) {
    case 'bigint':
      return 'BigInt';
    case 'cycle':
      return 'cycle';
    case 'kind':
      return kind ?? 'object';
    case 'depth':
      return `depth > ${DATA_LIMITS.depth}`;
    case 'size':
      return `size > ${DATA_LIMITS.characters}`;
  }
}

/** Why a failing row fails, in words: stopped, not data, raised, and the first differing path. */
function RowReason({ row, stoppedAfterMs }: { row: Row; stoppedAfterMs: number | null }) {
  const te = useTextOf(EDIT_TEXT);
  const { id, difference, stopped, notData, threw } = row;
  if (stopped === 'steps')
    return (
      <p className="edit-difference" data-testid={`edit-difference-${id}`} data-reason="steps">
        {te('stoppedSteps', { n: EDIT_STEP_LIMIT })}
      </p>
    );
  if (stopped === 'time')
    return (
      <p className="edit-difference" data-testid={`edit-difference-${id}`} data-reason="time">
        {te('stoppedTime', { ms: stoppedAfterMs ?? RUN_LIMIT_MS })}
      </p>
    );
  if (notData)
    return (
      <p className="edit-difference" data-testid={`edit-difference-${id}`} data-reason="not-data">
        {withCode(te('notData', { path: '{path}', what: '{what}' }), {
          path: notData.path,
          what: notDataWhat(notData),
        })}
      </p>
    );
  if (!difference) return null;
  return (
    <p className="edit-difference" data-testid={`edit-difference-${id}`} data-reason={threw ? 'raised' : 'differs'}>
      {threw ? <>{withCode(te('threw', { error: '{error}' }), { error: threw })} · </> : null}
      {withCode(te('difference', { path: '{path}', expected: '{expected}', got: '{got}' }), difference)}
      {row.also ? (
        <> · {withCode(te('difference', { path: '{path}', expected: '{expected}', got: '{got}' }), row.also)}</>
      ) : null}
    </p>
  );
}

export function Matrix({
  verdict,
  judging,
  onDebug,
}: {
  verdict: Verdict | null;
  judging: boolean;
  onDebug: (scenarioId: string) => void;
}) {
  const te = useTextOf(EDIT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const rows: Row[] = verdict?.kind === 'rows' ? verdict.rows : [];
  const stoppedAfterMs = verdict?.kind === 'rows' ? verdict.stoppedAfterMs : null;
  return (
    <section
      className="edit-matrix"
      data-testid="edit-matrix"
      data-state={judging ? 'judging' : 'done'}
      aria-busy={judging}
    >
      <h4>{te('matrixTitle')}</h4>
      <ul>
        {rows.map((row) => {
          const { id, scenario } = row;
          const passes = rowPasses(row);
          return (
            <li
              key={id}
              className={passes ? 'edit-row is-pass' : 'edit-row is-fail'}
              data-testid={`edit-row-${id}`}
              data-pass={passes}
            >
              <button
                type="button"
                className="edit-row-button"
                data-testid={`edit-debug-${id}`}
                onClick={() => onDebug(id)}
              >
                <span className="edit-mark" aria-hidden="true">
                  {passes ? '✔' : '✘'}
                </span>{' '}
                <span className="edit-label">
                  {scenario.label[locale]} · <code>{scenario.id}</code>
                </span>{' '}
                <span className="visually-hidden">
                  {passes ? te('pass') : te('fail')}
                  {te('debugRow')}
                </span>
              </button>
              {passes ? null : <RowReason row={row} stoppedAfterMs={stoppedAfterMs} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
