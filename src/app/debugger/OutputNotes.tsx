import { useMemo } from 'react';
import { MESSAGES, messagesIn } from '../../adapter/messages.ts';
import { LESSON_MESSAGES } from '../../scenarios/lessonMessages.ts';
import { useTextOf } from '../i18n/useText.ts';
import { usePlayground } from '../state/playground.ts';
import { OUTPUT_TEXT } from './text.ts';

/**
 * The adapter's messages found in an output, each with its code, what the lesson's Python writes there instead
 * (its `ValueError` and sentence), and on an English page its English. Its chunk loads with the first output (the
 * first screen has one), so the English is there as the page turns English, not a moment later below a button
 * someone is about to click (a later chunk once moved Practice's ▶ 88 px, 0.4 s after the switch).
 */
export function OutputNotes({ text }: { text: string }) {
  const english = usePlayground((state) => state.locale === 'en');
  const to = useTextOf(OUTPUT_TEXT);
  const found = useMemo(() => messagesIn(text), [text]);
  if (found.length === 0) return null;
  return (
    <dl className="gloss" data-testid="output-notes">
      {found.map((key) => (
        <div key={key}>
          <dt>
            <code>{key}</code>
          </dt>
          {english ? <dd data-testid="output-gloss">{MESSAGES[key].en}</dd> : null}
          <dd data-testid="output-lesson">
            {to('lessonWrites')} <code lang="zh-CN">{LESSON_MESSAGES[key]}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
