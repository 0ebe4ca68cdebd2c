/**
 * The words of predict mode and the lesson path: a part of the page's catalog kept beside the feature, so they load
 * with it (src/app/i18n/catalog.test.ts walks them with the rest). The questions' own words are data (questions/).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const PREDICT_TEXT = {
  question: { zh: '预测', en: 'Predict' },
  hintHidden: {
    zh: '提示先藏起来了：它可能直接说出答案。答完再看。',
    en: 'The hint is hidden for now: it may give the answer away. It is back once you answer.',
  },
  questionOf: { zh: '第 {n} 题，共 {of} 题', en: 'Question {n} of {of}' },
  yourAnswer: { zh: '你的答案（按 TypeScript 的写法）', en: 'Your answer (as TypeScript writes it)' },
  check: { zh: '检查', en: 'Check' },
  showMe: { zh: '直接告诉我', en: 'Show me' },
  held: {
    zh: '先回答这个问题（或点“直接告诉我”），调试才会往下走。',
    en: 'Answer this question (or press Show me) and the debugger goes on.',
  },
  notQuite: {
    zh: '✘ 不是 {answer}。再想想，或者点“直接告诉我”。',
    en: '✘ Not {answer}. Think again, or press Show me.',
  },
  right: { zh: '✔ 答对了：{answer}。', en: '✔ Right: {answer}.' },
  shown: { zh: '答案是 {answer}。', en: 'The answer is {answer}.' },
  // Why a typed answer is not a value (predict/answer.ts).
  problem_empty: { zh: '请先输入一个值。', en: 'Type a value first.' },
  problem_tooLong: { zh: '答案太长了。', en: 'That answer is too long.' },
  problem_unexpected: {
    zh: '第 {at} 个字符处（“{found}”）不是值的写法。',
    en: 'At character {at} (“{found}”) this is not how a value is written.',
  },
  problem_unterminated: {
    zh: '从第 {at} 个字符起的字符串没有结束引号。',
    en: 'The string from character {at} has no closing quote.',
  },
  problem_name: {
    zh: "“{found}”是一个名字，不是值：这里不运行代码，请写出它的值（比如 0、'p2'、null）。",
    en: "“{found}” is a name, not a value: nothing is run here, so write the value itself (such as 0, 'p2', null).",
  },
  problem_trailing: {
    zh: '值在第 {at} 个字符处已经结束，后面还有“{found}”。',
    en: 'The value ends at character {at}, and “{found}” follows.',
  },
  problem_tooDeep: { zh: '嵌套太深了。', en: 'That is nested too deeply.' },
  checkpointPassed: { zh: '✔ 检查点完成：{title}。', en: '✔ Checkpoint done: {title}.' },
  nextCheckpoint: { zh: '下一个：{title} →', en: 'Next: {title} →' },
  // The lesson path.
  pathTitle: { zh: '课程路线', en: 'Lesson path' },
  pathProgress: { zh: '已完成 {done} / {total} 个检查点', en: '{done} of {total} checkpoints done' },
  pathResume: { zh: '继续：{title}', en: 'Resume: {title}' },
  pathStart: { zh: '从第一个检查点开始', en: 'Start at the first checkpoint' },
  pathOpen: { zh: '打开', en: 'Open' },
  pathDone: { zh: '已完成', en: 'done' },
  pathTodo: { zh: '未完成', en: 'to do' },
  pathHere: { zh: '上次停在这里', en: 'where you left off' },
  pathExport: { zh: '导出记录（JSON）', en: 'Export the record (JSON)' },
  pathReset: { zh: '清空记录', en: 'Reset the record' },
  pathResetAsk: { zh: '清空这台浏览器里的全部答题记录？', en: 'Clear every answer recorded in this browser?' },
  pathKept: { zh: '记录只保存在这台浏览器里。', en: 'The record is kept in this browser only.' },
  kind_debug: { zh: '调试并预测', en: 'debug and predict' },
  kind_hunt: { zh: '找虫', en: 'bug hunt' },
  kind_practice: { zh: '练习', en: 'Practice' },
  practiceAsk: {
    zh: '按下“开始练习”之前先预测；跑完后这里会对照这次运行检查你的答案。',
    en: 'Predict before you press Start; when the run is over, your answers are checked against it.',
  },
  practiceNotThisRun: {
    zh: '这次运行不是题目说的那种（{run}）：请按题目设置再跑一次。',
    en: 'This run is not the one asked about ({run}): set it up as asked and run again.',
  },
  run_fixed_true: { zh: '直接交给替身模型，批准调用', en: 'straight to the stand-in model, the call approved' },
  run_sdk_true: { zh: '经 Anthropic SDK，批准调用', en: 'through the Anthropic SDK, the call approved' },
  run_fixed_false: { zh: '直接交给替身模型，拒绝调用', en: 'straight to the stand-in model, the call denied' },
  run_sdk_false: { zh: '经 Anthropic SDK，拒绝调用', en: 'through the Anthropic SDK, the call denied' },
  practiceWrong: {
    zh: '✘ 你预测 {answer}，这次运行是 {shown}。',
    en: '✘ You predicted {answer}; the run shows {shown}.',
  },
} satisfies Catalog;
