// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightLine } from './highlight.ts';
import { StaticCode } from './StaticCode.tsx';

// The real colouring, counted: a step must not colour the whole file again.
vi.mock('./highlight.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./highlight.ts')>();
  return { ...actual, highlightLine: vi.fn(actual.highlightLine) };
});

afterEach(cleanup);

const source = "const a = 1;\n// note\nreturn 'x';";
const labels = { toggle: (line: number) => `toggle ${line}`, current: 'next', previous: 'previous' };

describe('StaticCode', () => {
  it('offers a breakpoint only on lines that can stop, and reports the click', () => {
    const toggle = vi.fn();
    render(
      <StaticCode
        file="f.ts"
        source={source}
        language="typescript"
        breakpoints={[3]}
        stoppable={[1, 3]}
        current={3}
        previous={1}
        onToggleBreakpoint={toggle}
        labels={labels}
      />,
    );
    expect(screen.queryByTestId('gutter-2')).toBeNull();
    fireEvent.click(screen.getByTestId('gutter-1'));
    expect(toggle).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('gutter-3').dataset.pressed).toBe('true');
  });

  it('in a code view, takes the keyboard itself and no line number is a button (20 px rows: too small a target)', () => {
    const props = {
      file: 'f.ts',
      source,
      language: 'typescript' as const,
      breakpoints: [3],
      stoppable: [1, 2, 3],
      current: 3,
      previous: null,
      onToggleBreakpoint: () => undefined,
      labels,
    };
    const { rerender } = render(<StaticCode {...props} />);
    expect(screen.getByRole('group', { name: 'f.ts' }).tabIndex).toBe(0);
    expect(screen.queryAllByRole('button')).toEqual([]);
    // The lesson's Python, where no editor comes: each stoppable line's number is a button, the view is not a stop.
    rerender(<StaticCode {...props} lineButtons />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });

  it('a step does not colour the code again, and a click reaches the handler passed last', () => {
    const coloured = vi.mocked(highlightLine);
    const first = vi.fn();
    const view = (current: number, previous: number | null, toggle: (line: number) => void) => (
      <StaticCode
        file="f.ts"
        source={source}
        language="typescript"
        breakpoints={[]}
        stoppable={[1, 3]}
        current={current}
        previous={previous}
        onToggleBreakpoint={toggle}
        labels={labels}
      />
    );
    const { container, rerender } = render(view(1, null, first));
    const before = coloured.mock.calls.length;
    // The parent passes a new handler each render, as an inline one is.
    const second = vi.fn();
    rerender(view(3, 1, second));
    // Line 1 lost its arrow to line 3: the marks move, the coloured text stays as it was built.
    expect(coloured.mock.calls.slice(before)).toEqual([]);
    expect(container.querySelector('[data-line="3"]')?.className).toBe('code-line is-next');
    expect(container.querySelector('[data-line="1"]')?.className).toBe('code-line is-previous');
    expect(container.querySelector('[data-line="1"] .arrow-prev')).not.toBeNull();
    fireEvent.click(screen.getByTestId('gutter-1'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });

  it('draws a coloured token as an element and plain text as text, broken where Monaco breaks', () => {
    const { container } = render(
      <StaticCode
        file="f.ts"
        source="  const seen = new Set<string>();"
        language="typescript"
        breakpoints={[]}
        stoppable={[]}
        current={null}
        previous={null}
        labels={labels}
      />,
    );
    // Monaco's break opportunities as `|`: before each word after a space, and before the `=`.
    expect(container.querySelector('.code-text')?.innerHTML.replaceAll('<wbr>', '|').replaceAll('&nbsp;', ' ')).toBe(
      '  <span class="tok-keyword">|const</span> |seen |= <span class="tok-keyword">|new</span> |Set&lt;string&gt;|();',
    );
  });

  it('marks the line about to run and the line just run', () => {
    const { container } = render(
      <StaticCode
        file="f.ts"
        source={source}
        language="typescript"
        breakpoints={[]}
        stoppable={[]}
        current={3}
        previous={1}
        labels={labels}
      />,
    );
    expect(container.querySelector('[data-line="3"]')?.className).toContain('is-next');
    expect(container.querySelector('[data-line="1"]')?.className).toContain('is-previous');
  });
});

describe('highlightLine', () => {
  it('colours keywords, strings, numbers and comments, and keeps every character', () => {
    const line = "const x = 'a // b'; // c 1";
    const tokens = highlightLine(line);
    expect(tokens.map((t) => t.text).join('')).toBe(line);
    expect(tokens.filter((t) => t.kind !== 'plain').map((t) => [t.kind, t.text])).toEqual([
      ['keyword', 'const'],
      ['string', "'a // b'"],
      ['comment', '// c 1'],
    ]);
  });

  it("colours the lesson's Python: docstrings, r'' patterns, # comments, its keywords and not TypeScript's", () => {
    const line = "    if not re.fullmatch(r'[a-z]{0,15}', server) or x is None: # const";
    const tokens = highlightLine(line, 'python');
    expect(tokens.map((t) => t.text).join('')).toBe(line);
    expect(tokens.filter((t) => t.kind !== 'plain').map((t) => [t.kind, t.text])).toEqual([
      ['keyword', 'if'],
      ['keyword', 'not'],
      ['string', "r'[a-z]{0,15}'"],
      ['keyword', 'or'],
      ['keyword', 'is'],
      ['keyword', 'None'],
      ['comment', '# const'],
    ]);
    const doc = highlightLine('    """最多四页八项；"""', 'python');
    expect(doc.map((t) => t.kind)).toEqual(['plain', 'string']);
    expect(highlightLine("raw.get('name')", 'python')).toEqual([
      { kind: 'plain', text: 'raw.get(' },
      { kind: 'string', text: "'name'" },
      { kind: 'plain', text: ')' },
    ]);
  });

  it('gives a run of plain text as one token, words and what is between them', () => {
    expect(highlightLine('  const seen = new Set<string>();')).toEqual([
      { kind: 'plain', text: '  ' },
      { kind: 'keyword', text: 'const' },
      { kind: 'plain', text: ' seen = ' },
      { kind: 'keyword', text: 'new' },
      { kind: 'plain', text: ' Set<string>();' },
    ]);
  });
});
