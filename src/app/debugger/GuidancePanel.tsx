import type { FunctionId } from '../../scenarios/schema.ts';
import { breakpointLine } from '../../scenarios/suggestedBreakpoint.ts';
import { useText } from '../i18n/useText.ts';
import { useChosen } from '../shared/chosenByPage.ts';
import { useEntryText, useLessonData, useLessonScenario } from '../state/lessonData.ts';
import { actions, CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { editedCode } from './editedCode.ts';
import { noteOf, useGuidanceNotes } from './guidanceNotes.ts';
import { startDebug } from './start.ts';
import { debuggerActions } from './transitions.ts';

/**
 * The scenario's hint (a lesson scenario's, or a valid custom one's own), and a button that adds its breakpoint
 * to the student's and starts debugging.
 */
export function GuidancePanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { id, custom, locale, source } = useSection(fn, (section, state) => ({
    id: section.scenarioId,
    custom: section.scenarioId === CUSTOM ? section.custom?.scenario : undefined,
    locale: state.locale,
    // In edit mode the hint's line is found in the student's text: lines move as they type.
    source: section.editing ? editedCode(fn)?.source : undefined,
  }));
  // A lesson scenario's hint is here once its data is (the first screen's come with the page).
  const lesson = useLessonScenario(fn, id);
  const notes = useGuidanceNotes((all) => all[fn]);
  // A custom scenario begins as a copy of a lesson one, hint included, which its edits may make untrue: while it
  // still carries that hint, the guidance says where it comes from.
  const copiedFrom = useLessonData((state) =>
    custom
      ? state.scenarios.find((scenario) => scenario.function === fn && scenario.hint.zh === custom.hint.zh)
      : undefined,
  );
  const note = noteOf(copiedFrom ? { copied: t('hintCopied', { label: copiedFrom.label[locale] }), ...notes } : notes);
  // Folded until the student chooses something here (or asks for it): it tells what the path asks first.
  const chosen = useChosen(fn);
  const entryText = useEntryText(fn);
  const scenario = id === CUSTOM ? custom : lesson;
  // Custom data that does not parse keeps the panel, saying why there is no hint (the column does not jump).
  if (!scenario)
    return id === CUSTOM ? (
      <section className="panel guidance" data-testid="guidance" aria-label={t('guidance')}>
        <h3>{t('guidance')}</h3>
        <p className="reason">{t('customInvalidReason')}</p>
      </section>
    ) : null;
  const text = source ?? entryText;
  const line = text === undefined ? null : breakpointLine(scenario, text);
  // Run to the hint's line: its breakpoint is added (Continue then visits its later hits) and Debug stops at its first
  // hit even when the student's own breakpoints come earlier.
  const tryIt = async () => {
    if (line !== null) debuggerActions.addBreakpoint(fn, line);
    await startDebug(fn, undefined, line ?? undefined);
  };
  // A note that hides the hint keeps its place (the column does not jump), and is said over it.
  return (
    <section
      className="panel guidance"
      data-testid="guidance"
      data-note={note?.kind}
      data-hides={note?.hides ? 'true' : undefined}
      aria-label={t('guidance')}
    >
      <h3>{t('guidance')}</h3>
      {/* A note that hides the hint is said over the hint's own place (kept, unseen): not over the folded line. */}
      {chosen || note?.hides ? (
        <p className="hint" aria-hidden={note?.hides ? true : undefined}>
          {scenario.hint[locale]}
        </p>
      ) : (
        <p className="hint-folded" data-testid="hint-folded">
          {t('hintFolded')}{' '}
          <button type="button" data-testid="hint-show" onClick={() => actions.choose(fn)}>
            {t('hintShow')}
          </button>
        </p>
      )}
      <button type="button" data-testid="try-it" onClick={() => void tryIt()}>
        {t('tryIt')}
        {line !== null ? ` (${line})` : ''}
      </button>
      {note ? (
        <p className="guidance-note" data-testid="guidance-note" data-kind={note.kind}>
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
