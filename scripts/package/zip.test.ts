import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lanes, zipEntrySizes, zipFiles } from './zip.ts';

const entries = {
  'scorm.html': new TextEncoder().encode('<!doctype html>'.repeat(200)),
  'assets/中文.js': new TextEncoder().encode('export const a = "工具";\n'.repeat(50)),
  'assets/noise.bin': new Uint8Array(randomBytes(4096)),
  'empty.txt': new Uint8Array(0),
};

describe('the package zip', () => {
  it('is read back whole by another reader (fflate), names in UTF-8, noise stored as it is', async () => {
    const zip = await zipFiles(entries);
    expect(unzipSync(zip)).toEqual(entries);
    expect(zip.length).toBeLessThan(4096 + 2000);
  });

  it("passes Info-ZIP's own test of every entry (unzip -t)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      writeFileSync(join(dir, 'p.zip'), await zipFiles(entries));
      const run = spawnSync('unzip', ['-t', 'p.zip'], { cwd: dir, encoding: 'utf8' });
      if (run.error) throw new Error(`unzip did not run: ${run.error.message}`);
      expect(run.stdout).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the same bytes for the same files', async () => {
    expect(await zipFiles(entries)).toEqual(await zipFiles(entries));
  });

  it("lists each entry's name and the bytes it takes, which with the headers make up the zip", async () => {
    const zip = await zipFiles(entries);
    const listed = zipEntrySizes(zip);
    expect(listed.map((e) => [e.name, e.size])).toEqual(
      Object.entries(entries).map(([name, data]) => [name, data.length]),
    );
    expect(listed.find((e) => e.name === 'assets/noise.bin')?.packed).toBe(4096);
    const headers = listed.reduce((sum, e) => sum + 30 + 46 + 2 * new TextEncoder().encode(e.name).length, 22);
    expect(listed.reduce((sum, e) => sum + e.packed, headers)).toBe(zip.length);
  });

  it('takes the standard CRC-32 from node:zlib (the check value every zip reader expects)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe("Zopfli's lanes", () => {
  const sized = (...sizes: number[]) => sizes.map((size) => new Uint8Array(size));
  const bytes = (lane: Uint8Array[]) => lane.reduce((sum, data) => sum + data.length, 0);

  it('puts every file in one lane, the largest first into the lightest', () => {
    const files = sized(2_700, 1_300, 600, 430, 390, 300, 280, 220);
    const made = lanes(files, 2);
    expect(made.flat().toSorted((a, b) => a.length - b.length)).toEqual(files.toSorted((a, b) => a.length - b.length));
    expect(made.map(bytes)).toEqual([3_220, 3_000]);
  });

  it('makes no more lanes than files, and one when asked for none', () => {
    expect(lanes(sized(5, 3), 8).map(bytes)).toEqual([5, 3]);
    expect(lanes(sized(5, 3), 0).map(bytes)).toEqual([8]);
  });

  it('deflates files past the small size in processes of their own, read back whole', async () => {
    // Text no cache holds yet (a seed of its own), compressible, past deflate's 64 KiB: each goes to Zopfli.
    const seed = randomBytes(8).toString('hex');
    const big = (name: string) => new TextEncoder().encode(`${seed} ${name} export const a = 1;\n`.repeat(1_700));
    const files = { 'assets/a.js': big('a'), 'assets/b.js': big('b') };
    const zip = await zipFiles(files);
    const listed = zipEntrySizes(zip);
    for (const entry of listed) expect(entry.packed, entry.name).toBeLessThan(entry.size / 10);
    expect(unzipSync(zip)).toEqual(files);
  });
});
