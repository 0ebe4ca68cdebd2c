import { useMemo } from 'react';
import { useEnglish } from '../i18n/english.ts';

/**
 * The adapter's messages found in an output, each with its code and its English. Their catalog comes with the
 * page's English (i18n/english.ts), which the language waits for: the gloss is there as the page turns English,
 * not a moment later below a button someone is about to click (a lazy chunk of its own once moved Practice's ▶
 * 88 px, 0.4 s after the switch).
 */
export function OutputGloss({ text }: { text: string }) {
  const english = useEnglish((state) => state.english);
  const glossed = useMemo(() => english?.messagesIn(text) ?? [], [english, text]);
  if (!english || glossed.length === 0) return null;
  return (
    <dl className="gloss" data-testid="output-gloss">
      {glossed.map((key) => (
        <div key={key}>
          <dt>
            <code>{key}</code>
          </dt>
          <dd>{english.MESSAGES[key].en}</dd>
        </div>
      ))}
    </dl>
  );
}
