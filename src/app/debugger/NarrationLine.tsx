import { narrate } from '../../scenarios/narration.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { sessionOf } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { currentStep, selectedFrame } from './session.ts';

/**
 * What the paused line does and which rule of the lesson it enforces, with
 * this step's values filled in (scenarios/narration.ts). Its own chunk: the
 * text of every line loads with the first pause, not with the page.
 */
export default function NarrationLine({ fn }: { fn: FunctionId }) {
  const text = useSection(fn, (section, state) => {
    const session = sessionOf(section);
    const step = session ? currentStep(session) : undefined;
    const frame = session ? selectedFrame(session) : undefined;
    return step && frame ? narrate(frame.file, frame, step.heap, state.locale) : null;
  });
  if (!text) return null;
  return (
    <p className="narration" data-testid="narration" aria-live="polite">
      {text}
    </p>
  );
}
