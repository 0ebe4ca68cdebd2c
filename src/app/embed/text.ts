/**
 * The words of the embed snippet panel: a part of the page's catalog kept beside the feature, so they load with it
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const EMBED_TEXT = {
  embedTitle: { zh: '嵌入到课程页', en: 'Embed in a course page' },
  embedOrigin: { zh: '课程页的源（origin，可不填）', en: "The course page's origin (optional)" },
  embedOriginPlaceholder: { zh: '例如 https://你的课程站点', en: 'e.g. https://your-course-site' },
  embedOriginInvalid: {
    zh: '这不是一个源：应为 https://主机名[:端口]，不带路径。',
    en: 'That is not an origin: it is https://host[:port], with no path.',
  },
  embedOriginHelp: {
    zh: '不填也能用：框架只显示这一部分，高度随内容自动变化。填上你要粘贴到的那个页面的源（在那个页面的控制台里运行 location.origin 可以看到），那个页面才能用脚本控制框架、收到它的事件（见 docs/embed.md）。',
    en: "Works without it: the frame shows this section only and grows with its content. Give the origin of the page you will paste this into (run location.origin in that page's console to see it) and that page may also drive the frame by script and hear its events (see docs/embed.md).",
  },
  embedHelp: {
    zh: '把下面的代码贴进课程页。',
    en: 'Paste this into the course page.',
  },
  embedLayout: { zh: '布局', en: 'Layout' },
  embedLayout_side: {
    zh: '代码与面板并排（课程栏宽 560 像素以上）',
    en: 'Code beside the panels (columns of 560 px or more)',
  },
  embedLayout_stack: { zh: '代码在上，面板在下', en: 'Code above the panels' },
  embedPanels: { zh: '显示的面板', en: 'Panels shown' },
  embedCodeHeight: { zh: '代码区最大高度（像素）', en: 'Code height limit (px)' },
  embedStep: { zh: '打开时停在第 {n} 步', en: 'Open paused at step {n}' },
  embedLang: {
    zh: '固定为当前语言（否则跟随学生自己的选择）',
    en: "Pin the current language (else the student's own choice)",
  },
  embedFixed: { zh: '固定这个场景（隐藏场景选择）', en: 'Fix this scenario (no picker)' },
  embedIntro: { zh: '显示这一部分的简介', en: "Show the section's introduction" },
  embedLangToggle: { zh: '框架内显示语言切换', en: 'Language toggle inside the frame' },
  embedOriginNone: {
    zh: '没有填源：框架只报告高度，课程页不能用脚本控制它。',
    en: 'No origin: the frame reports its height only; the course page cannot drive it by script.',
  },
  openFull: { zh: '在完整练习场中打开', en: 'Open in the full playground' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  copyFailed: { zh: '浏览器不让复制，请手动选中复制。', en: 'The browser refused; select the text and copy it.' },
} satisfies Catalog;
