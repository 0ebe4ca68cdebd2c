import type { FunctionId } from '../../scenarios/schema.ts';
import { useText } from '../i18n/useText.ts';
import { useChosen } from '../shared/chosenByPage.ts';
import { useSection } from '../state/selectors.ts';
import { useFakes } from './selectors.ts';
import { useWithheld } from './withheld.ts';

/** What the outside world has seen so far: pages asked for, calls sent, approvals asked. */
export function FakesPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { logs, pages, remote, approvals } = useFakes(fn);
  // What a finished Run's fakes saw is held back with its output while its questions wait (withheld.ts).
  const held = useWithheld((state) => state[fn]);
  const chosen = useChosen(fn);
  const withheld = held ?? (chosen ? undefined : t('fakesUnchosen'));
  const paused = useSection(fn, (section) => section.debug.status === 'ready');
  if (withheld && !paused)
    return (
      <section className="panel" data-testid="fakes" data-withheld="true" aria-label={t('fakes')}>
        <h3>{t('fakes')}</h3>
        <p className="empty">{withheld}</p>
      </section>
    );
  const list = (testId: string, title: string, items: unknown[] | undefined, show: (item: unknown) => string) => (
    <div className="fake-log" data-testid={testId} data-count={items?.length ?? 0}>
      <h4>
        {title} <span className="count">{items?.length ?? 0}</span>
      </h4>
      {items && items.length > 0 ? (
        <ol>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: logs only grow at the end.
            <li key={index}>
              <code>{show(item)}</code>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">{t('none')}</p>
      )}
    </div>
  );
  return (
    <section className="panel" data-testid="fakes" aria-label={t('fakes')}>
      <h3>{t('fakes')}</h3>
      {list('fake-page-calls', t('pageCalls'), logs?.page_calls.slice(0, pages), (cursor) => JSON.stringify(cursor))}
      {list('fake-remote-calls', t('remoteCalls'), logs?.remote_calls.slice(0, remote), (call) => {
        const { name, arguments: args } = call as { name: string; arguments: unknown };
        return `${name} ${JSON.stringify(args)}`;
      })}
      {list('fake-approvals', t('approvals'), logs?.approvals.slice(0, approvals), (server) => String(server))}
    </section>
  );
}
