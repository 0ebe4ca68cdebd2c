import { useRef } from 'react';
import type { FunctionId } from '../../scenarios/schema.ts';
import { useGuidanceNote } from '../debugger/guidanceNotes.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useArrival } from '../shared/arrival.ts';
import { huntById, huntsFor, solvedHunts } from '../state/hunts.ts';
import { usePlayground } from '../state/playground.ts';
import { lessonText, ownText, restoreOwn, showHint, startHunt, useEdits } from './editing.ts';
import { EDIT_TEXT } from './text.ts';

/**
 * The bug hunts of a function: pick one to have the lesson's file with its
 * bug put in the editor, climb the hint ladder, and see it solved once every
 * scenario matches the lesson again.
 */
export function HuntPanel({ fn }: { fn: FunctionId }) {
  const te = useTextOf(EDIT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const edit = useEdits((state) => state[fn]);
  const root = useRef<HTMLElement>(null);
  const task = useRef<HTMLParagraphElement>(null);
  const hunt = huntById(edit?.hunt ?? null);
  // Opened from the lesson path: the task at the window's top, with the keyboard's focus.
  useArrival(hunt ? `hunt:${hunt.id}` : null, task);
  // The lesson scenario's guidance would tell the hunt's answer before its first hint: hidden while the hunt is on,
  // its place kept and the reason said.
  useGuidanceNote(fn, 'hunting', hunt && !edit?.solved ? te('huntGuidanceHidden') : null);
  if (!edit) return null;
  const solved = solvedHunts();
  const gaveUp = huntById(edit.gaveUp);
  // The student's own edit, kept apart while a hunt is on (or after one was given up), offered back.
  const own = hunt || gaveUp ? ownText(fn) : null;
  return (
    <section ref={root} className="hunt" data-testid="hunt" data-solved={edit.solved}>
      <label className="hunt-pick">
        {te('huntLabel')}{' '}
        <select
          data-testid="hunt-picker"
          value={edit.hunt ?? ''}
          onChange={(event) => startHunt(fn, event.target.value || null)}
        >
          <option value="">{te('huntNone')}</option>
          {huntsFor(fn).map((item) => (
            <option key={item.id} value={item.id}>
              {item.title[locale]}
              {solved.includes(item.id) ? te('huntSolvedMark') : ''}
            </option>
          ))}
        </select>
      </label>
      {hunt ? (
        <>
          <p data-testid="hunt-task" ref={task} tabIndex={-1}>
            {hunt.task[locale]}
          </p>
          {edit.hints > 0 ? (
            <ol className="hunt-hints" aria-label={te('huntHints')}>
              {hunt.hints.slice(0, edit.hints).map((hint, index) => (
                <li key={hint.en} data-testid={`hunt-hint-${index}`}>
                  {hint[locale]}
                </li>
              ))}
            </ol>
          ) : null}
          {edit.hints < 3 && !edit.solved ? (
            <button type="button" data-testid="hunt-hint" onClick={() => showHint(fn)}>
              {te('huntHint', { n: edit.hints + 1 })}
            </button>
          ) : null}
        </>
      ) : null}
      {gaveUp ? (
        <p className="hunt-gave-up" role="status" data-testid="hunt-gave-up">
          {te('huntGaveUp', { title: gaveUp.title[locale] })}
        </p>
      ) : null}
      {own !== null && own !== lessonText(fn) && own !== edit.text ? (
        <p className="hunt-own" data-testid="hunt-own">
          {te('ownKept')}{' '}
          <button type="button" data-testid="hunt-restore-own" onClick={() => restoreOwn(fn)}>
            {te('restoreOwn')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
