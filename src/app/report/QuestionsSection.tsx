/**
 * The questions, most stumbled first: a bar chart a teacher reads at a glance (Observable Plot: per question the
 * learners right first try, each anticipated wrong answer, another wrong one) and, as its alternative and for the
 * detail, a table of the same figures with each misconception's explanation in the words the student saw.
 */
import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { questionJson } from '../../report/figures.ts';
import type { ClassView } from './classView.ts';
import { type Lang, say } from './say.ts';
import { download } from './Table.tsx';

const WARM = ['#c62828', '#ef6c00', '#ad1457', '#6a1b9a', '#f9a825', '#8d6e63'];
const show = (answer: unknown) => (typeof answer === 'string' ? answer : JSON.stringify(answer));

function Chart({ figures, lang }: { figures: ClassView['questions']; lang: Lang }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bars = figures.flatMap((q) => [
      { question: q.id, category: say(lang, 'rightFirst'), learners: q.firstTryRight, note: '' },
      ...q.misconceptions.map((m, i) => ({
        question: q.id,
        category: `${say(lang, 'misconception')} ${i + 1}`,
        learners: m.learners,
        note: `${show(m.answer)}: ${m.why[lang]}`,
      })),
      { question: q.id, category: say(lang, 'otherWrong'), learners: q.other, note: '' },
    ]);
    // As many warm colours as the question with the most anticipated wrong answers needs.
    const most = Math.max(0, ...figures.map((q) => q.misconceptions.length));
    const chart = Plot.plot({
      width: Math.min(960, holder.current?.clientWidth ?? 960),
      height: 40 + 22 * figures.length,
      marginLeft: 210,
      x: { label: say(lang, 'count'), grid: true },
      y: { label: null, domain: figures.map((q) => q.id) },
      // Right first try green, the anticipated wrong answers warm, another wrong answer grey: the same in print.
      color: {
        legend: true,
        domain: [
          say(lang, 'rightFirst'),
          ...Array.from({ length: most }, (_, i) => `${say(lang, 'misconception')} ${i + 1}`),
          say(lang, 'otherWrong'),
        ],
        range: ['#2e7d32', ...WARM.slice(0, most), '#9e9e9e'],
      },
      marks: [
        Plot.barX(bars, {
          x: 'learners',
          y: 'question',
          fill: 'category',
          title: (d: { note: string; category: string; learners: number }) =>
            `${d.category}: ${d.learners}${d.note ? `\n${d.note}` : ''}`,
        }),
      ],
    });
    holder.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [figures, lang]);
  return <div ref={holder} className="report-chart" />;
}

export function QuestionsSection({ figures, lang }: { figures: ClassView; lang: Lang }) {
  const asked = figures.questions.filter((q) => q.answered > 0);
  const sorted = [...asked].sort((a, b) => b.answered - b.firstTryRight - (a.answered - a.firstTryRight));
  const share = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)} %`);
  const head = [
    say(lang, 'question'),
    say(lang, 'answered'),
    say(lang, 'firstTryRight'),
    say(lang, 'shown'),
    say(lang, 'misconception'),
    say(lang, 'why'),
    say(lang, 'count'),
    say(lang, 'share'),
  ];
  const csvRows = sorted.flatMap((q) => [
    [q.id, q.answered, q.firstTryRight, q.shown, '', '', '', ''],
    ...q.misconceptions.map((m) => [
      '',
      '',
      '',
      '',
      show(m.answer),
      m.why[lang],
      m.learners,
      share(m.learners, q.answered),
    ]),
    ...q.others.map((o) => ['', '', '', '', o.value, say(lang, 'other'), o.learners, share(o.learners, q.answered)]),
  ]);
  return (
    <section className="report-section" aria-labelledby="report-questions-heading" data-testid="report-questions">
      <h2 id="report-questions-heading">{say(lang, 'questionsHeading')}</h2>
      <button
        type="button"
        className="report-csv"
        onClick={() => download('class-report-questions', [head, ...csvRows])}
      >
        {say(lang, 'csv')}
      </button>
      <figure className="report-figure">
        <div role="img" aria-label={say(lang, 'chartLabel')}>
          <Chart figures={sorted} lang={lang} />
        </div>
        <figcaption>{say(lang, 'chartLabel')}</figcaption>
      </figure>
      <table>
        <thead>
          <tr>
            {head.slice(0, 4).map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
            <th scope="col">{say(lang, 'misconception')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((q) => (
            <tr key={q.id} data-testid="report-question" data-id={q.id} data-figures={JSON.stringify(questionJson(q))}>
              <th scope="row">
                <code>{q.id}</code>
                <div className="report-ask">{q.ask[lang]}</div>
              </th>
              <td>{q.answered}</td>
              <td>
                {q.firstTryRight} ({share(q.firstTryRight, q.answered)})
              </td>
              <td>{q.shown}</td>
              <td>
                <ul className="report-misconceptions">
                  {q.misconceptions
                    .filter((m) => m.learners > 0)
                    .map((m) => (
                      <li key={m.key}>
                        <strong>
                          {m.learners} ({share(m.learners, q.answered)})
                        </strong>{' '}
                        <code>{show(m.answer)}</code>: {m.why[lang]}
                      </li>
                    ))}
                  {q.others.slice(0, 5).map((o) => (
                    <li key={`other:${o.value}`} className="report-other">
                      <strong>{o.learners}</strong> <code>{o.value}</code> ({say(lang, 'other')})
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
