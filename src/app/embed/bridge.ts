/**
 * The embed's side of the message protocol: commands are taken only from the
 * parent window and only from the origins the embed URL allows; events
 * (ready, height, stepped, finished, exerciseSolved, progress, checkpointPassed) are posted only to those origins.
 * A frame that lists no origin still tells any parent its height (a number,
 * nothing of the student's), so a pasted snippet grows with its content.
 * Anything else is ignored and reported on the console once per kind.
 */

import { commandForEmbed, dispatch, isPlain } from '../debugger/commands.ts';
import { onHuntSolved } from '../debugger/huntEvents.ts';
import { onProgress, readProgress } from '../state/pathRecord.ts';
import { scenarioOf, usePlayground } from '../state/playground.ts';
import { currentStep, frameOf, lastPosition } from '../state/traceCursor.ts';
import type { EmbedConfig } from './params.ts';
import { type Command, type EmbedEvent, EVENT, parseIncoming } from './protocol.ts';

export function startEmbedBridge(config: EmbedConfig, root: HTMLElement): () => void {
  const fn = config.fn;
  const allowed = new Set(config.origins);
  let parentOrigin: string | null = null;
  const warned = new Set<string>();
  const warnOnce = (key: string, text: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(`[mcp-playground] ${text}`);
  };

  const post = (event: EmbedEvent) => {
    if (window.parent === window) return;
    const message = { type: EVENT, frame: config.frame, ...event };
    // A message whose target origin is not the parent's is dropped by the browser: only allowed pages hear us.
    const targets = parentOrigin ? [parentOrigin] : [...allowed];
    if (targets.length === 0 && event.event === 'height') targets.push('*');
    for (const origin of targets) window.parent.postMessage(message, origin);
  };

  const execute = (command: Command) => {
    if (command.command === 'select-scenario') {
      if (config.fixed) return warnOnce('fixed', 'select-scenario ignored: this frame shows a fixed scenario');
      if (!scenarioOf(fn, command.scenario))
        return warnOnce(`scenario:${command.scenario}`, `no scenario ${command.scenario}`);
      dispatch('selectScenario', fn, command.scenario);
      return;
    }
    if (command.command === 'set-breakpoints') {
      dispatch('setBreakpoints', fn, command.lines);
      return;
    }
    const id = commandForEmbed(command.command);
    // The protocol's parser admits only the registry's names, so an unknown one is a bug here, said once.
    if (!id || !isPlain(id)) return warnOnce(`command:${command.command}`, `no command ${command.command}`);
    dispatch(id, fn);
  };

  let height = -1;
  const reportHeight = () => {
    const next = Math.ceil(root.getBoundingClientRect().height);
    if (next !== height) {
      height = next;
      post({ event: 'height', height });
    }
  };
  const observer = new ResizeObserver(reportHeight);
  observer.observe(root);

  // How many of the parent's messages were refused, on <html data-ignored-messages>: a course page's developer (and
  // a test) can wait for "all N refused" instead of waiting a while and hoping (docs/testids.md).
  let ignored = 0;
  const ignore = (key: string, warning: string) => {
    warnOnce(key, warning);
    document.documentElement.dataset.ignoredMessages = String(++ignored);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || window.parent === window) return;
    if (!allowed.has(event.origin)) {
      ignore(`origin:${event.origin}`, `ignored messages from ${event.origin}: not among the embed URL's origins`);
      return;
    }
    const incoming = parseIncoming(event.data);
    if (!incoming) {
      ignore(`malformed:${event.origin}`, `ignored a malformed message from ${event.origin} (see docs/embed.md)`);
      return;
    }
    if (incoming.kind === 'hello') {
      parentOrigin = event.origin;
      height = -1;
      post({ event: 'ready', fn, scenario: usePlayground.getState().sections[fn].scenarioId });
      reportHeight();
      return;
    }
    execute(incoming.command);
  };
  window.addEventListener('message', onMessage);

  // A checkpoint's frame keeps the run's output, the answer to its questions, until the checkpoint passes: then the
  // last `finished` held back is posted (a course page that prints outputs prints it only then).
  let passed = config.checkpoint === null || readProgress().passed[config.checkpoint] !== undefined;
  let heldBack: string | null = null;
  const finish = (output: string) => {
    if (passed) post({ event: 'finished', output });
    else heldBack = output;
  };
  let lastStep: string | null = null;
  let lastOutput: string | null = null;
  const unsubscribe = usePlayground.subscribe((state) => {
    const section = state.sections[fn];
    if (section.debug.status === 'ready') {
      const cursor = section.debug.cursor;
      const key = `${cursor.trace.scenario}:${cursor.position}`;
      if (key !== lastStep) {
        lastStep = key;
        const finished = cursor.position === lastPosition(cursor);
        post({
          event: 'stepped',
          step: cursor.position + 1,
          of: cursor.trace.steps.length,
          line: frameOf(currentStep(cursor))?.line ?? null,
        });
        if (finished) finish(cursor.trace.output);
      }
    } else {
      lastStep = null;
      if (section.run.status === 'done' && section.run.result.output !== lastOutput) {
        lastOutput = section.run.result.output;
        finish(lastOutput);
      }
    }
  });

  // The course page hears of a solved exercise (a bug hunt of this section), once per solving.
  const stopSolved = onHuntSolved((solvedFn, solve) => {
    if (solvedFn === fn) post({ event: 'exerciseSolved', ...solve });
  });

  // The lesson path's record, as the student answers in this frame (a frame opened on a checkpoint, or any other).
  const stopProgress = onProgress(({ record, passed: justPassed, done, total }) => {
    post({ event: 'progress', done, total, checkpoint: record.last });
    if (justPassed) post({ event: 'checkpointPassed', ...justPassed });
    if (passed || !config.checkpoint || !record.passed[config.checkpoint]) return;
    passed = true;
    if (heldBack !== null) post({ event: 'finished', output: heldBack });
    heldBack = null;
  });

  post({ event: 'ready', fn, scenario: usePlayground.getState().sections[fn].scenarioId });
  reportHeight();
  return () => {
    stopProgress();
    stopSolved();
    observer.disconnect();
    window.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
