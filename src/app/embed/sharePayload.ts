import { useEffect, useState } from 'react';
import { encodeShare, MAX_LINK_PARAM } from '../shared/share.ts';

type Shared = { text: string; encoded: string; tooLarge: boolean };

/** A custom scenario's text as a link carries it, compressed (the compression is asynchronous). */
export function useSharePayload(text: string | null): Shared | null {
  const [shared, setShared] = useState<Shared | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void encodeShare(text).then((encoded) => {
      if (current) setShared({ text, encoded, tooLarge: encoded.length > MAX_LINK_PARAM });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return shared?.text === text ? shared : null;
}
