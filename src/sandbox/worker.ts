/**
 * The sandbox's worker: started by public/sandbox.html from a blob, in a
 * frame with an opaque origin whose CSP allows eval and no network. It takes
 * the page's MessagePort from its first message and answers each request on
 * it; the port stays in this closure, out of the student's code's reach.
 */
import './processShim.ts';
import type { Scenario } from '../scenarios/schema.ts';
import { judge } from './judge.ts';
import { type Answer, requestSchema } from './protocol.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null };

scope.onmessage = (event) => {
  const port = event.ports[0];
  if (!port) return;
  scope.onmessage = null;
  port.postMessage({ ready: true });
  port.onmessage = async ({ data }: MessageEvent) => {
    const request = requestSchema.safeParse(data);
    if (!request.success) return;
    const { id, fn, sources, scenarios, trace } = request.data;
    let answer: Answer;
    try {
      // Scenarios come from the page, already validated there (scenarios/load.ts).
      const judged = await judge({ fn, sources, scenarios: scenarios as Scenario[], ...(trace ? { trace } : {}) }, () =>
        port.postMessage({ id, running: true }),
      );
      answer = { id, judged } as Answer;
    } catch (error) {
      answer = { id, judged: { kind: 'crashed', message: String((error as Error)?.message ?? error).slice(0, 2000) } };
    }
    try {
      port.postMessage(answer);
    } catch (error) {
      // A value the structured clone cannot carry (a function returned by the student's code, say).
      port.postMessage({ id, judged: { kind: 'crashed', message: String((error as Error).message).slice(0, 2000) } });
    }
  };
};
