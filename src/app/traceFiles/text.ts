/**
 * The words of the trace file buttons: a part of the page's catalog kept beside the feature, so they load with it
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const TRACE_FILES_TEXT = {
  exportTrace: { zh: '导出执行轨迹', en: 'Export trace' },
  importTrace: { zh: '导入执行轨迹', en: 'Import trace' },
} satisfies Catalog;
