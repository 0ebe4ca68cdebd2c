/** What the page shows, read back as data: the printed value, and the Fakes panel's lists as the fakes' logs. Pure. */
import type { FakeLogs } from '../scenarios/harness.ts';

/** The lists read back as the fakes' logs: cursors as JSON, `name {arguments}`, server names. */
export function parseFakes([pages, remote, approvals]: [string[], string[], string[]]): FakeLogs {
  return {
    page_calls: pages.map((text) => JSON.parse(text)),
    remote_calls: remote.map((text) => {
      const space = text.indexOf(' ');
      return { name: text.slice(0, space), arguments: JSON.parse(text.slice(space + 1)) };
    }),
    approvals,
  };
}

/** The output as the printed JSON value; throws, saying what it was, when it is not one. */
export function parseOutput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`the output is not the printed JSON value: ${JSON.stringify(text.slice(0, 200))}`);
  }
}
