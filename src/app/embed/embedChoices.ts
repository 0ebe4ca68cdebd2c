/**
 * The Embed panel as a form over one value: every choice the instructor makes (EmbedChoices), one way to change it
 * (chooseEmbed), and the snippet made from the choices and the section as it is (snippetFor). A new option is a
 * field here, its line in snippetFor and its control in EmbedPanel.tsx.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { CODE_HEIGHT, type EmbedLayout, type EmbedPanel, PANELS, parseOrigin } from './params.ts';
import { embedSnippet } from './snippet.ts';

export type EmbedChoices = {
  /** The course page's origin as typed; none is made up (an invented one would turn the frame's messages away). */
  origin: string;
  layout: EmbedLayout;
  panels: readonly EmbedPanel[];
  codeHeight: number;
  /** Open paused at the step the section is at now. */
  atStep: boolean;
  /** Pin the page's language now, rather than follow the student's. */
  pinLang: boolean;
  fixed: boolean;
  intro: boolean;
  langToggle: boolean;
  /** A checkpoint of the lesson path the frame opens (CourseChoices.tsx). */
  checkpoint: string | null;
  /** Whether the snippet carries its sizing script (an editor that strips scripts gets a fixed height). */
  script: boolean;
};

export const embedChoices = (checkpoint: string | null): EmbedChoices => ({
  origin: '',
  layout: 'side',
  panels: PANELS,
  codeHeight: CODE_HEIGHT.fallback,
  atStep: false,
  pinLang: false,
  fixed: false,
  intro: false,
  langToggle: true,
  checkpoint,
  script: true,
});

export type EmbedChange =
  | { [K in keyof EmbedChoices]: { set: K; to: EmbedChoices[K] } }[keyof EmbedChoices]
  | { toggle: EmbedPanel };

/** The choices after one change; a panel toggled keeps the panels in their own order. */
export function chooseEmbed(choices: EmbedChoices, change: EmbedChange): EmbedChoices {
  if ('toggle' in change) {
    const now = choices.panels;
    const panel = change.toggle;
    return {
      ...choices,
      panels: now.includes(panel)
        ? now.filter((p) => p !== panel)
        : PANELS.filter((p) => p === panel || now.includes(p)),
    };
  }
  return { ...choices, [change.set]: change.to };
}

/** The section as it is now: what the snippet opens. */
export type EmbedSubject = {
  pageUrl: string;
  fn: FunctionId;
  scenario: string;
  breakpoints: number[];
  locale: string;
  /** The step the section is paused at (1-based), or null. */
  step: number | null;
  /** The section's own scenario, encoded as a share link carries it, when it is the one shown; null otherwise. */
  custom: { encoded: string; tooLarge: boolean } | 'encoding' | null;
};

/** What the panel shows for the choices: the snippet (empty while it cannot be made) and why not. */
export function snippetFor(choices: EmbedChoices, subject: EmbedSubject) {
  const parentOrigin = choices.origin === '' ? null : parseOrigin(choices.origin);
  const badOrigin = choices.origin !== '' && parentOrigin === null;
  const custom = subject.custom;
  const ready = !badOrigin && (custom === null || (custom !== 'encoding' && !custom.tooLarge));
  const { codeHeight } = choices;
  const heightOk = Number.isInteger(codeHeight) && codeHeight >= CODE_HEIGHT.min && codeHeight <= CODE_HEIGHT.max;
  const snippet = ready
    ? embedSnippet(
        {
          pageUrl: subject.pageUrl,
          fn: subject.fn,
          scenario: subject.scenario,
          breakpoints: subject.breakpoints,
          lang: choices.pinLang ? subject.locale : null,
          parentOrigin,
          frame: `mcp-${subject.fn.replaceAll('_', '-')}`,
          step: choices.atStep ? subject.step : null,
          fixed: choices.fixed,
          layout: {
            layout: choices.layout,
            panels: choices.panels,
            codeHeight: heightOk ? codeHeight : null,
            intro: choices.intro,
            langToggle: choices.langToggle,
          },
          checkpoint: choices.checkpoint,
          ...(typeof custom === 'object' && custom !== null ? { custom: custom.encoded } : {}),
        },
        choices.script,
      )
    : '';
  return { snippet, ready, badOrigin, parentOrigin, heightOk };
}
