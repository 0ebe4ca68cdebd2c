/** What the built pages' HTML carries besides the app: the strict CSP (and the first screen's check), and the build's id. */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { escapeXml } from '../scripts/package/xml.ts';
import { CONTENT_SECURITY_POLICY } from '../src/app/csp.ts';
import { FIRST_SCREEN_CHECK } from '../src/app/firstScreen/inline.ts';

/** The strict CSP goes into the built page only: the dev server's hot reload needs inline scripts. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'mcp-playground:csp',
    apply: 'build',
    // Right after the charset (which must stay within the first 1024 bytes: hosts often send text/html without
    // one); the playground's page gets the first screen's check right after the policy that allows it.
    transformIndexHtml(html, context) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`${context.path}: no ${charset} to put the CSP after`);
      const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeXml(CONTENT_SECURITY_POLICY)}">`;
      const check = context.path === '/index.html' ? `\n    <script>${FIRST_SCREEN_CHECK}</script>` : '';
      return html.replace(charset, `${charset}\n    ${policy}${check}`);
    },
  };
}

/**
 * `<meta name="build">`: an id of this build (a hash of its files' names, which carry their contents' hashes), so
 * a page can tell it is of another build than the last one shown (src/app/offline/serviceWorker.ts).
 */
export function buildId(): Plugin {
  return {
    name: 'mcp-playground:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html' || !context.bundle) return html;
        const names = Object.keys(context.bundle).sort().join('\n');
        const id = createHash('sha256').update(names).digest('hex').slice(0, 16);
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta name="build" content="${id}">`,
        );
      },
    },
  };
}
