/**
 * Scenarios of a student's own, and traces as files: validating edits,
 * sharing by link, files in and out, and importing a trace to replay it
 * without running anything. The validator (zod) loads with the first edit.
 */
// Before any zod schema is used here (scenario data, trace files): no eval probe under the page's CSP.
import '../../mcp/shared/noEval.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { actions, CUSTOM, currentScenario, updateSection, usePlayground } from '../state/playground.ts';
import { visibleSteps } from '../utils/session.ts';
import { decodeShare, encodeShare, MAX_LINK_PARAM } from '../utils/share.ts';
import { run } from './actions.ts';

let latest = 0;

/** Validates the text and keeps it, valid or not: an edit never loses what was typed. */
export async function editCustom(fn: FunctionId, text: string): Promise<void> {
  const token = ++latest;
  const before = usePlayground.getState().sections[fn].custom;
  actions.setCustom(fn, { text, scenario: before?.scenario ?? null, problems: before?.problems ?? [], checking: true });
  const { validateCustom } = await import('../../scenarios/custom.ts');
  if (token !== latest) return;
  const { scenario, problems } = validateCustom(text, fn);
  actions.setCustom(fn, { text, scenario, problems, checking: false });
  // Valid data shows what it comes to at once, as picking a lesson scenario does.
  if (scenario) await run(fn);
}

/** Custom, prefilled with the scenario shown now (or kept, when there already is one). */
export async function openCustom(fn: FunctionId): Promise<void> {
  const section = usePlayground.getState().sections[fn];
  const shown = currentScenario(fn, section);
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

/** Restores a custom scenario from a link's parameter. */
export async function openShared(fn: FunctionId, param: string): Promise<void> {
  try {
    const text = await decodeShare(param);
    actions.selectScenario(fn, CUSTOM);
    await editCustom(fn, text);
  } catch (error) {
    actions.setNotice(fn, { key: 'shareUnreadable', values: { detail: (error as Error).message } });
  }
}

/** An instructor's scenario file on this site (a relative path), validated like any custom scenario. */
export async function openScenarioFile(fn: FunctionId, path: string): Promise<void> {
  try {
    if (!/^[\w./-]{1,200}\.json$/.test(path) || path.startsWith('/') || path.includes('..') || path.includes('//')) {
      throw new Error('a relative path to a .json file on this site, like scenarios/my-exercise.json');
    }
    const response = await fetch(new URL(path, location.href), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    actions.selectScenario(fn, CUSTOM);
    await editCustom(fn, await response.text());
  } catch (error) {
    actions.setNotice(fn, { key: 'scenarioFileFailed', values: { detail: (error as Error).message } });
  }
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadScenario(fn: FunctionId): Promise<void> {
  const section = usePlayground.getState().sections[fn];
  const { scenarioText } = await import('../../scenarios/custom.ts');
  const text =
    section.custom && section.scenarioId === CUSTOM
      ? section.custom.text
      : scenarioText(currentScenario(fn, section) as never);
  download(`${fn}-${section.scenarioId}.json`, text, 'application/json');
}

/** Files larger than these are refused before they are read: a scenario has its own limit, a trace room for 10,000 steps. */
export const FILE_LIMITS = { scenario: 64 * 1024, trace: 16 * 1024 * 1024 } as const;

const kib = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KiB`;

/** False (and a notice) when the file is over its limit: nothing of it is read. */
function withinLimit(fn: FunctionId, file: File, limit: number): boolean {
  if (file.size <= limit) return true;
  actions.setNotice(fn, { key: 'fileTooLarge', values: { size: kib(file.size), limit: kib(limit) } });
  return false;
}

export async function uploadScenario(fn: FunctionId, file: File): Promise<void> {
  if (!withinLimit(fn, file, FILE_LIMITS.scenario)) return;
  actions.selectScenario(fn, CUSTOM);
  await editCustom(fn, await file.text());
}

export async function importTraceFile(fn: FunctionId, file: File): Promise<void> {
  if (!withinLimit(fn, file, FILE_LIMITS.trace)) return;
  await importTrace(fn, await file.text());
}

export async function exportTrace(fn: FunctionId): Promise<void> {
  const debug = usePlayground.getState().sections[fn].debug;
  if (debug.status !== 'ready') return;
  const { serializeTrace } = await import('../../tracer/serialize.ts');
  download(
    `${debug.session.trace.function}-${debug.session.trace.scenario}.trace.json`,
    serializeTrace(debug.session.trace),
    'application/json',
  );
}

/** Replays a trace file: nothing runs; a file of another version or another source text is refused. */
export async function importTrace(fn: FunctionId, text: string): Promise<void> {
  const [{ isTraceProblem, parseTrace }, { TRACED_SOURCES }] = await Promise.all([
    import('../../tracer/parse.ts'),
    import('../../scenarios/moreSources.ts'),
  ]);
  const sources = Object.fromEntries(Object.values(TRACED_SOURCES).map((file) => [file.file, file.source]));
  const parsed = parseTrace(text, sources);
  if (isTraceProblem(parsed)) {
    actions.setNotice(fn, { key: `traceRefused_${parsed.reason}`, values: { detail: parsed.detail } });
    return;
  }
  if (parsed.function !== fn) {
    actions.setNotice(fn, { key: 'traceOtherFunction', values: { detail: parsed.function } });
    return;
  }
  const trace: Trace = parsed;
  const { intoHelpers } = usePlayground.getState().sections[fn];
  updateSection(fn, () => ({
    debug: {
      status: 'ready',
      session: { trace, visible: visibleSteps(trace, intoHelpers), position: 0 },
      imported: true,
    },
    notice: null,
  }));
}
