/** The two languages of every text: Chinese (the lesson's) and English. Its own module: the page's shell needs only this. */
export type Locale = 'zh' | 'en';

export const LOCALES: readonly Locale[] = ['zh', 'en'];
