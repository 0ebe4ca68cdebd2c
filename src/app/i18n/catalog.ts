/**
 * Every label and sentence of the page's shell in Chinese (the page's first language), by key; their English is
 * in catalog.en.ts, which loads when a page first shows English (i18n/english.ts), so a Chinese page never fetches
 * it. Adapter error texts live in the adapter's own catalog (src/adapter/messages.ts), keyed by error code.
 * Features that load later keep their words beside them, both languages side by side (practice/text.ts,
 * embed/text.ts).
 */
import type { Locale } from '../../adapter/locales.ts';
import type { FunctionId } from '../../scenarios/schema.ts';

/** A feature's words by key, in both languages. */
export type Catalog = Record<string, Record<Locale, string>>;

export const TEXT_ZH = {
  title: 'MCP 工具接入练习场',
  intro:
    '智能体宿主怎样把 MCP 服务的工具目录变成一份可执行、受约束的工具快照？下面三个函数是整条路径：先分页读取并验证目录，再一次组装出模型可见的定义和调用路由，最后在确认之后把一次调用送到服务。选一个场景，运行或调试，逐步看变量和替身日志怎样变化。',
  pathStartPredict: '开始课程：每一步先预测',
  pathContinue: '继续课程（已完成 {done} / {total}）',
  pathLink: '课程路线',
  pathDoneOf: '已完成 {done} / {total}',
  language: 'English',
  languageLabel: '切换到英文',
  scenario: '场景',
  run: '运行',
  debug: '调试',
  continue: '继续',
  stepOver: '单步跳过',
  stepInto: '单步进入',
  stepOut: '单步跳出',
  first: '第一步',
  stepBack: '后退',
  forward: '前进',
  last: '最后一步',
  restart: '重新开始',
  more: '展开',
  less: '收起',
  keysScope: '按键作用于屏幕上的部分（蓝框）',
  keyDebug: 'F5：调试 / 继续',
  keyStepOver: 'F10：单步跳过（辅助函数一步走完）',
  keyStepInto: 'F11：单步进入（走进辅助函数）',
  keyStepOut: 'Shift+F11：单步跳出（回到调用处）',
  keyStepBack: 'Shift+F10：后退一步',
  keyRestart: 'Ctrl+Shift+F5：重新开始',
  keyBreakpoint: 'F9（在代码里）：切换光标所在行的断点',
  timeline: '时间线',
  stepOf: '第 {n} / {m} 步',
  variables: '变量',
  fakes: '替身日志',
  output: '输出',
  guidance: '观察提示',
  tryIt: '设好断点并调试',
  pageCalls: '目录页请求（cursor）',
  remoteCalls: '服务调用（原名与参数）',
  approvals: '宿主确认（服务名）',
  none: '（无）',
  noVariables: '运行“调试”后，这里显示当前步骤的变量。',
  noOutput: '点“运行”或“调试”查看输出。',
  outputUnchosen: '先选一个场景，或按“▶ 运行”看它的输出、按“● 调试”一步步走到它。',
  fakesUnchosen: '替身日志在你运行或调试之后出现。',
  hintFolded: '提示先折起来：它会说出这个场景里值得先预测的事。',
  hintShow: '显示提示',
  outputSoFar: '函数还在执行，尚未打印。',
  running: '正在运行…',
  recording: '正在记录执行轨迹…',
  breakpointHint: '点击行号设置或取消断点',
  notStoppable: '第 {line} 行不是可以停下的语句。',
  neverReached: '断点第 {lines} 行在这次运行中没有被执行到。',
  pausedAt: '暂停在第 {line} 行（{event}）',
  pausedAtCode: '暂停在第 {line} 行（{event}）：{code}',
  outputClipped: '输出太长，只显示了前 {shown} 个字符（共 {total} 个）。',
  sourceTab: '适配函数',
  editToggle: '✎ 编辑',
  pythonTab: '课程里的 Python',
  harnessTab: '本场景的替身',
  dataTab: '场景数据',
  readOnly: '代码只读；一切都在你的浏览器里执行。断点只对上方的适配函数生效。',
  badLink: '链接参数有误，已改用默认值：{detail}',
  dismiss: '关闭',
  scenarioProblems: '有场景文件未通过校验，已略过：',
  runFailed: '运行失败：{detail}',
  custom: '自定义…',
  customInvalidReason: '自定义数据无效，先修正它',
  hintCopied: '这条提示抄自课程场景「{label}」：改过数据后它未必成立。',
  shareTooLarge: '这个场景压缩后仍有 {size} 个字符，超过链接上限 {max}：请改用“下载”，把文件发给别人。',
  shareUnreadable: '链接里的场景读不出来：{detail}',
  sharedCodeUnreadable: '链接里的代码读不出来：{detail}',
  fileTooLarge: '这个文件有 {size}，超过上限 {limit}，没有读取。',
  scenarioFileFailed: '场景文件没能载入：{detail}',
  importedReplay: '这是导入的执行轨迹回放：{fn} · {scenario}。没有运行任何代码。',
  traceRefused_not_json: '这不是 JSON 文件：{detail}',
  traceRefused_not_a_trace: '这不是执行轨迹文件：{detail}',
  traceRefused_version: '轨迹格式版本不符，拒绝导入：{detail}',
  traceRefused_source_mismatch: '轨迹与当前显示的源码不符，拒绝导入：{detail}',
  traceOtherFunction: '这份轨迹属于另一个函数（{detail}），请在对应部分导入。',
  traceOtherScenario: '这份轨迹来自本页没有的场景（{detail}）：可以回放，但“场景数据”标签显示的不是它的输入。',
  sectionFailed: '这一部分出错了：{detail}',
  sectionReset: '重置这一部分',
  embed: '嵌入',
  event_call: '进入函数',
  event_line: '即将执行',
  event_return: '返回',
  event_exception: '异常',
  currentLine: '黄色：即将执行的行',
  previousLine: '绿色：刚执行过的行',
};

export type TextKey = keyof typeof TEXT_ZH;

/** What a section says about its function: input, output, what to watch. */
export type SectionCopy = { title: string; about: string };

export const SECTIONS_ZH: Record<FunctionId, SectionCopy> = {
  discover_tools: {
    title: '读取目录：discoverTools',
    about:
      '输入是 listPage 回调：给它 cursor，它返回服务的一页 tools/list 结果。输出是这个服务的工具目录，交给组装工具池的那一步。本课给目录定了几条上限（页数、工具数、每页字节、游标），写在代码里。留意 tools 何时增长，每一轮 listPage 收到哪个 cursor，以及出错时调用者拿到什么。',
  },
  assemble_tool_pool: {
    title: '组装工具池：assembleToolPool',
    about:
      '输入是内置工具定义和宿主登记的服务（各自的工具与调用函数）。输出是新的工具池：模型看到的定义（名称形如 mcp__服务__工具）和调用路由（服务、原名、schema、调用函数）。留意定义和路由是怎样长出来的，两个服务或两个名字相撞时会怎样，以及 route.invoke 与服务的调用函数是不是同一个对象。',
  },
  call_external: {
    title: '调用外部工具：callExternal',
    about:
      '输入是模型的工具请求、这次请求对应的工具快照和宿主的确认函数。输出是交回模型的 tool_result。中间要查路由、检查参数、请宿主确认、调用服务、检查结果。留意 snapshot、shown、sent 三个对象的编号，替身日志里“宿主确认”和“服务调用”何时多出一条，以及服务出错或超时时模型收到什么。',
  },
};

export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
