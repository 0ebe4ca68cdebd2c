/** The words a course platform's launch shows (the LMS chunk's own, beside it: catalog.test.ts walks them). */
import type { Catalog } from '../i18n/catalog.ts';

export const LMS_TEXT = {
  lmsNotLaunched: {
    zh: '没有课程平台（LMS）在记录：这个页面不是由课程平台打开的，进度只留在这个标签页里，关掉就没了。',
    en: 'No course platform is recording: this page was not launched by an LMS, so progress stays in this tab only and is gone when it closes.',
  },
  lmsUnreachable: {
    zh: '课程平台的记录服务连不上：这次的进度只留在这个标签页里。',
    en: "The course platform's record store could not be reached: this time, progress stays in this tab only.",
  },
  lmsUnsent: {
    zh: '课程平台的记录服务不再回应：从现在起的进度没有记录下来，只留在这个标签页里。',
    en: "The course platform's record store stopped answering: what you do from now on is not recorded and stays in this tab only.",
  },
  lmsFresh: {
    zh: '课程平台保存的进度属于这门课之前的版本（检查点变了），这里从头开始，不会和旧记录混在一起。',
    en: 'The progress the course platform kept belongs to an earlier version of this course (its checkpoints changed): you start fresh here, never mixed with the old record.',
  },
  lmsGarbled: {
    zh: '课程平台保存的进度读不懂，这里从头开始；平台上的旧记录在你下一次答题时会被替换。',
    en: 'The progress the course platform kept could not be read, so you start fresh; the old record there is replaced at your next answer.',
  },
  lmsReview: {
    zh: '课程平台以“回顾”方式打开了这一课：可以看，但这次的答题不会被记录。',
    en: 'The course platform opened this lesson for review: look around, but nothing you answer now is recorded.',
  },
} satisfies Catalog;
