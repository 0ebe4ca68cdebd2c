/**
 * A custom scenario in a link: deflate-raw (the platform's CompressionStream),
 * then base64url. A link has a practical length limit; past it the caller
 * says so instead of making a link that breaks.
 */
export const MAX_LINK_PARAM = 6000;

async function pipe(data: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([data as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function encodeShare(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** The text back, or an error whose message says why the link is unreadable. */
export async function decodeShare(param: string): Promise<string> {
  const bytes = await pipe(fromBase64Url(param), new DecompressionStream('deflate-raw'));
  if (bytes.length > 256 * 1024) throw new Error('the shared scenario is too large');
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
