import { useEffect } from 'react';
import { PlaygroundView } from './components/views/PlaygroundView/PlaygroundView.tsx';
import { exposeAutomation } from './lib/automation.ts';
import { restoreFromLink, syncLink } from './lib/link.ts';

let restored = false;

/** Restores the state a link describes, then keeps the link in step with the state. */
export function App() {
  useEffect(() => {
    if (!restored) {
      restored = true;
      exposeAutomation();
      const fn = restoreFromLink(location.search);
      if (fn) requestAnimationFrame(() => document.getElementById(fn)?.scrollIntoView());
    }
    return syncLink();
  }, []);
  return <PlaygroundView />;
}
