/**
 * A custom scenario in a link: deflate-raw (the platform's CompressionStream),
 * then base64url. A link has a practical length limit; past it the caller
 * says so instead of making a link that breaks.
 */
import { type Problem, type ProblemCode, problem } from '../../validation/problem.ts';

export const MAX_LINK_PARAM = 6000;

/** What a link may unpack to: the custom scenario limit (scenarios/custom.ts LIMITS.bytes). */
export const MAX_SHARED_BYTES = 64 * 1024;

/** Thrown when a link unpacks to more than it may: a deflate bomb stops here, not in the page's memory. */
export class SharedTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the shared scenario unpacks to more than ${limit} bytes`);
  }
}

/** Why a link's packed text could not be read, as a problem: it unpacks past its limit, or it is not ours. */
export const shareProblem = (error: unknown, codes: { tooLarge: ProblemCode; unreadable: ProblemCode }): Problem =>
  error instanceof SharedTooLarge ? problem('', codes.tooLarge, { limit: error.limit }) : problem('', codes.unreadable);

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

/**
 * The text back, or an error whose message says why the link is unreadable. It inflates as a stream and
 * stops as soon as the output passes `limit` bytes, so a few kilobytes that would unpack to gigabytes never do.
 */
export async function decodeShare(param: string, limit = MAX_SHARED_BYTES): Promise<string> {
  const stream = new Blob([fromBase64Url(param) as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new SharedTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
