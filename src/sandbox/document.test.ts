import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../scenarios/files.ts';
import { REFUSED, START } from './protocol.ts';

const html = readFileSync(join(PROJECT_ROOT, 'public/sandbox.html'), 'utf8');
const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

it("the sandbox document's one script is the one its policy allows (edit it, and this names the new hash)", () => {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64');
  expect(directives['script-src']).toEqual([`'sha256-${hash}'`, "'unsafe-eval'"]);
  expect(html).not.toMatch(/<script[^>]*src=/);
  expect(scripts[0]).toContain(`'${START}'`);
  expect(scripts[0]).toContain(`'${REFUSED}'`);
});

it('the sandbox reaches nothing: no network, no other document, no plugin; workers only from its own blobs', () => {
  expect(directives['default-src']).toEqual(["'none'"]);
  expect(directives['worker-src']).toEqual(['blob:']);
  for (const name of ['connect-src', 'img-src', 'frame-src', 'child-src', 'style-src', 'font-src', 'object-src']) {
    expect(directives[name], name).toBeUndefined();
  }
});

it("the sandbox document starts workers only in an opaque origin, for its parent, from its own URL's origin", () => {
  // The checks themselves run in the browser (e2e/sandboxFrame.spec.ts); here, that none is dropped by an edit.
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(script).toContain("self.origin === 'null'");
  expect(script).toContain('event.source === parent');
  expect(script).toContain('event.origin === location.origin');
});

it('the sandbox document says its nonce before it takes any code: the page trusts only the document it made', () => {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(script).toContain('control.postMessage({ nonce: location.hash.slice(1) })');
  // The workers' code arrives on the control port, after the nonce, never in the start message itself.
  expect(script).not.toContain('data.compiler');
});
