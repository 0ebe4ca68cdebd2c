import { useText } from '../../i18n/useText.ts';
import { SectionBoundary } from '../../shared/SectionBoundary/SectionBoundary.tsx';
import { actions } from '../../state/playground.ts';
import { FunctionSection, type FunctionSectionProps } from './FunctionSection.tsx';

/** A section inside its own error boundary: a failure there leaves the rest of the page working. */
export function GuardedSection(props: FunctionSectionProps) {
  const { fn } = props;
  const t = useText();
  return (
    <SectionBoundary
      message={(detail) => t('sectionFailed', { detail })}
      resetLabel={t('sectionReset')}
      onReset={() => actions.resetSection(fn)}
    >
      <FunctionSection {...props} />
    </SectionBoundary>
  );
}
