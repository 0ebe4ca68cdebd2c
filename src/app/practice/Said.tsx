import { useEffect, useState } from 'react';
import { MESSAGES, messagesIn } from '../../adapter/messages.ts';
import type * as Sayings from '../../mcp/host/sayings.ts';
import { usePlayground } from '../state/playground.ts';

/**
 * The host's and the model's sentences come with the run's own chunk (the host writes them): taken from there, not
 * bundled into this section's chunk, where the run's chunk would then import them (and the section) from.
 */
let sayings: typeof Sayings | null = null;
function useSayings(): typeof Sayings | null {
  const [loaded, setLoaded] = useState(sayings);
  useEffect(() => {
    if (loaded) return;
    let left = false;
    void import('../../mcp/host/sayings.ts').then((module) => {
      sayings = module;
      if (!left) setLoaded(module);
    });
    return () => {
      left = true;
    };
  }, [loaded]);
  return loaded;
}

/** Chinese data quoted inside English words. */
const Quoted = ({ text }: { text: string }) => (
  <samp className="said" lang="zh-CN">
    {text}
  </samp>
);

/**
 * The English of a text the host, its stand-in model or the adapter wrote: a saying's English with its values
 * quoted as they came, or each adapter message's English. Null for anyone else's text (a service's reply, a file).
 */
function Gloss({ text }: { text: string }) {
  const words = useSayings();
  const said = words?.sayingIn(text);
  if (words && said) {
    const parts = words.SAYINGS[said.key].en.split(/\{(\w+)\}/);
    return (
      <span className="said-gloss" lang="en" data-testid="said-gloss">
        {parts.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts, fixed in number and order.
          index % 2 === 0 ? part : <Quoted key={index} text={said.values[part] ?? ''} />,
        )}
      </span>
    );
  }
  const messages = messagesIn(text);
  if (messages.length === 0) return null;
  return (
    <span className="said-gloss" lang="en" data-testid="said-gloss">
      {messages
        .map((key) => MESSAGES[key].en)
        .join(' ')
        .replace(/\s+/g, ' ')}
    </span>
  );
}

/**
 * What the tools returned and the model said: data in the lesson's language (the stand-in model and the docs
 * server write Chinese), marked as such, so an English page reads it as quoted output, not as its own words; on an
 * English page, with the English of what the host, the model or the adapter wrote.
 */
export function Said({ text }: { text: string }) {
  const english = usePlayground((state) => state.locale === 'en');
  return (
    <>
      <Quoted text={text} />
      {english ? <Gloss text={text} /> : null}
    </>
  );
}
