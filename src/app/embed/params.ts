/**
 * The embed URL: the page's own parameters (function, scenario, breakpoints,
 * step, language) plus the embed-only ones, each through a typed converter
 * with an allowlist. Unknown parameters are refused with a notice.
 */

import pathFile from '../../../questions/path.json';
import type { FunctionId } from '../../scenarios/functions.ts';
import { type Problem, problem } from '../../validation/problem.ts';
import { type LinkCatalog, type LinkState, PAGE_PARAMS, parseLink, shown } from '../shared/params.ts';

export const EMBED_PARAMS = [
  ...PAGE_PARAMS,
  'embed',
  'fixed',
  'origins',
  'frame',
  'layout',
  'panels',
  'codeHeight',
  'intro',
  'langToggle',
  'exercise',
  'checkpoint',
] as const;

/** The bug hunts' ids (only the ids are bundled here: JSON's named export), the allowlist of `exercise=`. */
export const EXERCISES: readonly string[] = Object.values(
  import.meta.glob<string>('../../../bughunts/*.json', { eager: true, import: 'id' }),
).sort();

/** Code beside the panels (a course column of 560 px or more), or above them. */
export const LAYOUTS = ['side', 'stack'] as const;
export type EmbedLayout = (typeof LAYOUTS)[number];

/** The panels a course page may show, in the order they are drawn. */
export const PANELS = ['guidance', 'variables', 'fakes', 'output'] as const;
export type EmbedPanel = (typeof PANELS)[number];

/**
 * The code view's height limit in an embed, in CSS pixels: taller code scrolls inside it (long lines still
 * wrap), so the paused line and the variables fit in a course page's screen together.
 */
export const CODE_HEIGHT = { min: 160, max: 2000, fallback: 440 } as const;

/** How the frame lays out its section: the course page's choice (docs/embed.md). */
export type EmbedLayoutConfig = {
  layout: EmbedLayout;
  panels: readonly EmbedPanel[];
  codeHeight: number | null;
  /** The section's introduction (the course page usually has its own text). */
  intro: boolean;
  /** The language toggle inside the frame. */
  langToggle: boolean;
};

export type EmbedConfig = EmbedLayoutConfig & {
  link: LinkState;
  /** The section shown. */
  fn: FunctionId;
  /** The scenario cannot be changed from the frame (no picker). */
  fixed: boolean;
  /** Origins whose pages may drive the frame and receive its events. */
  origins: string[];
  /** Echoed in every event, so a page with several frames knows which one spoke. */
  frame: string;
  /** A bug hunt to open in edit mode (its id); `exerciseSolved` is posted when it is solved. */
  exercise: string | null;
  /** A checkpoint of the lesson path to open (its id): `checkpointPassed` and `progress` are posted as it goes. */
  checkpoint: string | null;
};

const FRAME_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** An allowed parent origin: http(s), no path, no credentials; what `new URL(x).origin` gives back. */
export function parseOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/** How many course-page origins one frame listens to; more are refused with a notice, never dropped silently. */
export const MAX_ORIGINS = 8;

