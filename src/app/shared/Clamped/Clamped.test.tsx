// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Clamped } from './Clamped.tsx';

afterEach(cleanup);

it('keeps the whole text in the page and says whether it is expanded', () => {
  render(<Clamped text="A long introduction." className="about" moreLabel="More" lessLabel="Less" />);
  const toggle = screen.getByRole('button');
  expect(screen.getByText('A long introduction.')).toBeTruthy();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.textContent).toBe('Less');
});
