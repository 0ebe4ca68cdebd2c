/**
 * The words of the update notice: a part of the page's catalog kept beside the feature, so they load with it
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const OFFLINE_TEXT = {
  updateReady: {
    zh: '练习场有新版本，下次打开时生效（当前页面不受影响）。',
    en: 'A new version of the playground is ready; it opens on your next visit (this page is not affected).',
  },
  updateNow: { zh: '现在更新', en: 'Update now' },
  updated: {
    zh: '练习场已更新到最新版本；断开网络后它也能打开。',
    en: 'The playground is updated to the latest version; it opens without a network too.',
  },
} satisfies Catalog;
