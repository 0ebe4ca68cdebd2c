/**
 * The sandbox's compiler: one worker per visit, in the sandbox's frame. It
 * instruments the files of each request (Babel, as the build does) and hands
 * back their compiled text and the entry's breakpoint lines; it never runs
 * them, so no student code ever runs here and its cache can be kept.
 */
import './processShim.ts';
import { ENTRY_FILES } from '../scenarios/manifest.ts';
import { stoppableLines } from '../tracer/instrument.ts';
import { takePort } from './channel.ts';
import { compileFiles, LinkError } from './link.ts';
import { problemOf } from './modules.ts';
import type { CompileRequest, CompilerMessage } from './protocol.ts';
import { isCompileRequest } from './requests.ts';

takePort<CompilerMessage>((port, send) => {
  // One request at a time, each announced as it starts: the page's clock for it runs only while it is compiled.
  let queue = Promise.resolve();
  port.onmessage = ({ data }: MessageEvent) => {
    if (!isCompileRequest(data)) return;
    queue = queue.then(() => compileOne(data, send));
  };
  send({ kind: 'ready' });
});

async function compileOne({ id, fn, sources }: CompileRequest, send: (message: CompilerMessage) => boolean) {
  const entry = ENTRY_FILES[fn];
  send({ kind: 'started', id });
  try {
    const scripts = await compileFiles(sources, entry.file);
    send({ kind: 'compiled', id, scripts });
    // After the scripts: a runner runs them meanwhile.
    send({ kind: 'stoppable', id, lines: stoppableLines(sources[entry.file] ?? '', entry.file) });
  } catch (error) {
    if (error instanceof LinkError) {
      const problem = problemOf(error);
      send({ kind: 'problem', id, problem: { ...problem, message: problem.message.slice(0, 2000) } });
    } else {
      send({ kind: 'crashed', id, message: String((error as Error)?.message ?? error).slice(0, 2000) });
    }
  }
}
