// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { practiceActions, usePractice } from '../state/practice.ts';
import { ApprovalDialog } from './ApprovalDialog.tsx';

const initial = usePractice.getState();
beforeEach(() => usePractice.setState(initial, true));
afterEach(cleanup);

const ask = () => {
  const decide = vi.fn((approved: boolean) => {
    void approved;
    practiceActions.approvalDecided();
  });
  act(() =>
    practiceActions.awaitApproval({ server: 'docs', call: { name: 'search.docs', input: { query: 'x' } }, decide }),
  );
  return decide;
};

it('asks with the server, the real tool name and the arguments', () => {
  render(<ApprovalDialog returnFocus={() => undefined} />);
  ask();
  const dialog = screen.getByTestId('approval-dialog');
  expect(dialog.textContent).toContain('docs');
  expect(dialog.textContent).toContain('search.docs');
  expect(dialog.textContent).toContain('"query": "x"');
});

it('Escape means deny, and the focus goes back when the dialog closes', () => {
  const returnFocus = vi.fn();
  render(<ApprovalDialog returnFocus={returnFocus} />);
  const decide = ask();
  const cancel = new Event('cancel', { cancelable: true });
  act(() => {
    fireEvent(screen.getByTestId('approval-dialog'), cancel);
  });
  expect(decide).toHaveBeenCalledExactlyOnceWith(false);
  // The browser would close the dialog on Escape; the host decides instead, and says no.
  expect(cancel.defaultPrevented).toBe(true);
  expect(returnFocus).toHaveBeenCalledOnce();
});

it('Allow and Deny decide once each way', () => {
  render(<ApprovalDialog returnFocus={() => undefined} />);
  const allowed = ask();
  fireEvent.click(screen.getByTestId('approve-allow'));
  expect(allowed).toHaveBeenCalledExactlyOnceWith(true);
  const denied = ask();
  fireEvent.click(screen.getByTestId('approve-deny'));
  expect(denied).toHaveBeenCalledExactlyOnceWith(false);
});
