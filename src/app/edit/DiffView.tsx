import { useEffect, useRef } from 'react';
import { monaco } from '../shared/CodeView/monaco.ts';
import { LINE_HEIGHT } from '../shared/CodeView/types.ts';
import { CODE_FONT_FAMILY, CODE_FONT_SIZE } from '../shared/CodeView/wrap.ts';

/** The lesson's file beside the student's, changes marked (Monaco's diff editor, read-only both sides). */
export function DiffView({ file, original, text }: { file: string; original: string; text: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const left = monaco.editor.createModel(original, 'typescript');
    const right = monaco.editor.createModel(text, 'typescript');
    const diff = monaco.editor.createDiffEditor(host.current, {
      readOnly: true,
      originalEditable: false,
      renderSideBySide: host.current.clientWidth >= 700,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: CODE_FONT_SIZE,
      fontFamily: CODE_FONT_FAMILY,
      lineHeight: LINE_HEIGHT,
      wordWrap: 'on',
      theme: 'playground-light',
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
