import type { HttpCall } from '../../mcp/sdk/messagesApi.ts';
import { useTextOf } from '../i18n/useText.ts';
import { PRACTICE_TEXT } from './text.ts';

/** The Anthropic SDK's HTTP calls to the stand-in Messages API: the 529 and the SDK's own resend of that request. */
export function HttpLog({ calls }: { calls: HttpCall[] }) {
  const tp = useTextOf(PRACTICE_TEXT);
  return (
    <section className="panel" data-testid="practice-http">
      <h3>{tp('httpTitle')}</h3>
      <p className="fineprint">{tp('httpHelp')}</p>
      <table className="http-log">
        <thead>
          <tr>
            <th scope="col">{tp('httpCall')}</th>
            <th scope="col">{tp('httpStatus')}</th>
            <th scope="col">{tp('httpRetry')}</th>
            <th scope="col">{tp('httpFeedback')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.n} data-testid="http-call" data-status={call.status} data-retry={call.retry}>
              <td>{call.n}</td>
              <td className={call.status === 200 ? undefined : 'is-error'}>{call.status}</td>
              <td>{call.retry}</td>
              <td>
                {call.externalFeedback
                  ? tp('httpFeedbackExternal')
                  : call.toolFeedback
                    ? tp('httpFeedbackYes')
                    : tp('httpFeedbackNo')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
