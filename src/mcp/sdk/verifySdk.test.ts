/** The practice loop through the Anthropic SDK: a 529 after tool feedback is recovered by the SDK's resend, never by calling the service again. */
import { describe, expect, it } from 'vitest';
import { readPracticeFile, withStdioSession } from '../host/stdioSession.ts';
import { SDK_PATHS, verifySdkPath } from './verifySdk.ts';

describe.concurrent('verify:sdk over real stdio', () => {
  for (const path of SDK_PATHS) {
    it(`${path.id}: ${path.expected.http} HTTP calls with one 529 resent by the SDK, ${path.expected.toolsCalls} tools/call`, async () => {
      const row = await withStdioSession({}, (session) => verifySdkPath(path, session, readPracticeFile));
      expect(row.http.map((call) => [call.status, call.retry])).toEqual([
        [200, 0],
        [200, 0],
        [529, 0],
        [200, 1],
        ...(path.approve ? [[200, 0]] : []),
      ]);
      const [overloaded, resent] = [row.http[2], row.http[3]];
      // The recovered request already carried the external tool's result, and the resend is that very request.
      expect(overloaded?.externalFeedback).toBe(true);
      expect(resent?.body).toBe(overloaded?.body);
      expect(row.http).toHaveLength(path.expected.http);
      expect(row.toolsCalls).toBe(path.expected.toolsCalls);
      expect(row.modelRequests).toBe(path.expected.http - 1);
      expect(row.answer).toBeTruthy();
    });
  }
});
