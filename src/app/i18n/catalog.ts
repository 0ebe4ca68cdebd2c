/**
 * Every label and sentence the playground shows, in Chinese (the default)
 * and English. Adapter error texts live in the adapter's own catalog
 * (src/adapter/messages.ts), keyed by error code; this one holds the rest.
 */
import type { Locale } from '../../adapter/messages.ts';
import type { FunctionId } from '../../scenarios/schema.ts';

/** Words by key, in both languages. Features that load later keep theirs beside them (practice/text.ts, embed/text.ts). */
export type Catalog = Record<string, Record<Locale, string>>;

export const TEXT = {
  title: { zh: 'MCP 工具接入练习场', en: 'MCP Tools Playground' },
  intro: {
    zh: '智能体宿主怎样把 MCP 服务的工具目录变成一份可执行、受约束的工具快照？下面三个函数是整条路径：先分页读取并验证目录，再一次组装出模型可见的定义和调用路由，最后在确认之后把一次调用送到服务。选一个场景，运行或调试，逐步看变量和替身日志怎样变化。',
    en: "How does an agent host turn an MCP server's tool catalog into an executable, guarded tool snapshot? These three functions are the whole path: read and check a paginated catalog, assemble model-visible definitions and call routes in one pass, then send one approved call to the service. Pick a scenario, run or debug it, and step through to watch the variables and the fakes' logs change.",
  },
  language: { zh: 'English', en: '中文' },
  languageLabel: { zh: '切换到英文', en: 'Switch to Chinese' },
  scenario: { zh: '场景', en: 'Scenario' },
  run: { zh: '运行', en: 'Run' },
  debug: { zh: '调试', en: 'Debug' },
  continue: { zh: '继续', en: 'Continue' },
  stepOver: { zh: '单步跳过', en: 'Step over' },
  stepInto: { zh: '单步进入', en: 'Step into' },
  stepOut: { zh: '单步跳出', en: 'Step out' },
  first: { zh: '第一步', en: 'First' },
  stepBack: { zh: '后退', en: 'Back' },
  forward: { zh: '前进', en: 'Forward' },
  last: { zh: '最后一步', en: 'Last' },
  restart: { zh: '重新开始', en: 'Restart' },
  more: { zh: '展开', en: 'More' },
  less: { zh: '收起', en: 'Less' },
  keysScope: {
    zh: '按键作用于蓝色边框的那一部分（点一下某部分即可切换）',
    en: 'keys act on the section with the blue border (click a section to give it the keys)',
  },
  keyDebug: { zh: 'F5：调试 / 继续', en: 'F5: debug / continue' },
  keyStepOver: { zh: 'F10：单步跳过（辅助函数一步走完）', en: 'F10: step over (a helper runs through)' },
  keyStepInto: { zh: 'F11：单步进入（走进辅助函数）', en: 'F11: step into (into a helper)' },
  keyStepOut: { zh: 'Shift+F11：单步跳出（回到调用处）', en: 'Shift+F11: step out (back to the caller)' },
  keyStepBack: { zh: 'Shift+F10：后退一步', en: 'Shift+F10: back one step' },
  keyRestart: { zh: 'Ctrl+Shift+F5：重新开始', en: 'Ctrl+Shift+F5: restart' },
  keyBreakpoint: {
    zh: 'F9（在代码里）：切换光标所在行的断点',
    en: "F9 (in the code): toggle a breakpoint on the cursor's line",
  },
  timeline: { zh: '时间线', en: 'Timeline' },
  stepOf: { zh: '第 {n} / {m} 步', en: 'step {n} of {m}' },
  variables: { zh: '变量', en: 'Variables' },
  fakes: { zh: '替身日志', en: 'Fakes' },
  output: { zh: '输出', en: 'Output' },
  guidance: { zh: '观察提示', en: 'Guidance' },
  tryIt: { zh: '设好断点并调试', en: 'Set the breakpoint and debug' },
  pageCalls: { zh: '目录页请求（cursor）', en: 'Page calls (cursor)' },
  remoteCalls: { zh: '服务调用（原名与参数）', en: 'Remote calls (original name and arguments)' },
  approvals: { zh: '宿主确认（服务名）', en: 'Approvals (server)' },
  none: { zh: '（无）', en: '(none)' },
  noVariables: { zh: '运行“调试”后，这里显示当前步骤的变量。', en: 'Debug to see the variables of the current step.' },
  noOutput: { zh: '点“运行”或“调试”查看输出。', en: 'Run or debug to see the output.' },
  outputSoFar: { zh: '函数还在执行，尚未打印。', en: 'The function is still running; nothing printed yet.' },
  running: { zh: '正在运行…', en: 'Running…' },
  recording: { zh: '正在记录执行轨迹…', en: 'Recording the trace…' },
  breakpointHint: { zh: '点击行号设置或取消断点', en: 'Click a line number to set or clear a breakpoint' },
  notStoppable: {
    zh: '第 {line} 行不是可以停下的语句。',
    en: 'Line {line} is not a statement the debugger can stop on.',
  },
  neverReached: {
    zh: '断点第 {lines} 行在这次运行中没有被执行到。',
    en: 'Breakpoint line {lines} is never reached in this run.',
  },
  pausedAt: { zh: '暂停在第 {line} 行（{event}）', en: 'Paused at line {line} ({event})' },
  finished: { zh: '执行结束', en: 'Finished' },
  outputClipped: {
    zh: '输出太长，只显示了前 {shown} 个字符（共 {total} 个）。',
    en: 'The output is long: the first {shown} of {total} characters are shown.',
  },
  sourceTab: { zh: '适配函数', en: 'Adapter function' },
  editToggle: { zh: '✎ 编辑', en: '✎ Edit' },
  pythonTab: { zh: '课程里的 Python', en: "The lesson's Python" },
  harnessTab: { zh: '替身与调用入口', en: 'Fakes and entry' },
  dataTab: { zh: '场景数据', en: 'Scenario data' },
  readOnly: {
    zh: '代码只读；一切都在你的浏览器里执行。断点只对上方的适配函数生效。',
    en: 'Read-only; everything runs in your browser. Breakpoints apply to the adapter function.',
  },
  badLink: {
    zh: '链接参数有误，已改用默认值：{detail}',
    en: 'The link has invalid parameters; defaults are used: {detail}',
  },
  dismiss: { zh: '关闭', en: 'Dismiss' },
  scenarioProblems: {
    zh: '有场景文件未通过校验，已略过：',
    en: 'Some scenario files failed validation and were skipped:',
  },
  runFailed: { zh: '运行失败：{detail}', en: 'The run failed: {detail}' },
  custom: { zh: '自定义…', en: 'Custom…' },
  customInvalidReason: { zh: '自定义数据无效，先修正它', en: 'The custom data is invalid: fix it first' },
  shareTooLarge: {
    zh: '这个场景压缩后仍有 {size} 个字符，超过链接上限 {max}：请改用“下载”，把文件发给别人。',
    en: 'Compressed, this scenario still takes {size} characters, over the link limit of {max}: use Download and share the file instead.',
  },
  shareUnreadable: { zh: '链接里的场景读不出来：{detail}', en: 'The scenario in the link cannot be read: {detail}' },
  fileTooLarge: {
    zh: '这个文件有 {size}，超过上限 {limit}，没有读取。',
    en: 'This file is {size}, over the limit of {limit}: it was not read.',
  },
  scenarioFileFailed: { zh: '场景文件没能载入：{detail}', en: 'The scenario file could not be loaded: {detail}' },
  importedReplay: {
    zh: '这是导入的执行轨迹回放：{fn} · {scenario}。没有运行任何代码。',
    en: 'This is an imported trace replay: {fn} · {scenario}. Nothing was run.',
  },
  traceRefused_not_json: { zh: '这不是 JSON 文件：{detail}', en: 'This file is not JSON: {detail}' },
  traceRefused_not_a_trace: { zh: '这不是执行轨迹文件：{detail}', en: 'This is not a trace file: {detail}' },
  traceRefused_version: {
    zh: '轨迹格式版本不符，拒绝导入：{detail}',
    en: 'Wrong trace format version, refused: {detail}',
  },
  traceRefused_source_mismatch: {
    zh: '轨迹与当前显示的源码不符，拒绝导入：{detail}',
    en: 'The trace does not fit the displayed source, refused: {detail}',
  },
  traceOtherFunction: {
    zh: '这份轨迹属于另一个函数（{detail}），请在对应部分导入。',
    en: 'This trace belongs to another function ({detail}); import it in that section.',
  },
  traceOtherScenario: {
    zh: '这份轨迹来自本页没有的场景（{detail}）：可以回放，但“场景数据”标签显示的不是它的输入。',
    en: 'This trace comes from a scenario this page does not have ({detail}): it replays, but the data tab does not show its input.',
  },
  sectionFailed: { zh: '这一部分出错了：{detail}', en: 'This section failed: {detail}' },
  sectionReset: { zh: '重置这一部分', en: 'Reset this section' },
  embed: { zh: '嵌入', en: 'Embed' },
  event_call: { zh: '进入函数', en: 'entering the function' },
  event_line: { zh: '即将执行', en: 'about to run' },
  event_return: { zh: '返回', en: 'returning' },
  event_exception: { zh: '异常', en: 'raising' },
  currentLine: { zh: '黄色：即将执行的行', en: 'yellow: the line that runs next' },
  previousLine: { zh: '绿色：刚执行过的行', en: 'green: the line just run' },
} satisfies Catalog;

