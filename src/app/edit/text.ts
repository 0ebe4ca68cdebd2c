/**
 * The words of edit mode, kept beside it so they load with its chunk
 * (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const EDIT_TEXT = {
  banner: {
    zh: '你在编辑适配函数：每次修改后，这个函数的所有场景都会在沙箱里重新运行（与页面隔离，不能联网），下面的表格显示哪些场景仍然和课程一致。这里和调试器里看到的替身日志，是页面自己记下的、从沙箱传出的调用；调试器的每一步来自你的代码在沙箱里的运行。',
    en: "You are editing the adapter function: after each change, all of this function's scenarios run again in a sandbox (cut off from the page and the network), and the table below shows which still match the lesson. The fakes' logs you see, here and in the debugger, are the page's own record of the calls that crossed out of the sandbox; the debugger's steps come from your code's run there.",
  },
  editorLabel: { zh: '{file}（可编辑）', en: '{file} (editable)' },
  reset: { zh: '恢复课程原代码', en: "Reset to the lesson's code" },
  showDiff: { zh: '对比课程原代码', en: "Compare with the lesson's code" },
  hideDiff: { zh: '返回编辑', en: 'Back to editing' },
  matrixTitle: { zh: '场景检验', en: 'The scenarios judge your code' },
  judging: { zh: '正在沙箱里运行……', en: 'Running in the sandbox…' },
  allPass: { zh: '{n} 个场景全部与课程一致', en: 'All {n} scenarios match the lesson' },
  someFail: { zh: '{failed} / {n} 个场景与课程不一致', en: '{failed} of {n} scenarios differ from the lesson' },
  pass: { zh: '一致', en: 'matches' },
  fail: { zh: '不一致', en: 'differs' },
  difference: {
    zh: '{path}：课程是 {expected}，你的代码是 {got}',
    en: '{path}: the lesson gives {expected}, your code {got}',
  },
  debugRow: { zh: '，用你的代码调试这个场景', en: ', debug this scenario on your code' },
  problem: { zh: '第 {line} 行第 {column} 列：{message}', en: 'Line {line}, column {column}: {message}' },
  problemNoPlace: { zh: '问题：{message}', en: 'Problem: {message}' },
  hintLineGone: {
    zh: '这条提示说的那一行（{code}）已不在你的代码里：按钮只会从头开始调试。',
    en: 'The line this hint names ({code}) is no longer in your code: the button only starts debugging from the top.',
  },
  stopped: {
    zh: '运行超过 {ms} 毫秒，已被停止：代码里可能有一个不会结束的循环。',
    en: 'The run took over {ms} ms and was stopped: the code may have a loop that never ends.',
  },
  compileStopped: {
    zh: '编译超过 {ms} 毫秒还没完成，已被停止：这段代码对编译器来说太长或嵌套太深，其中的代码一行也没有运行。',
    en: 'Compiling took over {ms} ms and was stopped: the text is too long or too deeply nested for the compiler, and none of it ran.',
  },
  void_protocol: {
    zh: '这次运行无法评判：沙箱发来了协议之外的消息。',
    en: 'This run could not be judged: the sandbox sent a message outside its protocol.',
  },
  void_unreported: {
    zh: '这次运行无法评判：代码调用了替身，但这次调用没有报告给页面，页面看不到的调用不能算数。',
    en: 'This run could not be judged: the code called a fake, but the call never reached the page, and a call the page cannot see does not count.',
  },
  void_calls: {
    zh: '已停止：这次检验调用替身超过 {limit} 次（课程的场景每个只调用几次）。',
    en: "Stopped: this judgement called the fakes over {limit} times (the lesson's scenarios make a handful of calls each).",
  },
  void_data: {
    zh: '已停止：这次检验从沙箱传出的数据超过页面接受的上限（{limit} 个值）。',
    en: 'Stopped: this judgement sent more data out of the sandbox than the page takes ({limit} values).',
  },
  void_trace: {
    zh: '这次运行的轨迹太大，无法显示（超过导入轨迹文件的上限 {limit}）。',
    en: 'The trace of this run is too large to show (over the limit of an imported trace file, {limit}).',
  },
  stoppedSteps: {
    zh: '运行了 {n} 步还没结束，已被停止：代码里可能有一个不会结束的循环。',
    en: 'Stopped after {n} steps without ending: the code may have a loop that never ends.',
  },
  stoppedTime: {
    zh: '没有运行完：这次检验超过 {ms} 毫秒，已被停止。',
    en: 'Did not finish: the judgement took over {ms} ms and was stopped.',
  },
  notData: {
    zh: '{path} 不是页面能比较的数据：{what}',
    en: '{path} is not data the page can compare: {what}',
  },
  threw: { zh: '你的代码抛出了 {error}', en: 'Your code raised {error}' },
  tooLong: {
    zh: '这次修改会让代码有 {length} 个字符，超过编辑器的上限 {max}，已被撤回。',
    en: 'That change would make the code {length} characters long, over the editor’s limit of {max}: it was taken back.',
  },
  huntGaveUp: {
    zh: '你回到了课程原代码，找错练习“{title}”算作放弃：原代码不是修复。再选一次可以重新开始。',
    en: 'You went back to the lesson’s code, so the bug hunt “{title}” was given up: the lesson’s code is not a fix. Pick it again to start over.',
  },
  ownKept: {
    zh: '你自己对这个函数的修改另外保存着，练习不会覆盖它。',
    en: 'Your own edit of this function is kept apart; the hunt does not overwrite it.',
  },
  restoreOwn: { zh: '回到我自己的修改', en: 'Back to my own edit' },
  unavailable: { zh: '沙箱无法运行：{message}', en: 'The sandbox could not run: {message}' },
  offline: {
    zh: '离线时编辑模式的沙箱打不开：浏览器不允许离线缓存提供隔离的沙箱页面。联网后再试；运行和调试离线照常可用。',
    en: "Offline, edit mode's sandbox cannot open: browsers do not let the offline cache serve a sandboxed page. Try again with the network on; Run and Debug work offline as usual.",
  },
  crashed: { zh: '沙箱里的运行出错：{message}', en: 'The run in the sandbox failed: {message}' },
  huntLabel: { zh: '找错练习', en: 'Bug hunt' },
  huntGuidanceHidden: {
    zh: '找错练习进行中，课程场景的观察提示先藏起来：它会直接说出答案。练习自己的提示在上方。',
    en: 'The lesson scenario’s guidance is hidden during the bug hunt: it would give the answer away. The hunt’s own hints are above.',
  },
  huntNone: { zh: '不做练习，自由修改', en: 'None: edit freely' },
  huntSolvedMark: { zh: '（已解决）', en: ' (solved)' },
  huntHint: { zh: '看一条提示（第 {n} 条，共 3 条）', en: 'Show a hint ({n} of 3)' },
  huntHints: { zh: '提示', en: 'Hints' },
  huntSolved: { zh: '解决了！全部场景又和课程一致。', en: 'Solved! Every scenario matches the lesson again.' },
  share: { zh: '分享这段代码的链接', en: 'Share a link to this code' },
  shareCopied: { zh: '链接已复制。', en: 'Link copied.' },
  shareNotCopied: { zh: '无法写入剪贴板，请手动复制这个链接：', en: 'The clipboard refused; copy this link yourself:' },
  shareTooLong: {
    zh: '代码压缩后有 {size} 个字符，超过链接能带的 {max} 个；请缩短后再分享。',
    en: 'Packed, the code is {size} characters, more than a link carries ({max}); shorten it to share it.',
  },
  sharedBanner: {
    zh: '这段代码来自一个链接：它只在沙箱里运行，从不在这个页面里运行。你自己保存的修改在你改动这段代码时会被替换。',
    en: 'This code came from a link: it runs only in the sandbox, never in this page. Your own saved edit of this function is replaced once you change this code.',
  },
  helper: {
    zh: '调试进入了 {file}（课程的辅助函数，只读；编辑模式只改下面的适配函数）',
    en: 'The debugger stepped into {file} (the lesson’s helper, read-only; edit mode changes the adapter function only)',
  },
} satisfies Catalog;

/**
 * The parser's and the linker's problems in the page's words, by their reason code (sandbox/modules.ts); a code
 * not here shows the parser's own English sentence. `{expected}` and the like are the parser's details.
 */
