/**
 * One Monaco editor hosted by a component (the read-only view, edit mode's editor and diff, the scenario's JSON
 * editor): made in its box from the props of the render that mounts it, disposed with whatever it set up when the
 * component goes, relabelled in place when its label changes. Later props reach the editor's listeners through
 * `latest`, so the editor is not made again for each render.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { monaco } from './monaco.ts';

/** An editor or a diff editor: what hosting one needs of it. */
type Hosted = Pick<monaco.editor.IEditor, 'dispose' | 'updateOptions'>;

/** What a host's `make` returns: the editor, and what else it set up that must go with it. */
export type Made<E extends Hosted = monaco.editor.IStandaloneCodeEditor> = { editor: E; dispose?: () => void };

export type MonacoHost<E extends Hosted> = {
  /** The box the editor is made in: the component renders it. */
  host: RefObject<HTMLDivElement | null>;
  /** The editor while the component is mounted, else null. */
  editor: RefObject<E | null>;
};

export function useMonacoEditor<P, E extends Hosted = monaco.editor.IStandaloneCodeEditor>(
  props: P,
  /** Its accessible name (ariaLabel). */
  label: string,
  make: (host: HTMLDivElement, latest: RefObject<P>) => Made<E>,
  options: {
    /**
     * Made before the first paint (the read-only view, whose box must not show a frame at one row a line) rather
     * than after it.
     */
    beforePaint?: boolean;
    /** Made again when this changes (the JSON editor's model name, the diff's texts); by default made once. */
    key?: unknown;
  } = {},
): MonacoHost<E> {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<E | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const useMount = options.beforePaint ? useLayoutEffect : useEffect;

  // Made from the first props (later ones reach it through latest), and again only for a new key.
  useMount(() => {
    if (!host.current) return;
    const made = make(host.current, latest);
    editor.current = made.editor;
    return () => {
      // The editor first: what it set up (its models among them) goes once nothing shows it.
      made.editor.dispose();
      made.dispose?.();
      if (editor.current === made.editor) editor.current = null;
    };
  }, [options.key]);

  // A new language relabels the editor in place: recreating it would lose the cursor and undo history.
  useEffect(() => {
    editor.current?.updateOptions({ ariaLabel: label });
  }, [label]);

  return { host, editor };
}

/**
 * Keeps the box as tall as the editor's content, up to `maxHeight()`: the page scrolls, not a box inside it (a
 * course frame's code height caps it). Returns the fitting, for a change the editor reports a frame late.
 */
export function fitToContent(
  instance: monaco.editor.IStandaloneCodeEditor,
  box: HTMLElement,
  maxHeight: () => number | undefined,
): () => void {
  const fitHeight = () => {
    const height = `${Math.min(maxHeight() ?? Number.POSITIVE_INFINITY, instance.getContentHeight())}px`;
    if (box.style.height !== height) box.style.height = height;
  };
  instance.onDidContentSizeChange(fitHeight);
  fitHeight();
  return fitHeight;
}
