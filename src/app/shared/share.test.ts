import { deflateRawSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { decodeShare, encodeShare, MAX_SHARED_BYTES, SharedTooLarge } from './share.ts';

describe('sharing a scenario in a link', () => {
  it('round-trips text exactly, Chinese and all', async () => {
    const text = JSON.stringify(
      { label: { zh: '两页目录', en: 'Two pages' }, emoji: '\u{1f600}', n: [1, 2, 3] },
      null,
      2,
    );
    const encoded = await encodeShare(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(encoded)).toBe(text);
  });

  it('compresses: a repetitive scenario gets much shorter', async () => {
    const text = JSON.stringify(
      Array.from({ length: 50 }, () => ({ name: 'search.docs', inputSchema: { type: 'object' } })),
    );
    expect((await encodeShare(text)).length).toBeLessThan(text.length / 5);
  });

  it('refuses a damaged link with an error, not garbage', async () => {
    await expect(decodeShare('not*base64')).rejects.toThrow();
    await expect(decodeShare('AAAA')).rejects.toThrow();
  });

  it('stops a deflate bomb at the limit: 40 MiB of zeros from 40 KB is never unpacked', async () => {
    // Compressed in pieces so the test itself never holds the 40 MiB.
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const pieces: Buffer[] = [];
    const { createDeflateRaw } = await import('node:zlib');
    const deflate = createDeflateRaw({ level: 9 });
    deflate.on('data', (chunk: Buffer) => pieces.push(chunk));
    const finished = new Promise((done) => deflate.on('end', done));
    for (let i = 0; i < 10; i++) deflate.write(zeros);
    deflate.end();
    await finished;
    const bomb = Buffer.concat(pieces);
    expect(bomb.length).toBeLessThan(60 * 1024);
    const param = bomb.toString('base64url');
    // What the decompressor hands on is counted, not timed: the reading stops a chunk past the limit.
    const Real = globalThis.DecompressionStream;
    let unpacked = 0;
    class Counted {
      readonly writable: WritableStream<BufferSource>;
      readonly readable: ReadableStream<Uint8Array>;
      constructor(format: CompressionFormat) {
        const real = new Real(format);
        this.writable = real.writable;
        this.readable = real.readable.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, out) {
              unpacked += chunk.length;
              out.enqueue(chunk);
            },
          }),
        );
      }
    }
    vi.stubGlobal('DecompressionStream', Counted);
    try {
      await expect(decodeShare(param)).rejects.toBeInstanceOf(SharedTooLarge);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(unpacked).toBeGreaterThan(MAX_SHARED_BYTES);
    expect(unpacked).toBeLessThan(MAX_SHARED_BYTES + 1024 * 1024);
  });

  it('takes a scenario up to the limit, and refuses one byte more', async () => {
    const fits = 'x'.repeat(MAX_SHARED_BYTES);
    expect(await decodeShare(deflateRawSync(fits).toString('base64url'))).toBe(fits);
    await expect(decodeShare(deflateRawSync(`${fits}x`).toString('base64url'))).rejects.toThrow(
      `unpacks to more than ${MAX_SHARED_BYTES} bytes`,
    );
  });
});
