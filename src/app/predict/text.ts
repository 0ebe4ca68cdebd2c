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
  hintKept: {
    zh: '提示先收起来了：它会说出这个场景的问题的答案。答完这些问题再看。',
    en: "The hint is put away for now: it would answer this scenario's questions. It is back once you have answered them.",
  },
  outputKept: {
    zh: '输出先不显示：这个场景还有问题没答完。按“● 调试”，每一步之前先预测，输出会随运行出现。',
    en: 'The output is kept back: this scenario has questions still to answer. Press ● Debug and predict before each step; the output appears as the run gets there.',
  },
  yourAnswer: { zh: '你的答案（按 TypeScript 的写法）', en: 'Your answer (as TypeScript writes it)' },
  check: { zh: '检查', en: 'Check' },
  showMe: { zh: '直接告诉我', en: 'Show me' },
  held: {
    zh: '先回答这个问题（或点“直接告诉我”），调试才会往下走。',
    en: 'Answer this question (or press Show me) and the debugger goes on.',
  },
  // A label may carry quotes of its own (“服务调用”先多出一条): it is set off by a colon, not quoted again.
  notOption: { zh: '✘ 不是这一项：{label}。', en: '✘ Not this one: {label}.' },
  notTyped: { zh: '✘ 你写的是 {answer}，不对。', en: '✘ You wrote {answer}: not it.' },
  rightOption: { zh: '✔ 答对了：“{label}”。', en: '✔ Right: “{label}”.' },
  rightTyped: { zh: '✔ 答对了：{answer}。', en: '✔ Right: {answer}.' },
  shown: { zh: '答案是 {answer}。', en: 'The answer is {answer}.' },
  shownAgain: {
    zh: '这个答案是“直接告诉我”看到的：检查点要你自己答对才算完成。按“⟲ 重新开始”，走到这一步时它会再问一次。',
    en: 'You were shown this answer: the checkpoint passes once you answer it yourself. Press ⟲ Restart, and it is asked again when the run gets here.',
  },
  checkpointBadge: { zh: '检查点', en: 'Checkpoint' },
  introStart: { zh: '按“● 调试”开始，每一步之前先预测。', en: 'Press ● Debug to start, and predict before each step.' },
  probeCheck: { zh: '检查并运行', en: 'Check and run' },
  probeRan: { zh: '在这个输入上运行 {entry}：{outcome}。', en: '{entry} run on this input: {outcome}.' },
  summaryTitle: { zh: '总结', en: 'Summary' },
  summaryBody: {
    zh: '课程路线走完了：{total} 个要点里，{passed} 个的问题你都答对了，其中 {first} 个第一次就答对。第一次没答对的要点，可以回到它的检查点再走一遍。“展示”一栏是点了“直接告诉我”的题数。',
    en: 'The lesson path is done: of {total} teaching points, you answered every question of {passed}, {first} of them right the first time. A point missed at first is worth its checkpoint again. “Shown” counts the answers you asked to be shown.',
  },
  summaryFirstTry: { zh: '✔ 第一次就答对', en: '✔ right the first time' },
  summaryLater: { zh: '✔ 后来才答对', en: '✔ right on a later try' },
  summaryAgain: { zh: '再走一遍', en: 'Again' },
  summaryOpen: { zh: '回到“{title}”', en: 'Back to “{title}”' },
  summaryPoint: { zh: '要点', en: 'Teaching point' },
  summaryPassed: { zh: '答对', en: 'Passed' },
  summaryAttempts: { zh: '尝试次数', en: 'Attempts' },
  summaryShown: { zh: '展示', en: 'Shown' },
  toSummary: { zh: '看总结 →', en: 'See the summary →' },
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
    zh: "“{found}”是一个名字，不是值：这里不运行代码，请写出它的值（比如 0、'p2'、null）；如果你想写的就是这段文字，请加上引号：'{found}'。",
    en: "“{found}” is a name, not a value: nothing is run here, so write the value itself (such as 0, 'p2', null); if you mean this text, put it in quotes: '{found}'.",
  },
  problem_word: {
    zh: "“{found}”是一句话，不是值的写法：请写一个值，比如数字 3、带引号的文字 'abc'、null、true 或 false。",
    en: "“{found}” is words, not a way of writing a value: write a value, such as the number 3, text in quotes like 'abc', null, true or false.",
  },
  problem_trailing: {
    zh: '值在第 {at} 个字符处已经结束，后面还有“{found}”。',
    en: 'The value ends at character {at}, and “{found}” follows.',
  },
  problem_tooDeep: { zh: '嵌套太深了。', en: 'That is nested too deeply.' },
  // Titles end in their own "？" or none: no period after them (a doubled "？。" was read as a typo).
  checkpointPassed: { zh: '✔ 检查点完成：{title}', en: '✔ Checkpoint done: {title}' },
  continueFull: { zh: '在完整练习场中继续课程', en: 'Continue the lesson in the full playground' },
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
  pathReport: {
    zh: '老师：收齐全班导出的记录后，在班级报告里看全班的答题情况',
    en: "Teachers: your class's exported records, read together in the class report",
  },
  pathReset: { zh: '清空记录', en: 'Reset the record' },
  pathResetAsk: { zh: '清空这台浏览器里的全部答题记录？', en: 'Clear every answer recorded in this browser?' },
  pathKept: { zh: '记录只保存在这台浏览器里。', en: 'The record is kept in this browser only.' },
  kind_debug: { zh: '调试并预测', en: 'debug and predict' },
  kind_hunt: { zh: '找虫', en: 'bug hunt' },
  kind_practice: { zh: '练习', en: 'Practice' },
  kind_probe: { zh: '预测并运行', en: 'predict and run' },
  practiceAsk: {
    zh: '按下“开始练习”之前先预测；跑完后这里会对照这次运行检查你的答案。',
    en: 'Predict before you press Start; when the run is over, your answers are checked against it.',
  },
  practiceNotThisRun: {
    zh: '这次运行不是题目说的那种（{run}）：请按题目设置再跑一次。',
    en: 'This run is not the one asked about ({run}): set it up as asked and run again.',
  },
  run_loop: {
    zh: '问的是这种运行：{model}，{decision}，{mode}。',
    en: 'It asks about this run: {model}, {decision}, {mode}.',
  },
  run_paths: {
    zh: '问的是下面“四条路径并排”那张表：按“跑这四条路径”。',
    en: 'It asks about the table “Four paths side by side” below: press “Run the four paths”.',
  },
  run_model_fixed: { zh: '直接交给替身模型', en: 'straight to the stand-in model' },
  run_model_sdk: { zh: '经 Anthropic SDK', en: 'through the Anthropic SDK' },
  run_model_eager: { zh: '抢先的替身模型', en: 'the eager stand-in model' },
  run_allow: { zh: '批准调用', en: 'the call approved' },
  run_deny: { zh: '拒绝调用', en: 'the call denied' },
  run_mode_normal: { zh: '服务正常', en: 'a normal service' },
  run_mode_delayed: { zh: '慢服务（宿主只等 0.1 秒）', en: 'a slow service (the host waits 0.1 s)' },
  run_mode_slow: { zh: '慢服务（宿主照常等待）', en: 'a slow service (the host waits as usual)' },
  practiceSetUp: { zh: '按题目设置', en: 'Set it up' },
  practicePredicted: {
    zh: '已记下你的预测：{answer}。按题目设置好，再按“开始练习”；跑完这里会对照检查。',
    en: 'Your prediction is kept: {answer}. Set the run up as asked and press Start; it is checked here when the run is over.',
  },
  practiceWrong: {
    zh: '✘ 你预测 {answer}，这次运行是 {shown}。',
    en: '✘ You predicted {answer}; the run shows {shown}.',
  },
} satisfies Catalog;
