/** The detector of e2e/language.ts on known sentences (the pages themselves are checked in accessibility.spec.ts). */
import { chineseIn, englishIn } from './language.ts';
import { expect, test } from './support.ts';

test('the detector sees English prose in a Chinese sentence and Chinese in an English one', () => {
  const allowed = new Set(['cursor', 'listPage']);
  expect(englishIn([{ text: '输入是 listPage 回调：给它 cursor', where: 'x' }], allowed)).toEqual([]);
  expect(englishIn([{ text: '暂停在第 3 行（line）', where: 'status' }], allowed)).toEqual([
    'status: "暂停在第 3 行（line）" (line)',
  ]);
  expect(englishIn([{ text: '调用 tools/call 与 mcp__docs__search', where: 'x' }], allowed)).toEqual([]);
  expect(chineseIn([{ text: 'Paused at 第 3 行', where: 'status' }])).toEqual(['status: "Paused at 第 3 行"']);
});
