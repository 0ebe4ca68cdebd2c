import { useMemo } from 'react';
import { MESSAGES, messagesIn } from '../../adapter/messages.ts';

/** The adapter's messages found in an output, each with its code and its English. */
export default function OutputGloss({ text }: { text: string }) {
  const glossed = useMemo(() => messagesIn(text), [text]);
  if (glossed.length === 0) return null;
  return (
    <dl className="gloss" data-testid="output-gloss">
      {glossed.map((key) => (
        <div key={key}>
          <dt>
            <code>{key}</code>
          </dt>
          <dd>{MESSAGES[key].en}</dd>
        </div>
      ))}
    </dl>
  );
}