export type TextKey = keyof typeof TEXT;

/** What each section says about its function: input, output, what to watch. */
export const SECTIONS: Record<FunctionId, { title: Record<Locale, string>; about: Record<Locale, string> }> = {
  discover_tools: {
    title: { zh: '读取目录：discoverTools', en: 'Reading the catalog: discoverTools' },
    about: {
      zh: '输入是 listPage 回调：给它 cursor，它返回服务的一页 tools/list 结果。函数最多读四页、八个工具，每页按 Python 写出的 JSON 计不超过 24000 字节，游标不能为空、过长或重复。输出是完整、逐项验证过的工具列表；任何一处失败都整体报错，绝不返回半份目录。留意 tools 何时增长，以及下一轮 listPage 收到哪个 cursor。',
      en: 'The input is a listPage callback: give it a cursor and it answers one tools/list page from the server. The function reads at most four pages and eight tools, each page at most 24000 bytes as Python writes its JSON, with cursors that are non-empty, short and never repeated. The output is the complete list of checked tools; any failure fails the whole, never half a catalog. Watch when tools grows, and which cursor the next listPage call receives.',
    },
  },
  assemble_tool_pool: {
    title: { zh: '组装工具池：assembleToolPool', en: 'Assembling the pool: assembleToolPool' },
    about: {
      zh: '输入是内置工具定义和宿主登记的服务（各自的工具与调用函数）。函数一次同时产出两样东西：模型看到的定义（名称形如 mcp__服务__工具）和调用路由（服务、原名、schema、调用函数）。任何名称冲突都让整个新池作废。留意定义和路由是怎样一起长出来的，以及 route.invoke 与服务的调用函数是不是同一个对象。',
      en: "The input is the built-in definitions and the servers the host registered (their tools and call functions). In one pass the function builds both what the model sees (names like mcp__server__tool) and the call routes (server, original name, schema, call function). Any name collision rejects the whole new pool. Watch definitions and routes grow together, and whether route.invoke is the very same object as the server's call.",
    },
  },
  call_external: {
    title: { zh: '调用外部工具：callExternal', en: 'Calling an external tool: callExternal' },
    about: {
      zh: '输入是模型的工具请求、这次请求对应的工具快照和宿主的确认函数。函数先复制请求、查路由、严格检查参数，再请宿主确认（宿主拿到的是副本），只调用服务一次，检查结果后包成带原调用 ID 的 tool_result。失败也总是返回信封，从不自动重试。留意 snapshot、shown、sent 三份对象的编号，以及替身日志里调用是否真的发生。',
      en: "The input is the model's tool call, the tool snapshot that call was answered against, and the host's approval function. The function copies the call, looks up the route, checks the arguments strictly, asks the host (which is shown a copy), calls the service once, checks the result and wraps it in a tool_result carrying the model's call id. Failures still return an envelope; there is never an automatic retry. Watch the ids of snapshot, shown and sent, and whether the fakes log shows the call really happened.",
    },
  },
};

export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
