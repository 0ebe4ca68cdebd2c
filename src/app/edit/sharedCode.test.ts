import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usePlayground } from '../state/playground.ts';
import { MAX_SHARED_CODE_BYTES, openSharedCode } from './sharedCode.ts';

const notice = () => usePlayground.getState().sections.call_external.notice;

describe('a shared-code link that cannot be read says it is code', () => {
  it('not compressed: "the link does not hold compressed code", under the code notice', async () => {
    await openSharedCode('call_external', 'not*base64');
    expect(notice()).toMatchObject({ key: 'sharedCodeUnreadable', problems: [{ code: 'share_code_unreadable' }] });
  });

  it('a deflate bomb: the code, not a scenario, inflates past the limit', async () => {
    const bomb = deflateRawSync(Buffer.alloc(MAX_SHARED_CODE_BYTES * 4)).toString('base64url');
    await openSharedCode('call_external', bomb);
    expect(notice()).toMatchObject({
      key: 'sharedCodeUnreadable',
      problems: [{ code: 'share_code_too_large' }],
    });
  });
});
