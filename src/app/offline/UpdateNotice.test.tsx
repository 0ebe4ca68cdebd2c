// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageNotice } from '../page/PageNotice.tsx';
import { actions, usePlayground } from '../state/playground.ts';
import { useOfflineStatus } from './status.ts';

const initial = usePlayground.getState();
const offline = useOfflineStatus.getState();
beforeEach(() => {
  usePlayground.setState(initial, true);
  useOfflineStatus.setState(offline, true);
});
afterEach(cleanup);

describe('the update notice, among the page notices', () => {
  it('says nothing while the page is the current version', () => {
    render(<PageNotice />);
    expect(screen.queryByTestId('update-notice')).toBeNull();
  });

  it('says a new version waits, in the page language, and "Update now" asks the worker to take over', async () => {
    const update = vi.fn();
    act(() => useOfflineStatus.setState({ status: 'ready', update }));
    render(<PageNotice />);
    const notice = await screen.findByTestId('update-notice');
    expect(notice.textContent).toContain('下次打开时生效');
    // As the page does: English shows once its words are loaded (the setup file loads them; this does not rely on it).
    await act(async () => {
      actions.setLocale('en');
      await actions.settled();
    });
    expect(notice.textContent).toContain('opens on your next visit');
    fireEvent.click(screen.getByTestId('update-now'));
    expect(update).toHaveBeenCalledOnce();
  });

  it('says the page is updated, without a button, and can be dismissed', async () => {
    act(() => useOfflineStatus.setState({ status: 'updated' }));
    render(<PageNotice />);
    const notice = await screen.findByTestId('update-notice');
    expect(notice.textContent).toContain('已更新到最新版本');
    expect(screen.queryByTestId('update-now')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('update-notice')).toBeNull();
  });
});
