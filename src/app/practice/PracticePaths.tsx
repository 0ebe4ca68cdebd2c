/**
 * The lesson's four verify paths side by side (T16): approved, denied, the service's business error, a bad catalog,
 * each run once in this page, with its model requests and its tools/call. The numbers to compare: 4, 3, 3, 2 and
 * 1, 0, 1, 0 (a denial never reaches the service; a business error did, and failed).
 */
import { useTextOf } from '../i18n/useText.ts';
import { isBusy, usePractice } from '../state/practice.ts';
import { runPaths } from './practice.ts';
import { PRACTICE_TEXT } from './text.ts';

export function PracticePaths() {
  const tp = useTextOf(PRACTICE_TEXT);
  const paths = usePractice((state) => state.paths);
  const busy = usePractice(isBusy);
  return (
    <section className="practice-paths" data-testid="practice-paths" data-state={paths.status}>
      <h3>{tp('pathsTitle')}</h3>
      <p className="fineprint">{tp('pathsHelp')}</p>
      <button
        type="button"
        data-testid="practice-paths-run"
        disabled={busy || paths.status === 'running'}
        onClick={() => void runPaths()}
      >
        ▶ {tp('pathsRun')}
      </button>
      {paths.status === 'running' ? <span className="status"> {tp('pathsRunning')}</span> : null}
      {paths.status === 'failed' ? (
        <p className="failure" role="alert">
          {String(paths.failure)}
        </p>
      ) : null}
      {paths.status === 'done' ? (
        <table className="paths-table">
          <thead>
            <tr>
              <th scope="col">{tp('pathColumn')}</th>
              <th scope="col">{tp('modelRequests')}</th>
              <th scope="col">{tp('toolsCalls')}</th>
            </tr>
          </thead>
          <tbody>
            {paths.rows.map((row) => (
              <tr key={row.id} data-testid={`practice-path-${row.id}`}>
                <th scope="row">{tp(`path_${row.id}` as 'path_normal')}</th>
                <td>{row.modelRequests}</td>
                <td>{row.toolsCalls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
