import { Suspense, useDeferredValue, useMemo } from 'react';
import { LESSON_PYTHON } from '../../../scenarios/lessonPython.ts';
import { narrate, pythonFileOf, pythonLinesOf } from '../../../scenarios/narration.ts';
import type { FunctionId } from '../../../scenarios/schema.ts';
import { useText, useTextOf } from '../../i18n/useText.ts';
import { isEmbed } from '../../shared/isEmbed.ts';
import { LanguageToggle } from '../../shared/LanguageToggle.tsx';
import { useWide } from '../../shared/useWide.ts';
import { useAsked } from '../../state/asked.ts';
import { useEntryText } from '../../state/lessonData.ts';
import { cursorOf } from '../../state/playground.ts';
import { usePredictOn } from '../../state/predictMode.ts';
import { useSection } from '../../state/selectors.ts';
import { currentStep, previousStepInFrame, selectedFrame } from '../../state/traceCursor.ts';
import { editedCode } from '../editedCode.ts';
import { panel } from '../seams.ts';
import { PYTHON_TEXT, VARIABLES_TEXT } from '../text.ts';
import { useMoreSources } from '../useMoreSources.ts';
import { variableTree } from '../variables.ts';
import { useLessonLines } from './useLessonLines.ts';

/**
 * What the paused line does and which rule of the lesson it enforces, with
 * this step's values filled in (scenarios/narration.ts), and the line of the
 * lesson's Python that does the same. Its own chunk: the text of every line
 * loads with the first pause, not with the page.
 */
