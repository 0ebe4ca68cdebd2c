/**
 * What the practice's host and its stand-in model write in a conversation: Chinese, the lesson's language and what
 * the model reads, with the English an English page gives beside it (practice/Said.tsx reads a text back to its
 * key and values with `sayingIn`). Written here once, so the gloss cannot drift from the words.
 */
export const SAYINGS = {
  poolLoaded: {
    zh: '已接入 {count} 个 docs 工具，下一次请求可用：{names}',
    en: '{count} docs tools connected, usable from the next request: {names}',
  },
  poolRefused: {
    zh: '工具目录没有接入，旧工具池保持不变：{reason}',
    en: 'The tool catalog was not connected; the old tool pool stays as it was: {reason}',
  },
  catalogFailed: {
    zh: 'docs 服务的工具目录没能加载，所以无法查询它的运行许可规则，也就不能比较。原因：{reason}',
    en: "The docs service's tool catalog could not be loaded, so its run-permission rule cannot be looked up or compared. Reason: {reason}",
  },
  noSearchTool: {
    zh: '可用工具里没有 docs 服务的查询工具，无法回答。',
    en: 'The tools at hand include no docs query tool: there is no answer to give.',
  },
  noEvidence: {
    zh: '缺少证据：没有拿到 docs 服务的运行许可规则（{reason}），所以不能判断它与 policy.txt 是否一致。',
    en: "Missing evidence: the docs service's run-permission rule was not obtained ({reason}), so whether it agrees with policy.txt cannot be judged.",
  },
  noPolicy: {
    zh: '读不到 policy.txt（{reason}），所以不能比较。',
    en: 'policy.txt could not be read ({reason}), so there is nothing to compare.',
  },
  consistent: {
    zh: '一致。docs 服务的规则是：“{rule}” policy.txt 写的是：“{policy}” 两者都要求每次运行前当场获得批准，且批准不能复用。',
    en: "Consistent. The docs service's rule is: “{rule}” policy.txt says: “{policy}” Both ask for approval on the spot before every run, and an approval cannot be reused.",
  },
  notInSnapshot: {
    zh: '第一批里的查询没有执行：那时的工具快照里还没有它。',
    en: "The query in the first batch did not run: that batch's tool snapshot did not hold it yet.",
  },
} as const satisfies Record<string, { zh: string; en: string }>;

export type SayingKey = keyof typeof SAYINGS;

/** The Chinese text of a saying with its values filled in. */
export function saying(key: SayingKey, values: Record<string, string | number> = {}): string {
  return SAYINGS[key].zh.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

const patterns = (Object.keys(SAYINGS) as SayingKey[]).map((key) => {
  const names: string[] = [];
  const source = SAYINGS[key].zh
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '([\\s\\S]*?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Which saying a text is, and the values it was filled with; null for text of anyone else's. */
export function sayingIn(text: string): { key: SayingKey; values: Record<string, string> } | null {
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}
