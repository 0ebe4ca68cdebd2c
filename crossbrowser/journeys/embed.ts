/** The embed answers a course page of another origin: hello → ready. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import type { Harness } from '../harness.ts';

export function embed(h: Harness): void {
  test(h.name('the embed answers a course page: hello → ready, from another origin'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    await h.journey(async (driver) => {
      // A real page of the course's origin (a page the driver made up would have no address of its own).
      await driver.goto(`${h.course().url}example-course.html`);
      const origin = new URL(h.course().url).origin;
      const src = `${h.site().url}embed.html?embed=1&fn=call_external&scenario=success&frame=probe&origins=${encodeURIComponent(origin)}`;
      const heard = await driver.evaluate(
        (url) =>
          new Promise<unknown[]>((resolve) => {
            const events: unknown[] = [];
            const frame = document.createElement('iframe');
            frame.src = url;
            frame.style.cssText = 'width: 720px; height: 600px';
            addEventListener('message', (event) => {
              if (event.data?.frame !== 'probe') return;
              events.push(event.data.event);
              // The first ready comes on load; a hello asks again, and is answered again.
              if (event.data.event === 'ready' && events.filter((e) => e === 'ready').length === 1)
                frame.contentWindow?.postMessage({ type: 'mcp-playground:hello' }, '*');
              if (events.filter((e) => e === 'ready').length === 2) resolve(events);
            });
            document.body.append(frame);
          }),
        src,
      );
      assert.equal(heard.filter((e) => e === 'ready').length, 2);
    });
  });
}
