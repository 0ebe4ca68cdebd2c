import { EDITOR_BASE, monaco } from '../shared/CodeView/monaco.ts';
import { useMonacoEditor } from '../shared/CodeView/monacoHost.ts';

/** The lesson's file beside the student's, changes marked (Monaco's diff editor, read-only both sides). */
export function DiffView({ file, original, text }: { file: string; original: string; text: string }) {
  // Made again for another file or text: the diff is of the two as they are.
  const { host } = useMonacoEditor(
    {},
    file,
    (box) => {
      const left = monaco.editor.createModel(original, 'typescript');
      const right = monaco.editor.createModel(text, 'typescript');
      const diff = monaco.editor.createDiffEditor(box, {
        ...EDITOR_BASE,
        readOnly: true,
        originalEditable: false,
        renderSideBySide: box.clientWidth >= 700,
        wordWrap: 'on',
        ariaLabel: file,
      });
      diff.setModel({ original: left, modified: right });
      // As tall as the longer side: the page scrolls, not the diff.
      const fitHeight = () => {
        const height = Math.max(
          diff.getOriginalEditor().getContentHeight(),
          diff.getModifiedEditor().getContentHeight(),
        );
        box.style.height = `${height}px`;
      };
      const sizes = [diff.getOriginalEditor(), diff.getModifiedEditor()].map((side) =>
        side.onDidContentSizeChange(fitHeight),
      );
      fitHeight();
      return {
        editor: diff,
        dispose: () => {
          for (const size of sizes) size.dispose();
          left.dispose();
          right.dispose();
        },
      };
    },
    { key: `${file}\n${original}\n${text}` },
  );
  return <div ref={host} className="edit-diff" data-testid="edit-diff-view" />;
}
