import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { Picker } from '../shared/Picker.tsx';
import { readProgress } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { embeddableCheckpoints } from './params.ts';
import { SCRIPT_FREE_HEIGHT } from './snippet.ts';
import { EMBED_TEXT } from './text.ts';

export type CourseChoiceState = {
  checkpoint: string | null;
  script: boolean;
  setCheckpoint: (id: string | null) => void;
  setScript: (on: boolean) => void;
};

/** The checkpoint the student opened from the path and is on in this section (its scenario, or its hunt). */
export function openedCheckpoint(fn: FunctionId): string | null {
  const last = readProgress().last;
  const checkpoint = embeddableCheckpoints(fn).find((c) => c.id === last);
  if (!checkpoint) return null;
  const section = usePlayground.getState().sections[fn];
  const here = checkpoint.kind === 'hunt' ? section.editing : section.scenarioId === checkpoint.scenario;
  return here ? checkpoint.id : null;
}

const NONE = '';

export function CourseChoices({ fn, choices }: { fn: FunctionId; choices: CourseChoiceState }) {
  const te = useTextOf(EMBED_TEXT);
  const locale = usePlayground((state) => state.locale);
  const checkpoints = embeddableCheckpoints(fn);
  const command = `npm run package:scorm${choices.checkpoint ? ` -- --checkpoints ${choices.checkpoint}` : ''}`;
  return (
    <div className="embed-course" data-testid="embed-course">
      <Picker
        className="embed-field"
        label={te('embedCheckpoint')}
        testId="embed-checkpoint"
        value={choices.checkpoint ?? NONE}
        options={[NONE, ...checkpoints.map((c) => c.id)]}
        optionText={(id) =>
          id === NONE ? te('embedCheckpointNone') : (checkpoints.find((c) => c.id === id)?.title[locale] ?? id)
        }
        onChange={(id) => choices.setCheckpoint(id === NONE ? null : id)}
      />
      {choices.checkpoint ? <p className="fineprint">{te('embedCheckpointHelp')}</p> : null}
      <label className="embed-check">
        <input
          type="checkbox"
          data-testid="embed-script"
          checked={choices.script}
          onChange={(event) => choices.setScript(event.target.checked)}
        />{' '}
        {te('embedScript')}
      </label>
      {choices.script ? null : (
        <p className="fineprint" data-testid="embed-script-off">
          {te('embedScriptOff', { height: SCRIPT_FREE_HEIGHT })}
        </p>
      )}
      <details className="embed-lms" data-testid="embed-lms">
        <summary>{te('embedLms')}</summary>
        <p className="fineprint">{te('embedLmsHelp')}</p>
        <code data-testid="embed-lms-command">{command}</code>
        {/* A course package carries no report page (its records go to the platform). */}
        {document.querySelector('meta[name="mcp-lms"]') ? null : (
          <p className="fineprint">
            {te('embedReport')}{' '}
            <a href={`./report.html?lang=${locale}`} target="_blank" rel="noopener" data-testid="embed-report">
              {te('embedReportLink')}
            </a>
          </p>
        )}
      </details>
    </div>
  );
}
