/**
 * A Run's output and fakes held back, with the reason said in their place: while Predict is on and the section's
 * scenario has questions not yet answered right, a finished run would show their answers (a checkpoint's frame in a
 * course page opened on one of them included). Debug still shows each step's output and fakes as the run reaches
 * them. Set by predict/hold.ts, which loads with Predict on; read by the output and fakes panels.
 */
import { create } from 'zustand';
import type { FunctionId } from '../../scenarios/functions.ts';

export const useWithheld = create<Partial<Record<FunctionId, string>>>()(() => ({}));

export function setWithheld(fn: FunctionId, reason: string | null): void {
  if (useWithheld.getState()[fn] !== (reason ?? undefined)) useWithheld.setState({ [fn]: reason ?? undefined });
}
