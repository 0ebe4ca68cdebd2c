/**
 * The words of the embed snippet panel: a part of the page's catalog kept beside the feature, so they load with it
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const EMBED_TEXT = {
  embedTitle: { zh: '嵌入到课程页', en: 'Embed in a course page' },
  embedOrigin: { zh: '课程页的源（origin）', en: "The course page's origin" },
  embedOriginInvalid: {
    zh: '请输入形如 https://course.example 的源。',
    en: 'Enter an origin like https://course.example.',
  },
  embedHelp: {
    zh: '把下面的代码贴进课程页：框架只显示这一部分，高度随内容变化，只接受来自这个源的命令（见 docs/embed.md）。',
    en: 'Paste this into the course page: the frame shows this section only, follows its content in height, and takes commands only from this origin (see docs/embed.md).',
  },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  copyFailed: { zh: '浏览器不让复制，请手动选中复制。', en: 'The browser refused; select the text and copy it.' },
} satisfies Catalog;
