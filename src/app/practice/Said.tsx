/**
 * What the tools returned and the model said: data in the lesson's language (the stand-in model and the docs
 * server write Chinese), marked as such, so an English page reads it as quoted output, not as its own words.
 */
export function Said({ text }: { text: string }) {
  return (
    <samp className="said" lang="zh-CN">
      {text}
    </samp>
  );
}
