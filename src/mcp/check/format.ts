/** A check's report as a person reads it in a terminal, zh or en. Pure. */
import type { Locale } from '../../adapter/messages.ts';
import { message } from '../../adapter/messages.ts';
import type { ServerCheck } from './checkServer.ts';
import { allFindings } from './findings.ts';
import type { Finding } from './rules.ts';
import { fill, findingText } from './text.ts';

const WORDS = {
  zh: {
    server: '服务',
    filedAs: '工具池里记作',
    protocol: '协议',
    pages: '目录页',
    page: '页',
    tool: '工具',
    alias: '模型看到的名字',
    verdict: '结论',
    accepted: '接受',
    refused: '拒绝',
    catalog: '整个目录',
    pool: '工具池',
    fix: '改法',
    none: '（没有工具）',
    allAccepted: '按本课规则，这个目录会被接入：',
    refusedBy: '按本课规则，这个目录不会被接入：{step} 拒绝，{code}：{message}',
    more: '另外还有 {count} 条规则没有满足（见上）。',
    bytes: '{tools} 个工具，{bytes} 字节',
  },
  en: {
    server: 'server',
    filedAs: 'filed in the pool as',
    protocol: 'protocol',
    pages: 'pages',
    page: 'page',
    tool: 'tool',
    alias: 'model-visible name',
    verdict: 'verdict',
    accepted: 'accepted',
    refused: 'refused',
    catalog: 'the whole catalog',
    pool: 'the pool',
    fix: 'fix',
    none: '(no tools)',
    allAccepted: 'By the lesson’s rules this catalog would be accepted:',
    refusedBy: 'By the lesson’s rules this catalog would be refused: {step} refuses with {code}: {message}',
    more: '{count} rule(s) broken in all (listed above).',
    bytes: '{tools} tool(s), {bytes} bytes',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Code points, so Chinese and ASCII columns line up in a terminal that draws CJK twice as wide. */
const width = (text: string) =>
  Array.from(text).reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) > 0x2e7f ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => width(row[column] ?? '')))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => pad(cell, widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function findingLines(findings: readonly Finding[], locale: Locale, indent: string): string[] {
  const w = WORDS[locale];
  return findings.flatMap((finding) => {
    const words = findingText(finding, locale);
    return [`${indent}✘ ${finding.code}: ${words.problem}`, `${indent}  ${w.fix}: ${words.fix}`];
  });
}

export function formatCheck(check: ServerCheck, locale: Locale): string {
  const w = WORDS[locale];
  const { report, server } = check;
  const lines: string[] = [];
  const version = server.version ? ` ${server.version}` : '';
  lines.push(
    `${w.server}: ${server.name ?? '?'}${version} (${check.target}) · ${w.protocol} ${server.protocolVersion ?? '?'} · ${w.filedAs} "${report.server}"`,
  );
  const pages = report.pages.map(
    (page, index) =>
      `${index + 1}${page.cursor === null ? '' : ` (cursor ${page.cursor})`}: ${fill(w.bytes, { tools: page.tools, bytes: page.bytes ?? '?' })}`,
  );
  lines.push(`${w.pages}: ${pages.join(' · ')}`, '');
  if (report.tools.length === 0) lines.push(w.none);
  else {
    const rows = [[w.page, w.tool, w.alias, w.verdict]];
    for (const tool of report.tools)
      rows.push([
        String(tool.page),
        tool.name,
        tool.alias,
        tool.findings.length === 0 ? `✔ ${w.accepted}` : `✘ ${w.refused}`,
      ]);
    const [head, ...body] = table(rows);
    lines.push(head ?? '');
    body.forEach((line, index) => {
      lines.push(line);
      lines.push(...findingLines(report.tools[index]?.findings ?? [], locale, '    '));
    });
  }
  for (const [title, findings] of [
    [w.catalog, report.catalog],
    [w.pool, report.pool],
  ] as const) {
    if (findings.length === 0) continue;
    lines.push('', `${title}:`, ...findingLines(findings, locale, '  '));
  }
  lines.push('');
  if (report.adapter.accepted) lines.push(`${w.allAccepted} ${report.adapter.definitions.join(', ')}`);
  else {
    const { step, code } = report.adapter;
    const text = code ? message(code, locale) : report.adapter.message;
    lines.push(fill(w.refusedBy, { step, code: code ?? '-', message: text }));
    lines.push(fill(w.more, { count: allFindings(report).length }));
  }
  return lines.join('\n');
}
