/**
 * Stands in for monaco-editor's `internal/common/workers.js` when the JSON language imports it (vite.config.ts
 * redirects that one import). The original imports some seventy editor features for their side effects; loaded
 * after the page's first editor, some of them ask for services Monaco no longer registers (it collects services
 * once, at the first editor), so every editor made afterwards logged five "depends on UNKNOWN service" errors and
 * the JSON editor lost its undo history. This keeps what a JSON editor uses: completion (its service is
 * registered with the core, in shared/CodeView/monaco.ts), hover, folding, formatting, selection, find and
 * bracket matching, and the same `createWebWorker` as the original.
 */
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/smartSelect/browser/smartSelect';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import { editor } from 'monaco-editor/editor/editor.api';

type WorkerOptions = {
  label?: string;
  moduleId?: string;
  createWorker?: () => Worker;
  createData?: unknown;
  host?: Record<string, (...args: unknown[]) => unknown>;
  keepIdleModels?: boolean;
};
type Environment = { getWorker?: (id: string, label: string) => Worker | Promise<Worker> };

function getWorker(options: WorkerOptions): Worker | Promise<Worker> {
  const environment = (globalThis as { MonacoEnvironment?: Environment }).MonacoEnvironment;
  if (environment?.getWorker) return environment.getWorker('workerMain.js', options.label ?? 'monaco-editor-worker');
  if (options.createWorker) return options.createWorker();
  throw new Error('MonacoEnvironment.getWorker is not defined');
}

/** As the original: start the labelled worker, hand it its create data, and wrap it for the editor. */
export function createWebWorker(options: WorkerOptions) {
  const worker = Promise.resolve(getWorker(options)).then((started) => {
    started.postMessage('ignore');
    started.postMessage(options.createData);
    return started;
  });
  return editor.createWebWorker({ worker, host: options.host, keepIdleModels: options.keepIdleModels } as never);
}
