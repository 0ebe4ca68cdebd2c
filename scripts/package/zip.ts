/**
 * The package's zip, deflated by Zopfli (8 % smaller than deflate's best on this build: what keeps both editions
 * under the 2 MiB a default Moodle accepts). Zopfli is slow (about 10 CPU-seconds over the build on this machine, in
 * one process per core), so each file's deflate is kept in node_modules/.cache by the hash of its bytes: a build
 * packages again in a second.
 * The zip itself is the plain format (local headers, a central directory), every entry at one fixed time, so the
 * same build gives the same bytes.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { deflateSync } from 'fflate';

const CACHE = join(import.meta.dirname, '../../node_modules/.cache/mcp-scorm-deflate');

/** Below this, deflate's best is as good (and the launch page, new for every scope, never waits on Zopfli). */
const SMALL = 64 * 1024;

const cachePath = (data: Uint8Array) => join(CACHE, `${createHash('sha256').update(data).digest('hex')}.deflate`);

/** Each file deflated: small ones at once, large ones from the cache, Zopfli run once for those not in it yet. */
async function deflateAll(files: readonly Uint8Array[]): Promise<Uint8Array[]> {
  const misses = files
    .filter((data) => data.length >= SMALL)
    .filter((data) => {
      try {
        readFileSync(cachePath(data), { flag: 'r' });
        return false;
      } catch {
        return true;
      }
    });
  if (misses.length > 0) {
    mkdirSync(CACHE, { recursive: true });
    const scratch = mkdtempSync(join(tmpdir(), 'mcp-zopfli-'));
    try {
      // Every lane ended before its inputs go (a lane that failed would otherwise take the others' files with it).
      const ended = await Promise.allSettled(
        lanes(misses, availableParallelism()).map((lane, index) => {
          const jobs = lane.map((data, i) => {
            const input = join(scratch, `${index}-${i}.bin`);
            writeFileSync(input, data);
            return { input, output: cachePath(data) };
          });
          const list = join(scratch, `jobs-${index}.json`);
          writeFileSync(list, JSON.stringify(jobs));
          return deflateChild(list);
        }),
      );
      const failed = ended.find((lane) => lane.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return files.map((data) => (data.length < SMALL ? deflateSync(data, { level: 9 }) : readFileSync(cachePath(data))));
}

/**
 * The files in `count` lanes of about equal bytes, the largest first into the lightest lane: one Zopfli process
 * per core (a fresh machine's first package, as `npm test`'s size check makes it, waited on one core for the whole
 * build before).
 */
export function lanes(files: readonly Uint8Array[], count: number): Uint8Array[][] {
  const all = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({
    bytes: 0,
    files: [] as Uint8Array[],
  }));
  for (const data of [...files].sort((a, b) => b.length - a.length)) {
    const lightest = all.reduce((min, lane) => (lane.bytes < min.bytes ? lane : min));
    lightest.files.push(data);
    lightest.bytes += data.length;
  }
  return all.map((lane) => lane.files);
}

/** deflateChild.ts over one list of jobs, in a process of its own (why: deflateChild.ts). */
function deflateChild(list: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'deflateChild.ts'), list], {
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Zopfli failed (exit ${code ?? signal})`)),
    );
  });
}

/** 2026-01-01 00:00 in MS-DOS time and date, as every entry says. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

export async function zipFiles(entries: Record<string, Uint8Array>): Promise<Uint8Array> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  const packedAll = await deflateAll(Object.values(entries));
  for (const [index, [name, data]] of Object.entries(entries).entries()) {
    const packed = packedAll[index] as Uint8Array;
    // A file deflate cannot shrink is stored as it is.
    const stored = packed.length >= data.length;
    const body = stored ? data : packed;
    const method = stored ? 0 : 8;
    const nameBytes = new TextEncoder().encode(name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint16(8, method, true);
    local.setUint16(10, DOS_TIME, true);
    local.setUint16(12, DOS_DATE, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, body.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    local.setUint16(28, 0, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, body);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, method, true);
    central.setUint16(12, DOS_TIME, true);
    central.setUint16(14, DOS_DATE, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, body.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + body.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(entries).length, true);
  end.setUint16(10, Object.keys(entries).length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

/** Each entry of a zip as its central directory lists it: the bytes it takes in the zip (deflated or stored). */
export function zipEntrySizes(zip: Uint8Array): { name: string; packed: number; size: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('not a zip without a comment');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`central directory entry ${i} is broken`);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      packed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
    });
    at += 46 + skip;
  }
  return entries;
}
