/**
 * The built page a course page's frame opens: the playground's page with the embed view's first screen
 * prerendered (build/firstScreenPlugin.ts writes it beside index.html). Any address of the playground with
 * `?embed=1` shows the embed view too; this one shows it with its HTML.
 */
export const EMBED_PAGE = 'embed.html';
