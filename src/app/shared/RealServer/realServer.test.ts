/** Why a real server could not be reached, in the page's words: down, refusing this page's origin, off the machine. */
import { describe, expect, it } from 'vitest';
import { loopbackUrl } from '../../../mcp/shared/loopback.ts';
import { diagnosedFailureOf, serverFailureOf } from './realServer.ts';

const URL_ = 'http://127.0.0.1:4525/mcp';
const blocked = new TypeError('Failed to fetch');

describe('a failed connection, told apart', () => {
  it('a server that answers an unreadable request refuses this origin: the fix names --allow-origin and the origin', async () => {
    const failure = await diagnosedFailureOf(blocked, URL_, async () => ({}), 'http://127.0.0.1:4520');
    expect(failure).toEqual({ key: 'originRefused', values: { url: URL_, origin: 'http://127.0.0.1:4520' } });
  });

  it('nothing answering is a server that is not running', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    const failure = await diagnosedFailureOf(blocked, URL_, down, 'http://127.0.0.1:4520');
    expect(failure).toEqual({ key: 'unreachable', values: { url: URL_, detail: 'Failed to fetch' } });
  });

  it('other failures are not probed', async () => {
    let probed = false;
    const failure = await diagnosedFailureOf(new Error('bad reply'), URL_, async () => {
      probed = true;
    });
    expect(failure).toBe('bad reply');
    expect(probed).toBe(false);
  });

  it('an address off the machine names the host only, for a sentence in the page language', () => {
    let refused: unknown;
    try {
      loopbackUrl('http://example.com/mcp');
    } catch (error) {
      refused = error;
    }
    expect(serverFailureOf(refused, 'http://example.com/mcp')).toEqual({
      key: 'notLoopback_not_loopback',
      values: { detail: 'example.com' },
    });
  });
});
