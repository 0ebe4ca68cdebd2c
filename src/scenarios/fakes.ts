/**
 * 本场景的替身：listPage（分页目录）、invoke（外部服务）、askUser（宿主确认），各自记下被调用的情况。
 * The fakes a scenario runs against: listPage (a paginated catalog), invoke (the service), askUser (the host's
 * approval), each logging its calls as the lesson's `page_calls`, `remote_calls` and `approvals` do. What they
 * answer is the scenario's data (its `.json` tab); the lesson's Python builds the same three by hand for each
 * scenario. harness.ts wires them to the entry function and runs it.
 */
import { deepCopy, isDict } from '../adapter/python.ts';
import type { AskUser, Invoke, ListPage, ModelToolCall } from '../adapter/types.ts';
import type { Scenario } from './schema.ts';

/** What the outside world has seen: the same three logs the lesson's fakes keep. */
export type FakeLogs = {
  page_calls: (string | null)[];
  remote_calls: { name: string; arguments: unknown }[];
  approvals: string[];
};

export type Fakes = { listPage: ListPage; invoke: Invoke; askUser: AskUser; logs: FakeLogs };

/** Raised by a fake when the scenario has no page for the requested cursor. */
export class NoSuchPage extends Error {
  override name = 'NoSuchPage';
}

/** A transport failure as the scenario describes it (name and message). */
export class ServiceFailure extends Error {}

/** The three fakes by name, as their calls are reported out of the sandbox. */
export type FakeName = 'listPage' | 'invoke' | 'askUser';

/**
 * Logs one call of a fake, as the lesson's fakes log it. The page logs the calls that crossed out of the
 * sandbox with this same function (app/edit/runner.ts), so its logs and the lesson's are kept alike.
 */
export function logCall(logs: FakeLogs, fake: FakeName, args: readonly unknown[]): void {
  switch (fake) {
    case 'listPage':
      logs.page_calls.push(args[0] as string | null);
      return;
    case 'invoke':
      logs.remote_calls.push({ name: args[0] as string, arguments: deepCopy(args[1]) });
      return;
    case 'askUser':
      logs.approvals.push(args[1] as string);
      return;
  }
}

/**
 * The fakes of a scenario. `onCall` hears each call first, with its arguments as given (the sandbox reports
 * them to the page, which keeps the logs the judge reads).
 */
export function createFakes(scenario: Scenario, onCall?: (fake: FakeName, args: unknown[]) => void): Fakes {
  const logs: FakeLogs = { page_calls: [], remote_calls: [], approvals: [] };
  const input = scenario.input;

  // Methods, not arrows assigned to consts: their names survive minification, and traces show them by name.
  const fakes = {
    // 课程的 list_page(cursor)：记下 cursor，交回这一页的副本。The lesson's list_page: log the cursor, return the page.
    listPage(cursor: string | null): unknown {
      onCall?.('listPage', [cursor]);
      logCall(logs, 'listPage', [cursor]);
      if (!('pages' in input)) throw new NoSuchPage('this scenario has no catalog');
      const entry = input.pages.find((p) => p.cursor === cursor);
      if (entry === undefined) throw new NoSuchPage(`no page for cursor ${JSON.stringify(cursor)}`);
      // A fresh copy each time, as a transport would parse a fresh message.
      return deepCopy(entry.page);
    },

    // 课程的 invoke(remote, arguments)：记下原名和参数，再回答（或抛出，如 transport 场景的超时）。
    // The lesson's invoke: log the original name and the arguments, then answer (or throw: transport's timeout).
    invoke(remote: string, args: Record<string, string>): unknown {
      onCall?.('invoke', [remote, args]);
      logCall(logs, 'invoke', [remote, args]);
      if (!('reply' in input)) throw new ServiceFailure('this scenario has no service reply');
      if ('throws' in input.reply) {
        const failure = new ServiceFailure(input.reply.throws.message);
        failure.name = input.reply.throws.name;
        throw failure;
      }
      return deepCopy(input.reply.result);
    },

    // 课程的 ask_user(snapshot, server)：记下服务名，清空它看到的 input（snapshot['input'].clear()），再作答。
    // The lesson's ask_user: log the server, empty the input it was shown, then answer.
    askUser(snapshot: ModelToolCall, server: string): unknown {
      onCall?.('askUser', [snapshot, server]);
      logCall(logs, 'askUser', [snapshot, server]);
      if (!('approval' in input)) return false;
      // The lesson's host empties the copy it was shown; what is sent must not change.
      if (input.approval.tamper && isDict(snapshot.input)) {
        for (const key of Object.keys(snapshot.input)) delete snapshot.input[key];
      }
      return deepCopy(input.approval.answer);
    },
  };
  const { listPage, invoke, askUser } = fakes;

  return { listPage, invoke, askUser, logs };
}
