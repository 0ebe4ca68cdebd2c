/** The practice run as readable text, for the command line. */
import type { PracticeEvent } from './session.ts';

const clip = (text: string, max = 160) => {
  const line = text.trim().replaceAll('\n', ' ⏎ ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function describeEvent(event: PracticeEvent): string {
  switch (event.kind) {
    case 'request':
      return `\n── model request ${event.n} · snapshot: ${event.tools.join(', ')} · system ${event.systemReused ? 'reused' : 'rebuilt (reused: false)'}`;
    case 'tool_use':
      return `   model → ${event.name} ${JSON.stringify(event.input)}  [${event.id}]`;
    case 'approval':
      return `   host approval for ${String(event.tool)} on ${event.server}: ${event.approved ? 'allowed' : 'denied'}`;
    case 'tool_result':
      return `   tool_result [${event.id}] ${event.is_error ? 'ERROR ' : ''}${clip(event.content)}`;
    case 'pool':
      return `   pool published (for the next request): ${event.names.join(', ')}`;
    case 'answer':
      return `   model answer: ${event.text}`;
    case 'late_work':
      return `   server log, later: tools/call ${event.tool} completed → ${event.outcome}${event.clientCancelled ? ' (the client had already given up)' : ''}`;
    case 'rpc': {
      const message = event.message as { method?: string; id?: unknown; error?: { message: string } };
      const what = message.method ?? (message.error ? `error: ${message.error.message}` : 'result');
      return `      ${event.direction === 'send' ? '→' : '←'} ${what}${message.id !== undefined ? ` #${String(message.id)}` : ''}`;
    }
  }
}
