import { useTextOf } from '../i18n/useText.ts';
import { LanguageToggle } from '../shared/LanguageToggle.tsx';
import { linkSearch } from '../shared/params.ts';
import { CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import type { EmbedConfig } from './params.ts';
import { EMBED_TEXT } from './text.ts';

/**
 * The frame's own small bar: the language toggle (unless the course page hid
 * it) and a link that opens the same state in the full playground, in a new
 * tab: scenario, its data when custom, breakpoints, the paused step.
 */
export function EmbedBar({ config }: { config: EmbedConfig }) {
  const te = useTextOf(EMBED_TEXT);
  const { search, locale } = useSection(config.fn, (section, state) => ({
    locale: state.locale,
    search: linkSearch({
      fn: config.fn,
      scenario: section.scenarioId,
      data: section.scenarioId === CUSTOM ? (section.custom?.link ?? undefined) : undefined,
      breakpoints: section.breakpoints,
      step: section.debug.status === 'ready' ? section.debug.cursor.position + 1 : null,
      lang: state.locale,
    }),
  }));
  // A checkpoint's frame opens the full page on that checkpoint (its questions still asked), not on a step past them.
  const full = config.checkpoint
    ? `./?${new URLSearchParams({ checkpoint: config.checkpoint, lang: locale })}`
    : `./${search}${config.exercise ? `&exercise=${encodeURIComponent(config.exercise)}` : ''}`;
  return (
    <div className="embed-bar">
      {config.langToggle ? <LanguageToggle /> : null}
      <a
        className="open-full"
        data-testid="open-full"
        // The playground's page beside this one (index.html or embed.html): the folder's own address.
        // An exercise's frame opens the page on the same bug hunt (the page keeps the student's own edit apart).
        href={full}
        target="_blank"
        rel="noopener"
      >
        {te('openFull')} ↗
      </a>
    </div>
  );
}
