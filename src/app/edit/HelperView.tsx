import { useMoreSources } from '../debugger/useMoreSources.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { CodeView } from '../shared/CodeView/CodeView.tsx';
import { EDIT_TEXT } from './text.ts';

/**
 * The helper the debugger has stepped into (checkedTool, resultText): the lesson's file, read-only, with the
 * two line marks, above the student's editable entry.
 */
export function HelperView({
  file,
  current,
  previous,
}: {
  file: string;
  current: number | null;
  previous: number | null;
}) {
  const te = useTextOf(EDIT_TEXT);
  const t = useText();
  const more = useMoreSources(true);
  const source = more?.TRACED_SOURCES[file]?.source;
  if (source === undefined) return null;
  const name = file.split('/').at(-1) ?? file;
  return (
    <section className="edit-helper" data-testid="edit-helper">
      <p className="code-legend">{te('helper', { file: name })}</p>
      <CodeView
        file={file}
        source={source}
        language="typescript"
        breakpoints={[]}
        stoppable={[]}
        current={current}
        previous={previous}
        labels={{ toggle: String, current: t('currentLine'), previous: t('previousLine') }}
        testId="edit-helper-view"
      />
    </section>
  );
}
