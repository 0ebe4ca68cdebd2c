/**
 * A link's `checkpoint=` on the full page (a course frame's "continue in the full playground", a teacher's link):
 * that checkpoint of the lesson path opens as the path's own button would open it; an id the path does not have is
 * said in the page's notice, and the page stays as the rest of the link made it.
 */
import { CHECKPOINTS, checkpointById } from '../../predict/bank.ts';
import { problem } from '../../validation/problem.ts';
import { shown } from '../shared/params.ts';
import { actions } from '../state/playground.ts';
import { openCheckpoint } from './openCheckpoint.ts';

export async function openLinkedCheckpoint(id: string): Promise<void> {
  const checkpoint = checkpointById(id);
  if (!checkpoint) {
    const allowed = CHECKPOINTS.map((c) => c.id).join(', ');
    actions.setPageNotice({
      key: 'badLink',
      problems: [problem('', 'link_value', { name: 'checkpoint', value: shown(id), allowed })],
    });
    return;
  }
  await openCheckpoint(checkpoint);
}
