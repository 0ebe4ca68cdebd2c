// @vitest-environment happy-dom
/** "Updated" is said once per new build this browser meets, whichever way the new build arrived. */
import { beforeEach, expect, it } from 'vitest';
import { isNewBuild } from './serviceWorker.ts';

const pageOfBuild = (id: string | null) => {
  document.head.innerHTML = id === null ? '' : `<meta name="build" content="${id}">`;
};

beforeEach(() => localStorage.clear());

it('a first visit is not an update; the next page of the same build is not either', () => {
  pageOfBuild('a1');
  expect(isNewBuild()).toBe(false);
  expect(isNewBuild()).toBe(false);
});

it('a page of another build than the last one shown is new, once', () => {
  pageOfBuild('a1');
  isNewBuild();
  pageOfBuild('b2');
  expect(isNewBuild()).toBe(true);
  expect(isNewBuild()).toBe(false);
});

it('a page without a build id (the dev server) says nothing and forgets nothing', () => {
  pageOfBuild('a1');
  isNewBuild();
  pageOfBuild(null);
  expect(isNewBuild()).toBe(false);
  pageOfBuild('a1');
  expect(isNewBuild()).toBe(false);
});
