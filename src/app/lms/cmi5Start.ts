/**
 * A cmi5 launch (cmi5.html): the launch's parameters checked as data, the one-time auth token fetched, the LMS's
 * launch data and the AU's own record read, then a session of statements (src/lms/cmi5/session.ts). A launch whose
 * endpoint or fetch URL is not on an origin the package was made for (npm run package:cmi5 --lrs-origin, in the page
 * as mcp-lms-origins; its policy names the same) is not a cmi5 launch. An LMS that cannot be reached, or stops
 * answering, leaves the page working, progress in this tab, and says so.
 */
import { lrsOf, parseLaunch, readLaunchData } from '../../lms/cmi5/launch.ts';
import { startCmi5Session } from '../../lms/cmi5/session.ts';
import { shapeOf } from '../../lms/suspend.ts';
import { anyQuestion, CHECKPOINTS } from '../../predict/bank.ts';
import { beginLaunch, connect } from './launch.ts';
import { showLmsNotice } from './notice.ts';

export async function startCmi5(doc: Document): Promise<void> {
  const { scope } = beginLaunch(doc);
  const root = doc.documentElement;
  const base = doc.querySelector('meta[name="mcp-lms-id"]')?.getAttribute('content') ?? '';
  const origins = (doc.querySelector('meta[name="mcp-lms-origins"]')?.getAttribute('content') ?? '')
    .split(' ')
    .filter(Boolean);
  const parsed = parseLaunch(location.search, origins);
  if ('problem' in parsed || !/^https?:\/\//.test(base)) {
    if ('problem' in parsed) console.warn(`[mcp-playground] not a cmi5 launch: ${parsed.problem}`);
    root.dataset.lms = 'none';
    showLmsNotice('lmsNotLaunched');
    return;
  }
  let said = false;
  try {
    const lrs = lrsOf(parsed.launch);
    await lrs.token();
    const launchData = await readLaunchData(lrs);
    const session = await startCmi5Session({
      launch: parsed.launch,
      launchData,
      lrs,
      base,
      shape: shapeOf(CHECKPOINTS),
      scope,
      ask: (id) => anyQuestion(id)?.question.ask ?? { zh: id, en: id },
      unsent: () => {
        if (said) return;
        said = true;
        showLmsNotice('lmsUnsent');
      },
    });
    connect(session);
    root.dataset.lms = 'cmi5';
  } catch (error) {
    console.warn('[mcp-playground] the LMS could not be reached:', error);
    root.dataset.lms = 'none';
    showLmsNotice('lmsUnreachable');
  }
}