export const PROBLEM_REASON_TEXT = {
  UnexpectedToken: { zh: '这里出现了意料之外的符号', en: 'Unexpected token here' },
  UnexpectedTokenExpected: { zh: '这里应该是 {expected}', en: '{expected} was expected here' },
  UnterminatedString: {
    zh: '字符串没有结束：少了收尾的引号',
    en: 'The string does not end: its closing quote is missing',
  },
  UnterminatedTemplate: {
    zh: '模板字符串没有结束：少了收尾的反引号',
    en: 'The template string does not end: its closing backtick is missing',
  },
  UnterminatedComment: { zh: '注释没有结束：少了 */', en: 'The comment does not end: */ is missing' },
  VarRedeclaration: { zh: '{identifierName} 已经声明过了', en: '{identifierName} has already been declared' },
  IllegalReturn: { zh: 'return 只能写在函数里', en: 'return is only allowed inside a function' },
  MissingSemicolon: { zh: '这里少了分号', en: 'A semicolon is missing here' },
  UnexpectedReservedWord: { zh: '{reservedWord} 是保留字，不能用在这里', en: '{reservedWord} is a reserved word here' },
  UnexpectedKeyword: { zh: '关键字 {keyword} 不能用在这里', en: 'The keyword {keyword} cannot be used here' },
  InvalidOrUnexpectedToken: { zh: '意料之外的字符 {unexpected}', en: 'Unexpected character {unexpected}' },
  InvalidLhs: { zh: '等号左边的东西不能被赋值', en: 'The left side of this assignment cannot be assigned to' },
  AwaitNotInAsyncContext: { zh: 'await 只能写在 async 函数里', en: 'await is only allowed inside an async function' },
  MissingClassName: { zh: 'class 需要一个名字', en: 'A class needs a name' },
  NotTracedFile: { zh: '{file} 不是课程里被追踪的文件', en: "{file} is not one of the lesson's traced files" },
  ImportNotAllowed: {
    zh: '{specifier}：编辑模式只能导入适配器自己的文件',
    en: "{specifier}: edit mode can import only the adapter's own files",
  },
  MissingExport: { zh: '这个文件必须导出函数 {name}', en: 'The file must export function {name}' },
} satisfies Catalog;
