/** The words of the "Your server" section (walked by src/app/i18n/catalog.test.ts with the rest). */
import type { Catalog } from '../i18n/catalog.ts';

export const YOUR_SERVER_TEXT = {
  yourTitle: { zh: '你的服务：严格的宿主会接入它吗？', en: 'Your server: would a strict host take it?' },
  yourBody: {
    zh: '输入一个在本机运行的 MCP 服务（Streamable HTTP）地址。页面用官方 SDK 逐页读取它的工具目录，用本课的 discoverTools 和 assembleToolPool 给出结论，并列出每个工具违反的所有规则和改法。也可以把读到的目录交给调试器，逐行看适配函数如何处理它。命令行版本：`npm run check-server`。',
    en: 'Enter the address of an MCP server running on this machine (Streamable HTTP). The page lists its tool catalog page by page with the official SDK, gives the verdict of the lesson’s discoverTools and assembleToolPool, and lists every rule each tool breaks, with its fix. You can also hand the catalog to the debugger and watch the adapter handle it line by line. On the command line: `npm run check-server`.',
  },
  yourCheck: { zh: '读取并检查', en: 'List and check' },
  yourTry: {
    zh: '没有自己的服务？试试本课的 docs 服务（先在终端运行 `npm run serve:docs`）：',
    en: 'No server of your own? Try the lesson’s docs service (run `npm run serve:docs` in a terminal first):',
  },
  yourTryNormal: { zh: '它的正常目录', en: 'its sound catalog' },
  yourTryBad: { zh: '多一个坏工具的目录', en: 'its catalog with one bad tool' },
  yourChecking: { zh: '正在读取目录…', en: 'Listing the catalog…' },
  yourServerLine: {
    zh: '服务 {name} {version} · 协议 {protocol} · 工具池里记作 {key}',
    en: 'Server {name} {version} · protocol {protocol} · filed in the pool as {key}',
  },
  yourPages: { zh: '目录页', en: 'Pages' },
  yourPage: { zh: '第 {n} 页：{tools} 个工具，{bytes} 字节', en: 'page {n}: {tools} tool(s), {bytes} bytes' },
  yourTool: { zh: '工具', en: 'Tool' },
  yourAlias: { zh: '模型看到的名字', en: 'Model-visible name' },
  yourVerdict: { zh: '结论', en: 'Verdict' },
  yourAccepted: { zh: '接受', en: 'accepted' },
  yourRefused: { zh: '拒绝', en: 'refused' },
  yourFix: { zh: '改法', en: 'Fix' },
  yourCatalog: { zh: '整个目录', en: 'The whole catalog' },
  yourPool: { zh: '工具池', en: 'The pool' },
  yourNoTools: { zh: '这个服务没有列出工具。', en: 'This server lists no tools.' },
  yourAcceptedAll: {
    zh: '按本课规则，这个目录会被接入：{names}',
    en: 'By the lesson’s rules this catalog would be accepted: {names}',
  },
  yourRefusedBy: {
    zh: '按本课规则，这个目录不会被接入：{step} 以 {code} 拒绝。{message}',
    en: 'By the lesson’s rules this catalog would be refused: {step} refuses with {code}. {message}',
  },
  yourBroken: { zh: '共 {count} 条规则没有满足。', en: '{count} rule(s) broken in all.' },
  yourDebugDiscover: { zh: '在调试器里运行 discoverTools', en: 'Debug discoverTools on it' },
  yourDebugAssemble: { zh: '在调试器里运行 assembleToolPool', en: 'Debug assembleToolPool on it' },
  yourScenario: { zh: '你的服务 {name}', en: 'Your server {name}' },
  yourScenarioHint: {
    zh: '这些目录页是从 {url} 读到的。设断点看适配函数在哪一行、因为哪条规则拒绝（或接受）它们。',
    en: 'These catalog pages were listed from {url}. Set a breakpoint and see at which line, by which rule, the adapter refuses (or accepts) them.',
  },
  yourFailed: { zh: '没能读取目录：{detail}', en: 'Could not list the catalog: {detail}' },
} satisfies Catalog;
