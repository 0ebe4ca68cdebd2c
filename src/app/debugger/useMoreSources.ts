import { useEffect, useState } from 'react';
import type * as More from '../../scenarios/moreSources.ts';

/** The helper and harness sources, loaded the first time a view asks for them (the code tabs, edit mode). */
export function useMoreSources(wanted: boolean): typeof More | null {
  const [more, setMore] = useState<typeof More | null>(null);
  useEffect(() => {
    if (wanted && !more) void import('../../scenarios/moreSources.ts').then(setMore);
  }, [wanted, more]);
  return more;
}
