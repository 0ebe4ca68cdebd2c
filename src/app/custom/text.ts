/**
 * The words of the custom-scenario editor and the scenario file buttons: a part of the page's catalog kept beside
 * the feature, so they load with it (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const CUSTOM_TEXT = {
  customEditorHelp: {
    zh: '编辑这个场景的数据（JSON）。格式就是场景文件本身（“场景数据”标签只显示其中的 input），按 schema 检查；数据无效时不能运行。',
    en: "Edit this scenario's data (JSON). The format is the scenario files' own, checked against the schema; invalid data cannot run.",
  },
  customProblems: { zh: '数据有 {n} 处问题：', en: '{n} problem(s) in the data:' },
  customValid: { zh: '数据有效，可以运行和调试。', en: 'The data is valid: Run and Debug use it.' },
  customChecking: { zh: '正在检查…', en: 'Checking…' },
  share: { zh: '分享链接', en: 'Share link' },
  shareCopied: { zh: '链接已复制：', en: 'Link copied:' },
  downloadScenario: { zh: '下载场景', en: 'Download scenario' },
  uploadScenario: { zh: '上传场景', en: 'Upload scenario' },
  goToProblem: { zh: '把光标移到这里', en: 'Put the cursor here' },
  shareNotCopied: {
    zh: '浏览器没有允许写入剪贴板，请手动复制这个链接：',
    en: 'The browser did not allow copying; copy this link by hand:',
  },
} satisfies Catalog;
