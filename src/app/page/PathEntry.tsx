/**
 * The way into the lesson path, at the top of the page at every width: start (or continue) the path, predicting
 * first, and a link to the path with how far the student has come. Its figures come with the path's chunk, after
 * the first screen (which shows the words alone, as the prerendered page does).
 */
import { useEffect, useState } from 'react';
import { useText } from '../i18n/useText.ts';

type Progress = { done: number; total: number };

/** Scrolls to the path once it is on the page (it renders after the first screen). */
function toPath(): void {
  let frames = 0;
  const look = () => {
    const path = document.getElementById('lesson-path');
    if (path) path.scrollIntoView({ block: 'start' });
    else if (++frames < 600) requestAnimationFrame(look);
  };
  look();
}

export function PathEntry() {
  const t = useText();
  const [progress, setProgress] = useState<Progress | null>(null);
  // The path renders after the first screen: a jump to it made before then is finished once it is there.
  useEffect(() => {
    const jumped = () => {
      if (location.hash === '#lesson-path') toPath();
    };
    addEventListener('hashchange', jumped);
    return () => removeEventListener('hashchange', jumped);
  }, []);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void import('../predict/pathEntry.ts').then((entry) => {
      if (!left) stop = entry.watchPathProgress(({ done, total }) => setProgress({ done, total }));
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return (
    <nav className="path-entry" data-testid="path-entry" aria-label={t('pathLink')}>
      <button
        type="button"
        className="primary"
        data-testid="path-start"
        onClick={() => void import('../predict/pathEntry.ts').then((entry) => entry.startOrResume())}
      >
        {progress && progress.done > 0 ? t('pathContinue', progress) : t('pathStartPredict')}
      </button>
      <a href="#lesson-path" data-testid="path-link">
        {t('pathLink')}
        {progress ? ` · ${t('pathDoneOf', progress)}` : ''}
      </a>
    </nav>
  );
}
