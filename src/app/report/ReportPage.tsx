/**
 * The class report (docs/report.md): files chosen or dropped are read in this tab (src/report/read.ts), one after
 * the other with the page saying which; what cannot be read is named with the reason, the rest is counted. Nothing is
 * sent or kept: the records live in this component's state until the tab closes.
 */
import { useRef, useState } from 'react';
import { MAX_BYTES, readFile, type Source } from '../../report/read.ts';
import { type Answer, type Ask, type ClassView, viewOf } from './classView.ts';
import { QuestionsSection } from './QuestionsSection.tsx';
import { type Lang, say } from './say.ts';
import { Table } from './Table.tsx';

type Read = { name: string; kind: Source | null; problem?: string };
const KIND = { moodle: 'kindMoodle', lrs: 'kindLrs', path: 'kindPath' } as const;

/**
 * The class's reader: a worker of the page's own (the page stays live while a large file is read and counted), or,
 * if no worker starts, the same code here.
 */
function classReader(): (ask: Ask) => Promise<Answer> {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./readWorker.ts', import.meta.url));
  } catch {
    worker = null;
  }
  let items: Parameters<typeof viewOf>[0] = [];
  const here = async (ask: Ask): Promise<Answer> => {
    if ('clear' in ask) {
      items = [];
      return { read: null, view: viewOf(items) };
    }
    try {
      const result = readFile(ask.file.name, await ask.file.text());
      if (!result.kind) return { read: { kind: null, problem: result.problem }, view: viewOf(items) };
      items = items.concat(result.items);
      return { read: { kind: result.kind }, view: viewOf(items) };
    } catch (error) {
      return { read: { kind: null, problem: String(error) }, view: viewOf(items) };
    }
  };
  // One question at a time: answers come back in order.
  let queue: Promise<unknown> = Promise.resolve();
  return (ask) => {
    const asked = queue.then(
      () =>
        new Promise<Answer>((resolve) => {
          if (!worker) return resolve(here(ask));
          const live = worker;
          live.onmessage = (event: MessageEvent<Answer>) => resolve(event.data);
          live.onerror = (event) => {
            event.preventDefault();
            worker = null;
            resolve(here(ask));
          };
          live.postMessage(ask);
        }),
    );
    queue = asked;
    return asked;
  };
}

const startLang = (): Lang => (new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'zh');
const EMPTY = viewOf([]);

export function ReportPage() {
  const [lang, setLang] = useState<Lang>(startLang);
  const [names, setNames] = useState(false);
  const [figures, setFigures] = useState<ClassView>(EMPTY);
  const [read, setRead] = useState<Read[]>([]);
  const [reading, setReading] = useState<string | null>(null);
  const reader = useRef<ReturnType<typeof classReader> | null>(null);
  const ask = (question: Ask) => {
    reader.current ??= classReader();
    return reader.current(question);
  };

  const take = async (files: readonly File[]) => {
    for (const [index, file] of files.entries()) {
      setReading(say(lang, 'reading', { n: index + 1, total: files.length, name: file.name }));
      if (file.size > MAX_BYTES) {
        setRead((before) => [
          ...before,
          { name: file.name, kind: null, problem: `over ${MAX_BYTES / 1024 / 1024} MB` },
        ]);
        continue;
      }
      const answer = await ask({ file });
      const done = answer.read;
      if (done) setRead((before) => [...before, { name: file.name, kind: done.kind, problem: done.problem }]);
      setFigures(answer.view);
    }
    setReading(null);
  };

  const learnerRows = figures.learners.map((l, index) => [
    names && l.who ? l.who : say(lang, 'learnerN', { n: index + 1 }),
    say(lang, KIND[l.source]),
    l.passed,
  ]);
  const share = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)} %`);

  return (
    <main className="report" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <header className="report-head">
        <h1>{say(lang, 'title')}</h1>
        <div className="report-controls">
          <button type="button" data-testid="report-lang" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
            {say(lang, 'language')}
          </button>
          <button type="button" onClick={() => window.print()}>
            {say(lang, 'print')}
          </button>
        </div>
      </header>
      <p className="report-intro">{say(lang, 'intro')}</p>
      <section
        className="report-drop"
        aria-label={say(lang, 'choose')}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void take([...event.dataTransfer.files]);
        }}
      >
        <label>
          {say(lang, 'choose')}{' '}
          <input
            type="file"
            multiple
            data-testid="report-files"
            accept=".txt,.csv,.tsv,.json,text/plain,application/json"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void take(files);
            }}
          />
        </label>{' '}
        <span>{say(lang, 'drop')}</span>{' '}
        <button
          type="button"
          onClick={() => {
            setRead([]);
            void ask({ clear: true }).then((answer) => setFigures(answer.view));
          }}
        >
          {say(lang, 'clear')}
        </button>
      </section>
      <div role="status" data-testid="report-status" data-busy={reading ? 'true' : 'false'}>
        {reading ?? (read.length === 0 ? say(lang, 'none') : say(lang, 'learners', { n: figures.learners.length }))}
      </div>
      <ul className="report-files" data-testid="report-read">
        {read.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; a name may be dropped twice.
          <li key={index} data-kind={file.kind ?? 'none'} className={file.kind ? '' : 'report-problem'}>
            {file.kind
              ? say(lang, 'readOk', { name: file.name, kind: say(lang, KIND[file.kind]) })
              : say(lang, 'notRead', { name: file.name, why: file.problem ?? '' })}
          </li>
        ))}
      </ul>
      {figures.learners.length > 0 && (
        <>
          <label className="report-names">
            <input type="checkbox" checked={names} onChange={(event) => setNames(event.target.checked)} />{' '}
            {say(lang, 'names')}
          </label>
          <QuestionsSection figures={figures} lang={lang} />
          <Table
            id="points"
            lang={lang}
            heading={say(lang, 'pointsHeading')}
            head={[say(lang, 'point'), say(lang, 'answered'), say(lang, 'firstTryRight'), say(lang, 'share')]}
            rows={figures.points
              .filter((p) => p.answered > 0)
              .map((p) => [
                `${p.id} ${p.title[lang]}`,
                p.answered,
                p.firstTryRight,
                share(p.firstTryRight, p.answered),
              ])}
          />
          <Table
            id="hunts"
            lang={lang}
            heading={say(lang, 'huntsHeading')}
            head={[say(lang, 'hunt'), say(lang, 'solved'), say(lang, 'hints')]}
            rows={figures.hunts.map((h) => [
              h.title[lang],
              h.solved,
              h.hints === null ? say(lang, 'unknown') : h.hints.toFixed(1),
            ])}
          />
          <Table
            id="learners"
            lang={lang}
            heading={say(lang, 'learnersHeading')}
            head={[say(lang, 'learner'), say(lang, 'source'), say(lang, 'passed')]}
            rows={learnerRows}
          />
        </>
      )}
    </main>
  );
}