export function parseEmbed(search: string, catalog: LinkCatalog): { config: EmbedConfig; problems: Problem[] } {
  const { state, problems } = parseLink(search, catalog, EMBED_PARAMS);
  const params = new URLSearchParams(search);
  const fixed = params.get('fixed');
  if (fixed !== null && fixed !== '1' && fixed !== '0')
    problems.push(problem('', 'link_value', { name: 'fixed', value: shown(fixed), allowed: '0, 1' }));
  const origins: string[] = [];
  const listed = (params.get('origins') ?? '').split(',').filter(Boolean);
  if (listed.length > MAX_ORIGINS)
    problems.push(problem('', 'link_origins_kept', { limit: MAX_ORIGINS, count: listed.length }));
  for (const raw of listed.slice(0, MAX_ORIGINS)) {
    const origin = parseOrigin(raw);
    if (origin) origins.push(origin);
    else problems.push(problem('', 'link_origin', { value: shown(raw) }));
  }
  const flag = (name: string, fallback: boolean) => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    if (raw === '1' || raw === '0') return raw === '1';
    problems.push(problem('', 'link_value', { name, value: shown(raw), allowed: '0, 1' }));
    return fallback;
  };
  const layoutRaw = params.get('layout');
  const layout = (LAYOUTS as readonly string[]).includes(layoutRaw ?? '') ? (layoutRaw as EmbedLayout) : 'side';
  if (layoutRaw !== null && layout !== layoutRaw)
    problems.push(problem('', 'link_value', { name: 'layout', value: shown(layoutRaw), allowed: LAYOUTS.join(', ') }));
  const panelsRaw = params.get('panels');
  let panels: readonly EmbedPanel[] = PANELS;
  if (panelsRaw !== null) {
    const asked = panelsRaw.split(',');
    const bad = asked.filter((name) => !(PANELS as readonly string[]).includes(name));
    if (bad.length > 0 || panelsRaw === '')
      problems.push(problem('', 'link_value', { name: 'panels', value: shown(panelsRaw), allowed: PANELS.join(', ') }));
    else panels = PANELS.filter((name) => asked.includes(name));
  }
  const heightRaw = params.get('codeHeight');
  let codeHeight: number | null = CODE_HEIGHT.fallback;
  if (heightRaw !== null) {
    const value = /^\d{1,4}$/.test(heightRaw) ? Number(heightRaw) : Number.NaN;
    if (value >= CODE_HEIGHT.min && value <= CODE_HEIGHT.max) codeHeight = value;
    else
      problems.push(
        problem('', 'link_value', {
          name: 'codeHeight',
          value: shown(heightRaw),
          allowed: `${CODE_HEIGHT.min}–${CODE_HEIGHT.max}`,
        }),
      );
  }
  const exerciseRaw = params.get('exercise');
  const exercise = exerciseRaw !== null && EXERCISES.includes(exerciseRaw) ? exerciseRaw : null;
  if (exerciseRaw !== null && exercise === null)
    problems.push(
      problem('', 'link_value', { name: 'exercise', value: shown(exerciseRaw), allowed: EXERCISES.join(', ') }),
    );
  const checkpointRaw = params.get('checkpoint');
  // A checkpoint of this section's function, a debug one or a bug hunt (its section's); Practice has none.
  const embeddable = embeddableCheckpoints(state.fn ?? 'discover_tools').map((c) => c.id);
  const checkpoint = checkpointRaw !== null && embeddable.includes(checkpointRaw) ? checkpointRaw : null;
  if (checkpointRaw !== null && checkpoint === null)
    problems.push(
      problem('', 'link_value', { name: 'checkpoint', value: shown(checkpointRaw), allowed: embeddable.join(', ') }),
    );
  const frameRaw = params.get('frame');
  if (frameRaw !== null && !FRAME_ID.test(frameRaw))
    problems.push(problem('', 'link_frame', { value: shown(frameRaw) }));
  return {
    config: {
      link: state,
      fn: state.fn ?? 'discover_tools',
      fixed: fixed === '1' && state.scenario !== null,
      origins,
      frame: frameRaw !== null && FRAME_ID.test(frameRaw) ? frameRaw : 'playground',
      layout,
      panels,
      codeHeight,
      intro: flag('intro', true),
      langToggle: flag('langToggle', true),
      exercise,
      checkpoint,
    },
    problems,
  };
}

/** The path's checkpoints a section's frame can open (`checkpoint=`): its debug checkpoints and bug hunts. */
export function embeddableCheckpoints(fn: FunctionId) {
  return pathFile.checkpoints.flatMap((c) =>
    (c.kind === 'debug' || c.kind === 'hunt') && c.function === fn
      ? [{ id: c.id, kind: c.kind, title: c.title, scenario: c.scenario ?? null, hunt: c.hunt ?? null }]
      : [],
  );
}
