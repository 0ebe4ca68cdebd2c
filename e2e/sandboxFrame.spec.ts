/**
 * The sandbox's document cannot be borrowed (docs/edit-mode.md, "Trust boundaries"): a page of another origin on
 * the same host (same site: it would share the playground's Cache Storage) frames sandbox.html and asks it to start
 * its code, as the review's attack did to poison the service worker's cache. The frame refuses, whether or not the
 * host sends the sandbox header and whatever the framer's sandbox attribute says; nothing is planted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

const PLAYGROUND = 'http://127.0.0.1:4173';
const OTHER = 'http://127.0.0.1:4174';

/** Worker code that plants a cache in whatever origin it runs in and says how it went on the port it is given. */
const PLANT = `onmessage = async (event) => {
  const port = event.ports[0];
  try {
    const cache = await caches.open('planted');
    await cache.put('/planted', new Response('pwned'));
    port.postMessage('planted');
  } catch (error) {
    port.postMessage('no storage: ' + error.name);
  }
};`;

/**
 * From `page` (already on some origin): frames sandbox.html with the given sandbox attribute (null: none) and posts
 * a start message carrying PLANT, in the current format and the old one (`code`). Resolves with what was heard
 * first: the frame's refusal, or the planted worker's report.
 */
function attack(page: Page, sandbox: string | null): Promise<string> {
  return page.evaluate(
    async ({ src, sandbox, code }) => {
      const frame = document.createElement('iframe');
      if (sandbox !== null) frame.setAttribute('sandbox', sandbox);
      frame.src = src;
      const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
      document.body.append(frame);
      await loaded;
      const channel = new MessageChannel();
      const heard = new Promise<string>((resolve) => {
        channel.port1.onmessage = (event) => resolve(`worker: ${event.data}`);
        addEventListener('message', (event) => {
          if (event.source === frame.contentWindow && event.data?.type === 'mcp-sandbox:refused') resolve('refused');
        });
      });
      frame.contentWindow?.postMessage({ type: 'mcp-sandbox:start', code, compiler: code, runner: code }, '*', [
        channel.port2,
      ]);
      return heard;
    },
    { src: `${PLAYGROUND}/sandbox.html`, sandbox, code: PLANT },
  );
}

/**
 * A real page of the other origin (a page the test made up would be of no address space, and Chromium's local
 * network checks would refuse its frame before the sandbox's own checks are reached).
 */
async function onOtherOrigin(page: Page): Promise<void> {
  await page.goto(`${OTHER}/example-course.html`);
}

const planted = (page: Page) => page.evaluate(() => caches.has('planted'));

test('the preview server sends sandbox.html as an opaque origin (the header hosts are told to send)', async ({
  request,
}) => {
  const response = await request.get(`${PLAYGROUND}/sandbox.html`);
  expect(response.headers()['content-security-policy']).toBe('sandbox allow-scripts');
});

test('a page of another origin on the same host cannot start code in sandbox.html, framed with or without sandbox=, with or without the header; nothing reaches the playground origin storage', async ({
  page,
}) => {
  await onOtherOrigin(page);
  expect(await attack(page, null)).toBe('refused');
  expect(await attack(page, 'allow-scripts allow-same-origin')).toBe('refused');
  expect(await attack(page, 'allow-scripts')).toBe('refused');
  // A host that does not send the header: the document is then of the playground's origin unless framed with
  // sandbox=, and its script is what refuses.
  await page.route(`${PLAYGROUND}/sandbox.html`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  expect(await attack(page, null)).toBe('refused');
  expect(await attack(page, 'allow-scripts allow-same-origin')).toBe('refused');
  await page.goto(`${PLAYGROUND}/sandbox.html`);
  expect(await planted(page)).toBe(false);
});

test("the playground's own page starts the frame, and what runs there has no storage of any origin", async ({
  page,
}) => {
  await page.goto(`${PLAYGROUND}/?lang=en`);
  const report = await page.evaluate(
    async ({ code }) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.src = 'sandbox.html#the-nonce';
      const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
      document.body.append(frame);
      await loaded;
      const control = new MessageChannel();
      // The document first says the nonce in its own address; the code goes only after it (src/app/edit/sandboxFrame.ts).
      const nonce = new Promise((resolve) => {
        control.port1.onmessage = (event) => resolve(event.data?.nonce);
      });
      frame.contentWindow?.postMessage({ type: 'mcp-sandbox:start' }, '*', [control.port2]);
      if ((await nonce) !== 'the-nonce') return 'no nonce';
      control.port1.postMessage({ compiler: code, runner: code });
      const worker = new MessageChannel();
      const heard = new Promise<string>((resolve) => {
        worker.port1.onmessage = (event) => resolve(`worker: ${event.data}`);
      });
      control.port1.postMessage({ id: 1, open: 'runner' }, [worker.port2]);
      return heard;
    },
    { code: PLANT },
  );
  expect(report).toMatch(/^worker: no storage: /);
  expect(await planted(page)).toBe(false);
});
