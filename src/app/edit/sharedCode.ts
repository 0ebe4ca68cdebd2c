/**
 * Edited code in a link (`?fn=…&code=…`): packed as custom scenarios are
 * (deflate-raw, base64url, the same length limit), unpacked with a limit,
 * and opened in edit mode, where it runs only in the sandbox.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { requestEdit } from '../debugger/editedCode.ts';
import { decodeShare, encodeShare, MAX_LINK_PARAM, shareProblem } from '../shared/share.ts';
import { actions } from '../state/playground.ts';

/** An adapter file is about 2 KB; a link may carry sixteen times that, no more. */
export const MAX_SHARED_CODE_BYTES = 32 * 1024;

/** Opens the section in edit mode with the link's code, or says why the link cannot be read. */
export async function openSharedCode(fn: FunctionId, param: string): Promise<void> {
  try {
    const code = await decodeShare(param, MAX_SHARED_CODE_BYTES);
    requestEdit(fn, { code });
    actions.setEditing(fn, true);
  } catch (error) {
    const why = shareProblem(error, { tooLarge: 'share_code_too_large', unreadable: 'share_code_unreadable' });
    actions.setNotice(fn, { key: 'sharedCodeUnreadable', problems: [why] });
  }
}

/** The link that opens this code, or how long its packed form is when it is too long for one. */
export async function sharedCodeLink(fn: FunctionId, text: string): Promise<{ link: string } | { size: number }> {
  const packed = await encodeShare(text);
  if (packed.length > MAX_LINK_PARAM) return { size: packed.length };
  const url = new URL(location.href);
  url.search = new URLSearchParams({ fn, code: packed }).toString();
  url.hash = '';
  return { link: url.toString() };
}

export { MAX_LINK_PARAM };
