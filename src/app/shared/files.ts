/**
 * Files in and out of the page: a download, and the size check every upload
 * passes before a byte of it is read.
 */

import type { FunctionId } from '../../scenarios/functions.ts';
import { actions } from '../state/playground.ts';

export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Files larger than these are refused before they are read: a scenario has its own limit, a trace room for 10,000 steps. */
export const FILE_LIMITS = { scenario: 64 * 1024, trace: 16 * 1024 * 1024 } as const;

const kib = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KiB`;

/** False (and a notice) when the file is over its limit: nothing of it is read. */
export function withinLimit(fn: FunctionId, file: File, limit: number): boolean {
  if (file.size <= limit) return true;
  actions.setNotice(fn, { key: 'fileTooLarge', values: { size: kib(file.size), limit: kib(limit) } });
  return false;
}
