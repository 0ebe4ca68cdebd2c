import type { FunctionId } from '../../../scenarios/functions.ts';
import type { EmbedLayoutConfig } from '../../embed/params.ts';
import { useText } from '../../i18n/useText.ts';
import { SectionBoundary } from '../../shared/SectionBoundary/SectionBoundary.tsx';
import { actions } from '../../state/playground.ts';
import { FunctionSection } from './FunctionSection.tsx';

/** A section inside its own error boundary: a failure there leaves the rest of the page working. */
export function GuardedSection({
  fn,
  fixed,
  embedded,
  layout,
}: {
  fn: FunctionId;
  fixed?: boolean;
  embedded?: boolean;
  layout?: EmbedLayoutConfig;
}) {
  const t = useText();
  return (
    <SectionBoundary
      message={(detail) => t('sectionFailed', { detail })}
      resetLabel={t('sectionReset')}
      onReset={() => actions.resetSection(fn)}
    >
      <FunctionSection fn={fn} fixed={fixed} embedded={embedded} layout={layout} />
    </SectionBoundary>
  );
}
