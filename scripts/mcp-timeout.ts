/** npm run mcp:timeout — the service answers after 1 s, the client waits 0.1 s; what each side saw, in order. */
import { withStdioSession } from '../src/mcp/host/stdioSession.ts';
import { SERVICE_DELAY_MS, timeoutExperiment, WHY } from '../src/mcp/host/timeoutExperiment.ts';

const report = await withStdioSession({ mode: 'delayed', delayMs: SERVICE_DELAY_MS }, timeoutExperiment);
for (const line of report.timeline) console.log(line);
console.log(`\n${WHY}`);
