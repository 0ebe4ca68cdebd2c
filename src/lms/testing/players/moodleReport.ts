/**
 * Moodle's SCORM Interactions report downloaded as text, for the tests: mod/scorm/report/interactions/classes/
 * report.php's download 'CSV' (csv_export_writer('tab'): fputcsv with a tab), a row per attempt from its tracks
 * (scorm_get_tracks), values through s() (htmlspecialchars, ENT_QUOTES). It reads SCORM 1.2's element names only
 * (cmi.interactions_N.student_response), so a 2004 attempt's responses come out empty, as on a real site.
 */
import type { Tracks } from './moodle.ts';

export type Columns = { qtext: boolean; resp: boolean; right: boolean; result: boolean };
/** The report's own defaults (user preferences unset): the responses only. */
export const DEFAULT_COLUMNS: Columns = { qtext: false, resp: true, right: false, result: false };

/** The header words in two of the site's languages (scormreport_interactions' and core's strings). */
const HEADERS = {
  en: {
    name: 'Name',
    attempt: 'Attempt',
    started: 'Started on',
    last: 'Last accessed on',
    score: 'Score',
    q: 'Question',
    r: 'Response',
    a: 'Right answer',
    s: 'Result',
  },
  zh: {
    name: '姓名',
    attempt: '尝试',
    started: '开始于',
    last: '最后访问于',
    score: '分数',
    q: '问题',
    r: '回答',
    a: '正确答案',
    s: '结果',
  },
} as const;

/** Moodle's s(). */
const s = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#039;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** PHP's fputcsv: a field with the delimiter, a quote, a space or a line break is quoted, its quotes doubled. */
const field = (text: string) => (/[\t" \r\n\\]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export type Attempt = { name: string; attempt: number; tracks: Tracks; title: string; score: number };

export function interactionsDownload(
  attempts: readonly Attempt[],
  columns: Columns = DEFAULT_COLUMNS,
  lang: keyof typeof HEADERS = 'en',
): string {
  const words = HEADERS[lang];
  // get_scorm_question_count: the most interactions any attempt has.
  const count = Math.max(
    0,
    ...attempts.map((a) => Object.keys(a.tracks).filter((k) => /^cmi\.interactions\.\d+\.id$/.test(k)).length),
  );
  const header = [words.name, words.attempt, words.started, words.last, words.score, attempts[0]?.title ?? 'SCO'];
  for (let i = 0; i < count; i++) {
    if (columns.qtext) header.push(`${words.q} ${i}`);
    if (columns.resp) header.push(`${words.r} ${i}`);
    if (columns.right) header.push(`${words.a} ${i}`);
    if (columns.result) header.push(`${words.s} ${i}`);
  }
  const rows = attempts.map((a) => {
    const t = a.tracks;
    const status = t['cmi.core.lesson_status'] ?? t['cmi.completion_status'] ?? 'notattempted';
    const raw = t['cmi.core.score.raw'] ?? t['cmi.score.raw'] ?? '';
    const max = t['cmi.core.score.max'] ?? t['cmi.score.max'];
    const row = [
      a.name,
      String(a.attempt),
      'Sunday, 6 December 2026, 10:00 AM',
      'Sunday, 6 December 2026, 11:00 AM',
      String(a.score),
      raw === '' ? status : max === undefined ? raw : `${raw}/${max}`,
    ];
    const cell = (element: string) => (t[element] === undefined ? '' : s(t[element] as string));
    for (let i = 0; i < count; i++) {
      if (columns.qtext) row.push(cell(`cmi.interactions.${i}.id`));
      if (columns.resp) row.push(cell(`cmi.interactions.${i}.student_response`));
      if (columns.right) row.push(cell(`cmi.interactions.${i}.correct_responses.0.pattern`));
      if (columns.result) row.push(cell(`cmi.interactions.${i}.result`));
    }
    return row;
  });
  return [header, ...rows].map((row) => `${row.map(field).join('\t')}\n`).join('');
}
