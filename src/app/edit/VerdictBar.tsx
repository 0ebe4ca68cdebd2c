/**
 * Right under the editor, pinned to the window's bottom while the editor is in view: how many scenarios agree with
 * the lesson after the last change (✔ / ✘), and once a bug hunt is solved, the rule it taught and the way on. The
 * task above, the changed lines and this verdict are on one screen at any width (the table's rows follow below).
 */
import { Suspense } from 'react';
import type { FunctionId } from '../../scenarios/schema.ts';
import { panel } from '../debugger/seams.ts';
import { useTextOf } from '../i18n/useText.ts';
import { huntById } from '../state/hunts.ts';
import { usePlayground } from '../state/playground.ts';
import { useEdits } from './editing.ts';
import { EDIT_TEXT } from './text.ts';
import { rowPasses } from './verdict.ts';

export function VerdictBar({ fn }: { fn: FunctionId }) {
  const te = useTextOf(EDIT_TEXT);
  const HuntNext = panel('huntNext');
  const locale = usePlayground((state) => state.locale);
  const edit = useEdits((state) => state[fn]);
  if (!edit) return null;
  const verdict = edit.verdict;
  const rows = verdict?.kind === 'rows' ? verdict.rows : [];
  const failed = rows.filter((row) => !rowPasses(row)).length;
  const hunt = huntById(edit.hunt);
  return (
    <div
      className="edit-verdict-bar"
      data-testid="edit-verdict-bar"
      data-pass={verdict?.kind === 'rows' && failed === 0}
    >
      <p className="edit-summary-line">
        {!edit.judging && verdict?.kind === 'rows' ? (
          <span className="edit-verdict-mark" aria-hidden="true">
            {failed === 0 ? '✔' : '✘'}{' '}
          </span>
        ) : null}
        <span data-testid="edit-summary" aria-live="polite">
          {edit.judging
            ? te('judging')
            : verdict?.kind === 'rows'
              ? failed === 0
                ? te('allPass', { n: rows.length })
                : te('someFail', { failed, n: rows.length })
              : ''}
        </span>
      </p>
      {hunt && edit.solved ? (
        <>
          <p className="hunt-solved" role="status" data-testid="hunt-solved">
            ✔ {te('huntSolved')} {hunt.rule[locale]}
          </p>
          {/* A hunt of the lesson path offers the next checkpoint, as an answered question does (the path's panel). */}
          {HuntNext ? (
            <Suspense fallback={null}>
              <HuntNext fn={fn} hunt={hunt.id} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
