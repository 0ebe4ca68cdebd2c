import { expect, it } from 'vitest';
import { SAYINGS, type SayingKey, saying, sayingIn } from './sayings.ts';

it('each saying read back from its Chinese gives its key and the values it was filled with', () => {
  for (const key of Object.keys(SAYINGS) as SayingKey[]) {
    const values = Object.fromEntries(
      [...SAYINGS[key].zh.matchAll(/\{(\w+)\}/g)].map(([, name], index) => [name, `值${index}（含：标点）`]),
    );
    expect(sayingIn(saying(key, values)), key).toEqual({ key, values });
    // The English names the same values.
    expect([...SAYINGS[key].en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), key).toEqual(
      Object.keys(values).sort(),
    );
  }
});

it("someone else's text is no saying", () => {
  expect(sayingIn('查询失败：规则索引正在重建，暂时无法回答。')).toBeNull();
  expect(sayingIn(`${saying('noSearchTool')}！`)).toBeNull();
});
