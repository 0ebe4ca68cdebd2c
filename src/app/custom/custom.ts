/**
 * Scenarios of a student's own: validating edits, sharing by link, scenario
 * files in and out. The validator (zod) loads with the first edit.
 */
// Before any zod schema is used here (scenario data, trace files): no eval probe under the page's CSP.
import '../../mcp/shared/noEval.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { type Problem, problem } from '../../validation/problem.ts';
import { debug, run } from '../debugger/runs.ts';
import { download, FILE_LIMITS, withinLimit } from '../shared/files.ts';
import { decodeShare, encodeShare, MAX_LINK_PARAM, shareProblem } from '../shared/share.ts';
import { actions, CUSTOM, type CustomLink, currentScenario, usePlayground } from '../state/playground.ts';

let latest = 0;

/** A link parameter for the text: the packed text, or null when it is too long for a link. */
async function packed(text: string): Promise<CustomLink | null> {
  const encoded = await encodeShare(text);
  return encoded.length > MAX_LINK_PARAM ? null : { custom: encoded };
}

/**
 * Validates the text and keeps it, valid or not: an edit never loses what was typed. `from` is the link
 * parameter it arrived by (kept in the address bar while the text is unchanged); `step`, a link's paused step.
 */
export async function editCustom(
  fn: FunctionId,
  text: string,
  from?: { link: CustomLink; step?: number | null },
): Promise<void> {
  const token = ++latest;
  const before = usePlayground.getState().sections[fn].custom;
  actions.setCustom(fn, {
    text,
    scenario: before?.scenario ?? null,
    problems: before?.problems ?? [],
    checking: true,
    link: before?.text === text ? before.link : null,
  });
  const [{ validateCustom }, link] = await Promise.all([
    import('../../scenarios/custom.ts'),
    from ? Promise.resolve(from.link) : packed(text),
  ]);
  if (token !== latest) return;
  const { scenario, problems } = validateCustom(text, fn);
  actions.setCustom(fn, { text, scenario, problems, checking: false, link });
  // Valid data shows what it comes to at once, as picking a lesson scenario does; a link's step pauses there.
  if (scenario && from?.step) await debug(fn, from.step);
  else if (scenario) await run(fn);
}

/** Custom, prefilled with the scenario shown now (or kept, when there already is one). */
export async function openCustom(fn: FunctionId): Promise<void> {
  const section = usePlayground.getState().sections[fn];
  const shown = await currentScenario(fn, section);
  actions.selectScenario(fn, CUSTOM);
  if (section.custom) return;
  const { scenarioText } = await import('../../scenarios/custom.ts');
  // An upload or a link may have filled it while the validator loaded: that text wins.
  if (shown && !usePlayground.getState().sections[fn].custom) await editCustom(fn, scenarioText(shown));
}

/** A link that opens this custom scenario, or null (and a notice) when it is too large for a link. */
export async function shareLink(fn: FunctionId): Promise<string | null> {
  const section = usePlayground.getState().sections[fn];
  if (!section.custom) return null;
  const encoded = await encodeShare(section.custom.text);
  if (encoded.length > MAX_LINK_PARAM) {
    actions.setNotice(fn, { key: 'shareTooLarge', values: { size: encoded.length, max: MAX_LINK_PARAM } });
    return null;
  }
  const url = new URL(location.href);
  url.searchParams.set('fn', fn);
  url.searchParams.set('scenario', CUSTOM);
  url.searchParams.set('custom', encoded);
  url.searchParams.delete('step');
  return url.href;
}

/** Restores a custom scenario from a link's parameter (paused at `step`, when the link has one). */
export async function openShared(fn: FunctionId, param: string, step: number | null = null): Promise<void> {
  try {
    const text = await decodeShare(param);
    actions.selectScenario(fn, CUSTOM);
    await editCustom(fn, text, { link: { custom: param }, step });
  } catch (error) {
    const why = shareProblem(error, { tooLarge: 'share_too_large', unreadable: 'share_unreadable' });
    actions.setNotice(fn, { key: 'shareUnreadable', problems: [why] });
  }
}

class FileProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.code);
  }
}

/** An instructor's scenario file on this site (a relative path), validated like any custom scenario. */
export async function openScenarioFile(fn: FunctionId, path: string, step: number | null = null): Promise<void> {
  try {
    if (!/^[\w./-]{1,200}\.json$/.test(path) || path.startsWith('/') || path.includes('..') || path.includes('//')) {
      throw new FileProblem(problem('', 'scenario_path'));
    }
    const response = await fetch(new URL(path, location.href), { credentials: 'same-origin' });
    if (!response.ok) throw new FileProblem(problem('', 'http_status', { file: path, status: response.status }));
    actions.selectScenario(fn, CUSTOM);
    await editCustom(fn, await response.text(), { link: { scenarioFile: path }, step });
  } catch (error) {
    // A network failure has no code of ours: the browser's own words are kept.
    const why =
      error instanceof FileProblem ? error.problem : problem('', 'invalid', { message: (error as Error).message });
    actions.setNotice(fn, { key: 'scenarioFileFailed', problems: [why] });
  }
}

export async function downloadScenario(fn: FunctionId): Promise<void> {
  const section = usePlayground.getState().sections[fn];
  const { scenarioText } = await import('../../scenarios/custom.ts');
  const text =
    section.custom && section.scenarioId === CUSTOM
      ? section.custom.text
      : scenarioText((await currentScenario(fn, section)) as never);
  download(`${fn}-${section.scenarioId}.json`, text, 'application/json');
}

export async function uploadScenario(fn: FunctionId, file: File): Promise<void> {
  if (!withinLimit(fn, file, FILE_LIMITS.scenario)) return;
  actions.selectScenario(fn, CUSTOM);
  await editCustom(fn, await file.text());
}
