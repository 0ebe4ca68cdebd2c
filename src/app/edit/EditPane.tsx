// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import { lazyComponent } from '../shared/lazyComponent.ts';
import '../../mcp/shared/noEval.ts';
import { type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { FunctionId } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import type { EditPaneProps } from '../debugger/seams.ts';
import { useExecution } from '../debugger/selectors.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useWindowHeight } from '../shared/useWide.ts';
import { useSection } from '../state/selectors.ts';
import {
  changeText,
  enterEditing,
  leaveEditing,
  lessonText,
  MAX_TEXT_LENGTH,
  refuseTooLong,
  resetToLesson,
  useEdits,
} from './editing.ts';
import { GuidanceLine } from './GuidanceLine.tsx';
import { HelperView } from './HelperView.tsx';
import { HuntPanel } from './HuntPanel.tsx';
import { Matrix } from './Matrix.tsx';
import { MAX_LINK_PARAM, sharedCodeLink } from './sharedCode.ts';
import { EDIT_TEXT } from './text.ts';
import { VerdictBar } from './VerdictBar.tsx';
import { VerdictLine } from './VerdictLine.tsx';
import './edit.css';

const EditEditor = lazyComponent(() => import('./EditEditor.tsx').then((m) => m.EditEditor));
const DiffView = lazyComponent(() => import('./DiffView.tsx').then((m) => m.DiffView));

/** The verdict bar's room under the editor, and the least an editor is given. */
const BAR_ROOM = 64;
const MIN_EDITOR = 200;

/**
 * Edit mode's pane, in place of the read-only code: the editable file, the
 * lesson's code to reset to or compare with, and the matrix of the
 * function's scenarios judging the student's code after each change.
 */
export function EditPane({ fn, shown, onToggleBreakpoint, onDebug, maxHeight }: EditPaneProps) {
  const te = useTextOf(EDIT_TEXT);
  // In the full page the editor scrolls inside what the window leaves once the pane's head (the task, the toolbar)
  // and the verdict bar are counted, as a course frame's codeHeight makes it: with the task at the window's top, the
  // task, the changed lines and each edit's ✔/✘ are on one screen at any width.
  const windowHeight = useWindowHeight();
  const head = useRef<HTMLDivElement>(null);
  const edit = useEdits((state) => state[fn]);
  const headHeight = useHeight(head, Boolean(edit) && shown);
  const height = maxHeight ?? Math.max(MIN_EDITOR, windowHeight - headHeight - BAR_ROOM);
  const breakpoints = useSection(fn, (section) => section.breakpoints);
  const execution = useExecution(fn);
  const [diff, setDiff] = useState(false);
  const [shared, setShared] = useState<ShareState | null>(null);
  const file = ENTRY_SOURCES[fn].file;

  useEffect(() => {
    enterEditing(fn);
    return () => leaveEditing(fn);
  }, [fn]);

  const verdict = edit?.verdict ?? null;
  const problem = useMemo(
    () =>
      verdict?.kind === 'problem' && verdict.line !== null
        ? { line: verdict.line, column: verdict.column ?? 1, message: verdict.message }
        : null,
    [verdict],
  );
  if (!edit || !shown) return null;
  const inEntry = execution.file === file;
  return (
    <div className="edit-pane" data-testid="edit-pane">
      <div ref={head}>
        <p className="code-legend" data-testid="edit-banner">
          {te('banner')}
        </p>
        <HuntPanel fn={fn} />
        <GuidanceLine fn={fn} text={edit.text} />
        <div className="edit-toolbar">
          <button
            type="button"
            data-testid="edit-reset"
            disabled={edit.text === lessonText(fn)}
            onClick={() => resetToLesson(fn)}
          >
            {te('reset')}
          </button>
          <button type="button" data-testid="edit-diff" aria-pressed={diff} onClick={() => setDiff(!diff)}>
            {diff ? te('hideDiff') : te('showDiff')}
          </button>
          <button type="button" data-testid="edit-share" onClick={() => void share(fn, edit.text, setShared)}>
            {te('share')}
          </button>
        </div>
        {shared ? (
          <p className="edit-share-status" role="status" data-testid="edit-share-status">
            {shared.kind === 'copied'
              ? te('shareCopied')
              : shared.kind === 'tooLong'
                ? te('shareTooLong', { size: shared.size, max: MAX_LINK_PARAM })
                : te('shareNotCopied')}
            {shared.kind === 'notCopied' ? (
              <input readOnly value={shared.link} aria-label={te('share')} onFocus={(e) => e.target.select()} />
            ) : null}
          </p>
        ) : null}
        {edit.shared ? (
          <p className="edit-shared" role="note" data-testid="edit-shared-banner">
            {te('sharedBanner')}
          </p>
        ) : null}
        <VerdictLine verdict={verdict} judging={edit.judging} />
        {edit.tooLong !== null ? (
          <p className="edit-problem" role="alert" data-testid="edit-too-long">
            {te('tooLong', { length: edit.tooLong, max: MAX_TEXT_LENGTH })}
          </p>
        ) : null}
        {inEntry ? null : (
          <HelperView file={execution.file} current={execution.current} previous={execution.previous} />
        )}
      </div>
      <Suspense
        fallback={
          <pre className="edit-fallback" style={{ maxHeight: height }}>
            {edit.text}
          </pre>
        }
      >
        {diff ? (
          <DiffView file={file} original={lessonText(fn)} text={edit.text} />
        ) : (
          <EditEditor
            file={file}
            text={edit.text}
            onChange={(text, change) => changeText(fn, text, change)}
            maxLength={MAX_TEXT_LENGTH}
            onTooLong={(length) => refuseTooLong(fn, length)}
            label={te('editorLabel', { file })}
            problem={problem}
            breakpoints={breakpoints}
            current={inEntry ? execution.current : null}
            previous={inEntry ? execution.previous : null}
            onToggleBreakpoint={onToggleBreakpoint}
            maxHeight={height}
          />
        )}
      </Suspense>
      <VerdictBar fn={fn} />
      <Matrix verdict={verdict} judging={edit.judging} onDebug={onDebug} />
    </div>
  );
}

type ShareState = { kind: 'copied' } | { kind: 'notCopied'; link: string } | { kind: 'tooLong'; size: number };

/** Packs the text into a link and copies it; says "copied" only when the clipboard took it. */
async function share(fn: FunctionId, text: string, said: (state: ShareState) => void): Promise<void> {
  const made = await sharedCodeLink(fn, text);
  if ('size' in made) return said({ kind: 'tooLong', size: made.size });
  try {
    await navigator.clipboard.writeText(made.link);
    said({ kind: 'copied' });
  } catch {
    said({ kind: 'notCopied', link: made.link });
  }
}

/**
 * An element's height as laid out now, kept up to date as it changes (a hint opened, a notice said); observed once
 * while it is `mounted`, not again at every keystroke's render.
 */
function useHeight(ref: RefObject<HTMLElement | null>, mounted: boolean): number {
  const [height, setHeight] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is there exactly while `mounted`.
  useEffect(() => {
    const element = ref.current;
    if (!mounted || !element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted]);
  return height;
}
