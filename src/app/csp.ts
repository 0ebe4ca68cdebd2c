/**
 * The Content-Security-Policy of the built page (a meta tag; see docs/embed.md
 * for the headers a host should add, frame-ancestors among them). Scripts
 * only from the page's own origin, no eval, and two inline scripts allowed by
 * their hashes (the first screen's check, and the loader that starts the page's modules after the first paint:
 * firstScreen/inline.ts); Monaco's editor
 * worker from the same origin; inline styles (React and Monaco set them).
 * Build time only (Node).
 */
import { createHash } from 'node:crypto';
import { AFTER_PAINT_LOADER, FIRST_SCREEN_CHECK } from './firstScreen/inline.ts';

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(FIRST_SCREEN_CHECK)} ${scriptHash(AFTER_PAINT_LOADER)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  // Real MCP servers on this machine only (Practice over Streamable HTTP, "Your server"): loopback, any port.
  "connect-src 'self' http://127.0.0.1:* http://localhost:*",
  "worker-src 'self'",
  // Named, not left to default-src: the page frames only its own documents (edit mode's sandbox.html). A framing
  // page that navigates that frame elsewhere is refused by this, and one that puts sandbox.html back is caught by the
  // frame's nonce (app/edit/sandboxFrame.ts).
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
