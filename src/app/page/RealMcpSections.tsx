import { Suspense } from 'react';
import { useText } from '../i18n/useText.ts';
import { PracticeSection } from '../practice/PracticeSection.tsx';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { SectionBoundary } from '../shared/SectionBoundary/SectionBoundary.tsx';
import { YourServerSection } from '../yourServer/YourServerSection.tsx';

// The lesson path (predict mode's checkpoints): its own chunk, with the questions.
const PathPanel = lazyComponent(() => import('../predict/PathPanel.tsx').then((m) => m.PathPanel));

/**
 * The lesson path, then the sections with real MCP, below the lesson's three: Practice (the loop) and "Your server" (the rules applied to
 * a real server). One lazy chunk for both, loaded after the first output; each fails on its own.
 */
export function RealMcpSections() {
  const t = useText();
  const boundary = (child: React.ReactNode) => (
    <SectionBoundary
      message={(detail) => t('sectionFailed', { detail })}
      resetLabel={t('sectionReset')}
      onReset={() => undefined}
    >
      {child}
    </SectionBoundary>
  );
  return (
    <>
      {boundary(
        <Suspense fallback={null}>
          <PathPanel />
        </Suspense>,
      )}
      {boundary(<PracticeSection />)}
      {boundary(<YourServerSection />)}
    </>
  );
}
