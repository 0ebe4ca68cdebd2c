/**
 * A course platform launch's one line of news at the top of the page (not launched by a platform, a record that is
 * not this course's, review mode), in the page's language as it changes. A status, never a dialog: the lesson
 * goes on under it.
 */
import { usePlayground } from '../state/playground.ts';
import './lms.css';
import { LMS_TEXT } from './text.ts';

export function showLmsNotice(key: keyof typeof LMS_TEXT): void {
  const notice = document.createElement('p');
  notice.className = 'lms-notice';
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'lms-notice';
  notice.dataset.notice = key;
  const say = () => {
    notice.textContent = LMS_TEXT[key][usePlayground.getState().locale];
  };
  say();
  usePlayground.subscribe((state, before) => {
    if (state.locale !== before.locale) say();
  });
  document.body.prepend(notice);
}
