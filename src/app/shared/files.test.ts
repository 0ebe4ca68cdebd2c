/** Files over their limit are refused before a byte of them is read, with a notice that says how large each is. */
import { beforeEach, expect, it } from 'vitest';
import { uploadScenario } from '../custom/custom.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { importTraceFile } from '../traceFiles/traceFiles.ts';
import { FILE_LIMITS } from './files.ts';

/** A file whose size is all there is: reading it fails the test. */
const fileOfSize = (size: number) =>
  ({
    size,
    text: () => {
      throw new Error('an over-limit file was read');
    },
  }) as unknown as File;

beforeEach(() => actions.resetAll());

it('a trace file over 16 MiB is not read, and the replay in place stays', async () => {
  await importTraceFile('call_external', fileOfSize(FILE_LIMITS.trace + 1));
  const section = usePlayground.getState().sections.call_external;
  expect(section.notice).toEqual({ key: 'fileTooLarge', values: { size: '16,385 KiB', limit: '16,384 KiB' } });
  expect(section.debug.status).toBe('idle');
});

it('a scenario file over 64 KiB is not read, and the section keeps its scenario', async () => {
  await uploadScenario('discover_tools', fileOfSize(FILE_LIMITS.scenario + 1));
  const section = usePlayground.getState().sections.discover_tools;
  expect(section.notice).toEqual({ key: 'fileTooLarge', values: { size: '65 KiB', limit: '64 KiB' } });
  expect(section.scenarioId).toBe('pages');
});

it('a file at the limit is read', async () => {
  let read = false;
  const text = async () => {
    read = true;
    return '{}';
  };
  const file = { size: FILE_LIMITS.trace, text } as unknown as File;
  await importTraceFile('call_external', file);
  expect(read).toBe(true);
  expect(usePlayground.getState().sections.call_external.notice?.key).toBe('traceRefused_not_a_trace');
});
