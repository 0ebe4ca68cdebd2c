/** Whether the page is in an iframe's embed mode; the rest of the embed code loads only then. */
export function isEmbed(search: string): boolean {
  return new URLSearchParams(search).get('embed') === '1';
}
