/** One table of the report, with its heading and a CSV download of exactly what it shows. */
import { csvOf } from './csv.ts';
import { type Lang, say } from './say.ts';

type Cell = string | number;

/** A CSV of these rows offered as a download, made in the tab. */
export function download(name: string, rows: readonly (readonly Cell[])[]) {
  const url = URL.createObjectURL(new Blob([csvOf(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Rows shown on the page: a class of thousands would hold the tab up drawing them; the CSV has every one. */
const SHOWN = 300;

export function Table(props: { id: string; lang: Lang; heading: string; head: string[]; rows: Cell[][] }) {
  const { id, lang, heading, head, rows } = props;
  return (
    <section className="report-section" aria-labelledby={`report-${id}`} data-testid={`report-${id}`}>
      <h2 id={`report-${id}`}>{heading}</h2>
      <button type="button" className="report-csv" onClick={() => download(`class-report-${id}`, [head, ...rows])}>
        {say(lang, 'csv')}
      </button>
      <table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are recomputed whole; their order is the key.
            <tr key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is what it is.
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
          {rows.length > SHOWN ? (
            <tr>
              <td colSpan={head.length}>{say(lang, 'moreRows', { n: rows.length - SHOWN })}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
