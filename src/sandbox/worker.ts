/**
 * One sandbox worker, for one judgement: started by public/sandbox.html from
 * a blob, in a frame with an opaque origin whose CSP allows eval and no
 * network; the page closes it as soon as the answer is in or its clock has
 * run out, so nothing the student's code leaves behind (globals, prototype
 * changes, timers) reaches another judgement.
 *
 * It takes the page's MessagePort from its first message, compiles the
 * lesson's files while it waits (`warm`: no student code runs), then judges
 * the one request it is given. Each call of a fake is reported to the page
 * the moment it is made, through a send bound before any student code ran:
 * the page keeps the fakes' logs the judge reads, from what crossed, so a
 * change the student's code makes to `Array.prototype.push`,
 * `MessagePort.prototype.postMessage` or `JSON.stringify` cannot rewrite them.
 */
import './processShim.ts';
import type { Scenario } from '../scenarios/schema.ts';
import { judge } from './judge.ts';
import { linker } from './link.ts';
import { type PageMessage, pageMessageSchema, type WorkerMessage } from './protocol.ts';

const scope = self as unknown as {
  origin: string;
  onmessage: ((event: MessageEvent) => void) | null;
  close: () => void;
};

/** Never in the playground's own origin: there the student's code would reach its storage (the frame checks too). */
const opaque = scope.origin === 'null';

scope.onmessage = (event) => {
  scope.onmessage = null;
  const port = event.ports[0];
  if (!port || !opaque) {
    scope.close();
    return;
  }
  // Bound now, before any student code runs: later changes to MessagePort.prototype do not reach it.
  const post = MessagePort.prototype.postMessage.bind(port) as (message: WorkerMessage) => void;
  const send = (message: WorkerMessage): boolean => {
    try {
      post(message);
      return true;
    } catch {
      // A value the structured clone cannot carry (a function, a Proxy, a getter that throws).
      return false;
    }
  };
  port.onmessage = ({ data }: MessageEvent) => {
    const message = pageMessageSchema.safeParse(data);
    if (!message.success) return;
    void handle(message.data, send, () => {
      // One request per worker: what comes after it is not read.
      port.onmessage = null;
    });
  };
};

async function handle(message: PageMessage, send: (message: WorkerMessage) => boolean, taken: () => void) {
  if (message.kind === 'warm') {
    const link = linker(message.sources);
    for (const file of Object.keys(message.sources)) await link.prepare(file);
    send({ kind: 'ready' });
    return;
  }
  taken();
  const { fn, sources, scenarios, trace } = message;
  try {
    // Scenarios come from the page, already validated there (scenarios/load.ts).
    const judged = await judge(
      { fn, sources, scenarios: scenarios as Scenario[], ...(trace ? { trace } : {}) },
      {
        linked: (stoppable) => send({ kind: 'linked', stoppable }),
        call: (run, fake, args) => {
          if (!send({ kind: 'call', run, fake, args })) {
            send({
              kind: 'call',
              run,
              fake,
              args: [],
              refused: 'the arguments could not be copied out of the sandbox',
            });
          }
        },
        ran: (run, result, stepLimit) => {
          if (!send({ kind: 'run', run, observed: result.observed, stepLimit })) {
            send({
              kind: 'run',
              run,
              observed: null,
              stepLimit,
              refused: 'the value could not be copied out of the sandbox',
            });
          }
        },
      },
    );
    if (judged.kind === 'problem') send({ kind: 'problem', problem: judged.problem });
    else if (!send({ kind: 'done', trace: judged.trace }))
      send({ kind: 'crashed', message: 'the trace could not be copied out of the sandbox' });
  } catch (error) {
    send({ kind: 'crashed', message: describe(error) });
  }
}

/** An error's message, whatever was thrown (reading it may run the student's code, which may throw again). */
function describe(error: unknown): string {
  try {
    return String((error as Error)?.message ?? error).slice(0, 2000);
  } catch {
    return 'an error that cannot be read';
  }
}
