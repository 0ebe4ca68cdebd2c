import { useEffect } from 'react';
import { textNestsDeeperThan } from '../../validation/depth.ts';
import { offsetOfPath } from '../../validation/locate.ts';
import { EDITOR_BASE } from '../shared/CodeView/monaco.ts';
import { useMonacoEditor } from '../shared/CodeView/monacoHost.ts';
import { customModelUri, monaco, revealAt } from './jsonEditor.ts';

/**
 * Text nested deeper than the validator takes is edited as plain text: Monaco's JSON service recurses and
 * would overflow its stack on it (the problem list says why the data is refused).
 */
const languageOf = (text: string) => (textNestsDeeperThan(text) ? 'plaintext' : 'json');

/** Sets the model's language for its text, and says it on the editor's element (`data-language`, for drivers). */
function keepLanguage(model: monaco.editor.ITextModel, element: HTMLElement): void {
  const wanted = languageOf(model.getValue());
  if (model.getLanguageId() !== wanted) monaco.editor.setModelLanguage(model, wanted);
  element.dataset.language = wanted;
}

/** An editable Monaco JSON view, checked against the scenario schema as the student types. */
export function JsonEditor({
  model: name,
  text,
  onChange,
  label,
}: {
  model: string;
  text: string;
  onChange: (text: string) => void;
  label: string;
}) {
  const { host, editor } = useMonacoEditor(
    { onChange, text },
    label,
    (box, latest) => {
      const uri = customModelUri(name);
      const kept = monaco.editor.getModel(uri);
      const model = kept ?? monaco.editor.createModel(latest.current.text, languageOf(latest.current.text), uri);
      const instance = monaco.editor.create(box, {
        ...EDITOR_BASE,
        model,
        tabSize: 2,
        ariaLabel: label,
        fixedOverflowWidgets: true,
      });
      keepLanguage(model, box);
      const subscription = model.onDidChangeContent(() => {
        keepLanguage(model, box);
        latest.current.onChange(model.getValue());
      });
      // Opened the first time, the view starts at the scenario's input, past the metadata (labels, hints).
      if (!kept) {
        const input = offsetOfPath(model.getValue(), 'input');
        if (input !== null) revealAt(name, input, false);
      }
      // The model stays: leaving the editor (another tab, the language, a lesson scenario) and coming back finds the
      // same text, cursor and undo history.
      return { editor: instance, dispose: () => subscription.dispose() };
    },
    { key: name },
  );

  useEffect(() => {
    const model = editor.current?.getModel();
    // Text from outside (an upload, a link) replaces the model; the student's own typing is already there.
    if (model && model.getValue() !== text) model.setValue(text);
  }, [text]);

  return <div ref={host} className="json-editor" data-testid="custom-monaco" />;
}
