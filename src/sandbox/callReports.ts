/**
 * What a runner tells the page of each run: the code loaded, each call of a fake, each run's end. Every call is
 * counted in the runner's own closure before it is reported (an increment cannot fail where a structured clone
 * can), and the count goes with the run's end, so the page can tell when a call was made that never crossed. A call
 * whose report cannot cross at all (near the stack limit the serializer itself throws) throws back into the fake,
 * which reports before it does anything: no fake acts on a call the judge did not see.
 */
import type { WorkerMessage } from './protocol.ts';
import type { RunHooks } from './run.ts';

/** Thrown into a fake whose call could not be reported: the fake stops there, before it acts. */
export class CallNotReported extends Error {
  override name = 'CallNotReported';
}

export function reportingHooks(send: (message: WorkerMessage) => boolean): Required<RunHooks> {
  const made: number[] = [];
  return {
    linked: () => {
      send({ kind: 'linked' });
    },
    call: (run, fake, args) => {
      made[run] = (made[run] ?? 0) + 1;
      if (send({ kind: 'call', run, fake, args })) return;
      const refused = 'the arguments could not be copied out of the sandbox';
      if (send({ kind: 'call', run, fake, args: [], refused })) return;
      throw new CallNotReported('the call could not be reported to the page');
    },
    ran: (run, result, stepLimit) => {
      const calls = made[run] ?? 0;
      if (send({ kind: 'run', run, observed: result.observed, stepLimit, calls })) return;
      send({
        kind: 'run',
        run,
        observed: null,
        stepLimit,
        calls,
        refused: 'the value could not be copied out of the sandbox',
      });
    },
  };
}
