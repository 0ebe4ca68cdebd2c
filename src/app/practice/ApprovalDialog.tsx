import { useEffect, useRef } from 'react';
import { useTextOf } from '../i18n/useText.ts';
import { usePractice } from '../state/practice.ts';
import { PRACTICE_TEXT } from './text.ts';

/**
 * The host's question before a tool call: modal while a call waits (the run's `pending`), Escape means deny, and
 * when it closes the focus goes to `returnFocus` (the control that opened it is disabled while the run goes on).
 */
export function ApprovalDialog({ returnFocus }: { returnFocus: () => void }) {
  const tp = useTextOf(PRACTICE_TEXT);
  const pending = usePractice((state) => state.pending);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal?.();
    if (!pending && element.open) {
      element.close();
      // The control that opened the dialog is disabled while the run goes on: focus goes to what it produced.
      returnFocus();
    }
  }, [pending, returnFocus]);
  const call = (pending?.call ?? {}) as { name?: unknown; input?: unknown };
  return (
    <dialog
      ref={dialog}
      className="approval"
      data-testid="approval-dialog"
      onCancel={(event) => {
        // Escape means no: the host never lets a call through by default.
        event.preventDefault();
        pending?.decide(false);
      }}
    >
      {pending ? (
        <>
          <h3>{tp('approvalTitle')}</h3>
          <p>{tp('approvalBody', { server: pending.server, tool: String(call.name) })}</p>
          <pre>{JSON.stringify(call.input, null, 2)}</pre>
          <div className="approval-buttons">
            <button type="button" data-testid="approve-deny" onClick={() => pending.decide(false)}>
              {tp('deny')}
            </button>
            <button type="button" className="primary" data-testid="approve-allow" onClick={() => pending.decide(true)}>
              {tp('allow')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
