// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './SectionBoundary.tsx';

afterEach(cleanup);

let broken = true;
function Fragile({ name }: { name: string }) {
  if (broken && name === 'bad') throw new Error('boom');
  return <p>{name} works</p>;
}

describe('SectionBoundary', () => {
  it('contains a failing section, leaves the others alone, and resets on request', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onReset = vi.fn(() => {
      broken = false;
    });
    const boundary = (name: string) => (
      <SectionBoundary
        message={(detail) => `failed: ${detail}`}
        resetLabel="reset"
        onReset={onReset}
        testId={`boundary-${name}`}
      >
        <Fragile name={name} />
      </SectionBoundary>
    );
    render(
      <>
        {boundary('bad')}
        {boundary('good')}
      </>,
    );
    expect(screen.getByTestId('boundary-bad').textContent).toContain('failed: boom');
    expect(screen.getByText('good works')).toBeTruthy();
    fireEvent.click(screen.getByTestId('section-reset'));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('bad works')).toBeTruthy();
  });
});
