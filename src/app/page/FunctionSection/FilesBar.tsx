import type { FunctionId } from '../../../scenarios/functions.ts';
import { ScenarioFiles } from '../../custom/ScenarioFiles.tsx';
import { TraceFiles } from '../../traceFiles/TraceFiles.tsx';

/** Scenario and trace files: download, upload, export, import. */
export function FilesBar({ fn }: { fn: FunctionId }) {
  return (
    <div className="buttons files-bar">
      <ScenarioFiles fn={fn} />
      <TraceFiles fn={fn} />
    </div>
  );
}
