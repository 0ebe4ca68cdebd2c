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
  embedCheckpoint: { zh: '课程路线上的检查点', en: 'A checkpoint of the lesson path' },
  embedCheckpointNone: { zh: '不选：这一部分现在的样子', en: 'None: the section as it is now' },
  embedCheckpointHelp: {
    zh: '框架打开这个检查点，先预测再看；它发出的 progress 和 checkpointPassed 只算这一个检查点。',
    en: 'The frame opens this checkpoint, predicting first; its progress and checkpointPassed events count this checkpoint alone.',
  },
  embedScript: {
    zh: '附带调整框架高度的脚本（会删掉脚本的编辑器，例如 Canvas 的，请关掉）',
    en: "Include the script that sizes the frame (turn it off for editors that strip scripts, such as Canvas's)",
  },
  embedScriptOff: {
    zh: '没有脚本：框架固定 {height} 像素高，内容在框架里滚动；课程页收不到任何事件。',
    en: 'No script: the frame is {height} px high and scrolls inside; the course page hears no events.',
  },
  embedLms: { zh: '记入课程平台的成绩册（SCORM）', en: "Into a course platform's gradebook (SCORM)" },
  embedLmsHelp: {
    zh: 'Moodle、Canvas、Open edX、Blackboard 都能上传 SCORM 包：平台记录完成情况、分数、每道题的回答，学生下次打开时接着做。在这个项目里运行下面的命令生成包（docs/lms.md 说明怎样上传、记录了什么）：',
    en: 'Moodle, Canvas, Open edX and Blackboard all take a SCORM package: the platform records completion, the score and each answer, and the student resumes where they left off. Make the package by running this command in this project (docs/lms.md says how to upload it and what is recorded):',
  },
  embedReport: {
    zh: '课后：把平台导出的记录放进班级报告，看看全班在哪些题上想错了、错成了什么。',
    en: 'After class: put the records your platform exports into the class report, and see where your class went wrong, and how.',
  },
  embedReportLink: { zh: '打开班级报告', en: 'Open the class report' },
  openFull: { zh: '在完整练习场中打开', en: 'Open in the full playground' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  copyFailed: { zh: '浏览器不让复制，请手动选中复制。', en: 'The browser refused; select the text and copy it.' },
} satisfies Catalog;
