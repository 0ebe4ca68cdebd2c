/**
 * The class being read, off the page's thread (report.html): a large export takes seconds to parse and count, and the
 * page goes on saying which file it is on. It keeps the class's items (src/report/read.ts) for the page's visit and
 * answers each file with what it was and the class's figures as they now stand.
 */
import type { LearnerItem } from '../../report/read.ts';
import { readFile } from '../../report/read.ts';
import { type Answer, type Ask, viewOf } from './classView.ts';

let items: LearnerItem[] = [];

self.onmessage = async (event: MessageEvent<Ask>) => {
  const ask = event.data;
  if ('clear' in ask) {
    items = [];
    self.postMessage({ read: null, view: viewOf(items) } satisfies Answer);
    return;
  }
  let read: Answer['read'];
  try {
    const result = readFile(ask.file.name, await ask.file.text());
    if (result.kind) {
      items = items.concat(result.items);
      read = { kind: result.kind };
    } else read = { kind: null, problem: result.problem };
  } catch (error) {
    read = { kind: null, problem: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage({ read, view: viewOf(items) } satisfies Answer);
};
