import { Suspense, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { offsetOfPath } from '../../validation/locate.ts';
import { useProblemText, useText, useTextOf } from '../i18n/useText.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { useSection } from '../state/selectors.ts';
import { editCustom, shareLink } from './custom.ts';
import { CUSTOM_TEXT } from './text.ts';
import './custom.css';

const JsonEditor = lazyComponent(() => import('./JsonEditor.tsx').then((m) => m.JsonEditor));

/** The student's own scenario: JSON checked against the schema, the problems by path, a share link. */
export function CustomEditor({ fn }: { fn: FunctionId }) {
  const t = useText();
  const c = useTextOf(CUSTOM_TEXT);
  const { custom } = useSection(fn, (section) => ({ custom: section.custom }));
  const [link, setLink] = useState<{ href: string; copied: boolean } | null>(null);
  const text = custom?.text ?? '';
  const sayProblem = useProblemText((custom?.problems.length ?? 0) > 0);
  const onChange = (next: string) => void editCustom(fn, next);
  // A problem's path is a link into the text: the cursor goes where the problem is.
  const goTo = (path: string) => {
    const offset = offsetOfPath(text, path);
    if (offset !== null) void import('./jsonEditor.ts').then((m) => m.revealAt(`custom-${fn}.json`, offset));
  };
  const share = async () => {
    const href = await shareLink(fn);
    if (!href) return setLink(null);
    // Say "copied" only when it was: a refused clipboard leaves the link to copy by hand.
    const copied = await (navigator.clipboard?.writeText(href) ?? Promise.reject(new Error('no clipboard'))).then(
      () => true,
      () => false,
    );
    setLink({ href, copied });
  };
  return (
    <div className="custom-editor" data-testid="custom-editor">
      <p className="fineprint">{c('customEditorHelp')}</p>
      <Suspense
        fallback={
          <textarea
            className="json-fallback"
            data-testid="custom-text"
            aria-label={t('dataTab')}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        }
      >
        <JsonEditor model={`custom-${fn}.json`} text={text} onChange={onChange} label={t('dataTab')} />
      </Suspense>
      {custom?.checking ? (
        <p className="fineprint">{c('customChecking')}</p>
      ) : custom && custom.problems.length > 0 ? (
        <div className="custom-problems" role="alert" data-testid="custom-problems">
          {c('customProblems', { n: custom.problems.length })}
          <ul>
            {custom.problems.map((problem) => (
              <li key={`${problem.path}:${problem.code}`} data-path={problem.path}>
                <button
                  type="button"
                  className="problem-path"
                  title={c('goToProblem')}
                  onClick={() => goTo(problem.path)}
                >
                  <code>{problem.path}</code>
                </button>
                : {sayProblem({ ...problem, path: '' })}
              </li>
            ))}
          </ul>
        </div>
      ) : custom?.scenario ? (
        <p className="custom-valid" data-testid="custom-valid">
          {c('customValid')}
        </p>
      ) : null}
      <div className="buttons">
        <button type="button" data-testid="custom-share" onClick={() => void share()} disabled={!custom?.scenario}>
          {c('share')}
        </button>
        {link ? (
          <span className="fineprint">
            {link.copied ? c('shareCopied') : c('shareNotCopied')}{' '}
            <input readOnly value={link.href} data-testid="custom-link" aria-label={c('share')} />
          </span>
        ) : null}
      </div>
    </div>
  );
}
