/** A text with `quoted` parts (commands, keys, names) set as code, as the catalogs write them. */
export function Ticked({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
        index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>,
      )}
    </>
  );
}
