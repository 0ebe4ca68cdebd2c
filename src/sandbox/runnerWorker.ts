/**
 * One runner: a worker for one judgement, started by public/sandbox.html from
 * a blob in a frame with an opaque origin whose CSP allows eval and no
 * network. The page closes it as soon as the answer is in or its clock has
 * run out, so nothing the student's code leaves behind (globals, prototype
 * changes, timers) reaches another judgement.
 *
 * Each call of a fake is reported to the page the moment it is made, through
 * the send channel.ts bound before any student code ran: the page keeps the
 * fakes' logs the judge reads, from what crossed, so a change the student's
 * code makes to `Array.prototype.push`, `MessagePort.prototype.postMessage`
 * or `JSON.stringify` cannot rewrite them; and a call that could not cross is
 * never acted on, and is counted (callReports.ts).
 */
import type { Scenario } from '../scenarios/schema.ts';
import { reportingHooks } from './callReports.ts';
import { takePort } from './channel.ts';
import type { JudgeMessage, WorkerMessage } from './protocol.ts';
import { isJudgeMessage, isWarmMessage } from './requests.ts';
import { runCompiled } from './run.ts';

takePort<WorkerMessage>((port, send) => {
  port.onmessage = async ({ data }: MessageEvent) => {
    if (isWarmMessage(data)) {
      // The lesson's code only (the page's compiler compiled the lesson's text): nothing is reported.
      await runCompiled({ ...data, scenarios: data.scenarios as Scenario[] }).catch(() => undefined);
      send({ kind: 'ready' });
      return;
    }
    if (!isJudgeMessage(data)) return;
    // One request per runner: what comes after it is not read.
    port.onmessage = null;
    void judgeOnce(data, send);
  };
});

async function judgeOnce(request: JudgeMessage, send: (message: WorkerMessage) => boolean): Promise<void> {
  try {
    // Scenarios come from the page, already validated there (scenarios/load.ts).
    const ran = await runCompiled({ ...request, scenarios: request.scenarios as Scenario[] }, reportingHooks(send));
    if (ran.kind === 'problem') send({ kind: 'problem', problem: ran.problem });
    else if (!send({ kind: 'done', trace: ran.trace })) {
      send({ kind: 'crashed', message: 'the trace could not be copied out of the sandbox' });
    }
  } catch (error) {
    send({ kind: 'crashed', message: messageOf(error) });
  }
}

/** An error's message, whatever was thrown (reading it may run the student's code, which may throw again). */
function messageOf(error: unknown): string {
  try {
    return String((error as Error)?.message ?? error).slice(0, 2000);
  } catch {
    return 'an error that cannot be read';
  }
}