export function NarrationLine({ fn }: { fn: FunctionId }) {
  const tp = useTextOf(PYTHON_TEXT);
  const predict = usePredictOn((state) => state.on);
  const asked = useAsked(fn);
  const wide = useWide();
  const said = useSaid(fn);
  // Predict mode's switch and question: panels the shell plugs in (seams.ts).
  const PredictToggle = panel('predictToggle');
  const QuestionPanel = panel('question');
  return (
    // data-asked in the render that moves the step: a driver's signal that a question is asked, whatever the width
    // and before the form's own chunk has come (docs/testids.md).
    <div className="narration-line" data-testid="narration-line" data-asked={asked ? 'true' : 'false'}>
      {/* One live region in one place whatever the line and the width: a region that appears with its words is not
          always read, and a phone's question stop hides the narration bar, not what a screen reader hears. */}
      <Announcement fn={fn} told={asked ? tp('predictFirst') : said ? (said.text ?? tp('yourLine')) : null} />
      {/* Below 900 px a question takes the narration's place: the code, its first variables and the form fit. */}
      {asked && !wide ? null : (
        <div className="narration-bar">
          <Narration asked={asked} said={said} />
          <div className="narration-tools">
            {PredictToggle ? (
              <Suspense fallback={null}>
                <PredictToggle />
              </Suspense>
            ) : null}
            {/* The masthead's toggle is a page away while stepping; a course frame has its own (langToggle). */}
            {isEmbed(location.search) ? null : <LanguageToggle paused />}
          </div>
        </div>
      )}
      {predict && QuestionPanel ? (
        <Suspense fallback={null}>
          <QuestionPanel fn={fn} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * What a screen reader hears at each step, in one polite announcement rather than three that cut each other off
 * (the status, the step counter, the narration): where it paused and the code of that line (a student who cannot
 * see the yellow mark would otherwise count lines), which step, the names the step changed, and what the line does.
 */
function Announcement({ fn, told }: { fn: FunctionId; told: string | null }) {
  const t = useText();
  const tv = useTextOf(VARIABLES_TEXT);
  // Worked out after the step is drawn (a deferred render): the keys' step is not kept waiting for the words.
  const cursor = useDeferredValue(useSection(fn, cursorOf));
  const said = useDeferredValue(told);
  const code = usePausedCode(fn, cursor);
  const text = useMemo(() => {
    const step = cursor ? currentStep(cursor) : undefined;
    const frame = cursor ? selectedFrame(cursor) : undefined;
    if (!cursor || !step || !frame) return '';
    const changed = variableTree(step, previousStepInFrame(cursor))
      .filter((node) => node.changed)
      .map((node) => node.name);
    return [
      code
        ? t('pausedAtCode', { line: frame.line, event: t(`event_${step.event}`), code })
        : t('pausedAt', { line: frame.line, event: t(`event_${step.event}`) }),
      t('stepOf', { n: cursor.position + 1, m: cursor.trace.steps.length }),
      changed.length > 0 ? `${tv('changed')}: ${changed.join(', ')}` : '',
      said ?? '',
    ]
      .filter(Boolean)
      .join(' · ');
  }, [cursor, said, code, t, tv]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="step-announcement">
      {text}
    </p>
  );
}

/**
 * The source of the paused line as the code box shows it: the student's text in edit mode, the lesson's file, or a
 * helper's (Step into) once its chunk is here. The code is on the screen already, so a question's stop says it too.
 */
function usePausedCode(fn: FunctionId, cursor: ReturnType<typeof cursorOf>): string {
  const frame = cursor ? selectedFrame(cursor) : undefined;
  const entry = useEntryText(fn);
  const editing = useSection(fn, (section) => section.editing);
  const entryFile = cursor?.trace.source.file;
  const inEntry = frame !== undefined && frame.file === entryFile;
  const more = useMoreSources(frame !== undefined && !inEntry);
  if (!frame) return '';
  const source = inEntry ? (editing ? editedCode(fn)?.source : entry) : more?.TRACED_SOURCES[frame.file]?.source;
  return source?.split('\n')[frame.line - 1]?.trim() ?? '';
}

// Predict mode's questions: their own chunk, loaded with the first pause while Predict is on.

type Said = { text: string | null; file: string; line: number; at: number } | null;

/** What the paused line does, in the lesson's words with this step's values (null: a line the lesson does not narrate). */
function useSaid(fn: FunctionId): Said {
  const file = useSection(fn, (section) => {
    const cursor = cursorOf(section);
    return (cursor && selectedFrame(cursor)?.file) ?? '';
  });
  const lines = useLessonLines(fn, file);
  return useSection(fn, (section, state) => {
    const cursor = cursorOf(section);
    const step = cursor ? currentStep(cursor) : undefined;
    const frame = cursor ? selectedFrame(cursor) : undefined;
    if (!step || !frame) return null;
    // Narration is written for the lesson's lines: an edited file's line is told as the lesson line it still is.
    const line = lines.toLesson(frame.line);
    if (line === null) return { text: null, file: frame.file, line: frame.line, at: frame.line };
    // A raise or a return is told as such, for the frame it happens in (a caller's frame picked is told by its line).
    const event = frame === step.stack.at(-1) ? step : undefined;
    const text = narrate(frame.file, { ...frame, line }, step.heap, state.locale, event);
    return text ? { text, file: frame.file, line, at: frame.line } : null;
  });
}

function Narration({ asked, said }: { asked: boolean; said: Said }) {
  const tp = useTextOf(PYTHON_TEXT);
  if (asked)
    return (
      <div className="narration" data-testid="narration" data-asked="true">
        <p>{tp('predictFirst')}</p>
      </div>
    );
  if (!said) return null;
  if (said.text === null)
    return (
      <div className="narration" data-testid="narration">
        <p>{tp('yourLine')}</p>
      </div>
    );
  const python = pythonCounterpart(said.file, said.line);
  return (
    <div className="narration" data-testid="narration">
      <p>{said.text}</p>
      <p className="narration-python" data-testid="narration-python">
        {/* Both lines named: the file shown (a helper's, after Step into) and the lesson's Python line. */}
        <span data-testid="narration-here">
          <code>{said.file.split('/').at(-1)}</code> {tp('here', { line: said.at })}
        </span>
        {python ? (
          <>
            {' · '}
            {tp('counterpart', { lines: python.lines })} <code title={python.code}>{python.code}</code>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The Python line(s) a traced line stands for: their numbers ("9–14") and the first one's code. */
function pythonCounterpart(file: string, line: number): { lines: string; code: string } | null {
  const python = pythonFileOf(file);
  const numbers = pythonLinesOf(file, line);
  const first = numbers[0];
  if (!python || first === undefined) return null;
  const last = numbers.at(-1) ?? first;
  const code = LESSON_PYTHON[python]?.split('\n')[first - 1]?.trim() ?? '';
  return { lines: last === first ? String(first) : `${first}–${last}`, code: numbers.length > 1 ? `${code} …` : code };
}
