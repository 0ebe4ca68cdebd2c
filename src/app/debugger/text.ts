/**
 * The words of the Variables panel (the tree, the call stack, the heap diagram): a part of the page's catalog
 * kept beside the panel, so they load with its chunk (src/app/i18n/catalog.test.ts walks them with the rest).
 */
import type { Catalog } from '../i18n/catalog.ts';

export const VARIABLES_TEXT = {
  predictedRight: { zh: '你预测对了', en: 'you predicted this' },
  predictedShown: { zh: '这就是答案', en: 'this is the answer' },
  sameObject: { zh: '与 {path} 是同一个对象', en: 'the same object as {path}' },
  objectId: { zh: '对象 #{id}', en: 'object #{id}' },
  changed: { zh: '本步有变化', en: 'changed at this step' },
  moreItems: { zh: '……还有 {n} 项未显示', en: '… {n} more not shown' },
  callStack: { zh: '调用栈', en: 'Call stack' },
  returned: { zh: '返回值', en: 'Returned' },
  raised: { zh: '抛出', en: 'Raised' },
  viewLabel: { zh: '变量的显示方式', en: 'How the variables are shown' },
  viewTree: { zh: '树', en: 'Tree' },
  viewDiagram: { zh: '内存图', en: 'Diagram' },
  heapTitle: {
    zh: '内存图：左边 {frames} 个栈帧，右边 {objects} 个对象，箭头是引用',
    en: 'Heap diagram: {frames} frame(s) on the left, {objects} object(s) on the right, an arrow per reference',
  },
  heapPoints: { zh: '{name} 指向 #{id}（{kind}）', en: '{name} points at #{id} ({kind})' },
  heapPointsBare: { zh: '{name} 指向 #{id}', en: '{name} points at #{id}' },
  heapValue: { zh: '{name} 的值是 {text}', en: '{name} is {text}' },
  heapShared: { zh: '{names} 指向同一个 #{id}', en: '{names} point at the same #{id}' },
  heapAnd: { zh: ' 和 ', en: ' and ' },
  heapHidden: { zh: '还有 {n} 个对象没有画出（只显示编号）', en: '{n} more object(s) not drawn (shown by id)' },
  heapUnfold: {
    zh: '展开全部：还有 {n} 个这一步没变的对象（现在只显示编号）',
    en: 'Show all: {n} more object(s) this step did not change (shown by id now)',
  },
  heapFold: { zh: '收起这一步没变的对象', en: 'Fold what this step did not change' },
  watchTitle: { zh: '监视', en: 'Watch' },
  watchInput: {
    zh: '要监视的名字或路径，例如 snapshot.input 或 tools[0].name',
    en: 'A name or a path to watch, e.g. snapshot.input or tools[0].name',
  },
  watchAdd: { zh: '添加', en: 'Add' },
  watchRemove: { zh: '移除 {expression}', en: 'Remove {expression}' },
  watchAbsent: { zh: '（这个栈帧此刻没有）', en: '(not in this frame now)' },
  watchRefused: {
    zh: '只能监视一个局部变量和它里面的路径（.键、[序号]、["键"]），最多 8 个；不会执行任何代码。',
    en: 'Only a local and a path into it (.key, [index], ["key"]), at most 8; no code is run.',
  },
} satisfies Catalog;

/** The words of the lesson's Python view and of the narration's Python line (both load with their chunks). */
export const PYTHON_TEXT = {
  predictFirst: {
    zh: '这一行会做什么？先在下面预测；答完，这里再说明这一行。',
    en: 'What will this line do? Predict below first; once you have answered, this line is explained here.',
  },
  yourLine: {
    zh: '这一行是你写的（或改过的）：课程里没有对应的行，所以这里不解说它。',
    en: 'You wrote (or changed) this line: the lesson has no line like it, so there is nothing to narrate here.',
  },
  about: {
    zh: '课程原文里的 Python（逐字照录）。高亮跟随正在执行的 TypeScript 行；点行号会在对应的 TypeScript 行上设断点。',
    en: "The lesson's Python, word for word. The marks follow the TypeScript line that runs; a click on a line number sets the breakpoint on its TypeScript line.",
  },
  toggle: {
    zh: 'Python 第 {line} 行：在 TypeScript 第 {ts} 行设置或清除断点',
    en: 'Python line {line}: set or clear the breakpoint on TypeScript line {ts}',
  },
  counterpart: { zh: '课程 Python 第 {lines} 行', en: "Lesson's Python, line {lines}" },
  here: { zh: '第 {line} 行', en: 'line {line}' },
  pausedBoth: {
    zh: '暂停在 {file} 第 {line} 行 · 课程 Python 第 {python} 行',
    en: "Paused at {file} line {line} · Lesson's Python, line {python}",
  },
} satisfies Catalog;

/** The Output panel's notes under an adapter message (OutputNotes.tsx). */
export const OUTPUT_TEXT = {
  lessonWrites: { zh: '课程的 Python 此处写：', en: "The lesson's Python writes here:" },
} satisfies Catalog;
