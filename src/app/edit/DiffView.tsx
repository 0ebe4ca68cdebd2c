import { useEffect, useRef } from 'react';
import { EDITOR_BASE, monaco } from '../shared/CodeView/monaco.ts';

/** The lesson's file beside the student's, changes marked (Monaco's diff editor, read-only both sides). */
export function DiffView({ file, original, text }: { file: string; original: string; text: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const left = monaco.editor.createModel(original, 'typescript');
    const right = monaco.editor.createModel(text, 'typescript');
    const diff = monaco.editor.createDiffEditor(host.current, {
      ...EDITOR_BASE,
      readOnly: true,
      originalEditable: false,
      renderSideBySide: host.current.clientWidth >= 700,
      wordWrap: 'on',
      ariaLabel: file,
    });
    diff.setModel({ original: left, modified: right });
    const fitHeight = () => {
      const height = Math.max(diff.getOriginalEditor().getContentHeight(), diff.getModifiedEditor().getContentHeight());
      if (host.current) host.current.style.height = `${height}px`;
    };
    const sizes = [diff.getOriginalEditor(), diff.getModifiedEditor()].map((side) =>
      side.onDidContentSizeChange(fitHeight),
    );
    fitHeight();
    return () => {
      for (const size of sizes) size.dispose();
      diff.dispose();
      left.dispose();
      right.dispose();
    };
  }, [file, original, text]);
  return <div ref={host} className="edit-diff" data-testid="edit-diff-view" />;
}
