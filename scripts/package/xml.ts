/**
 * Text written into XML or HTML at build time, in an element or a double-quoted attribute: the one escape of the
 * packages' manifests and launch pages and of the built pages' own attributes (build/). Apostrophes stay: no value
 * is written between single quotes, and the pages' policy is full of them.
 */
export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
