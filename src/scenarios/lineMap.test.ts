import { describe, expect, it } from 'vitest';
import { lineIn } from '../testing/lineIn.ts';
import { alignLines } from './lineMap.ts';
import { ENTRY_SOURCES } from './sources.ts';

describe('alignLines', () => {
  const lesson = ENTRY_SOURCES.discover_tools.source;
  const lines = lesson.split('\n');
  const at = (text: string) => lineIn(lesson, text);

  it('maps every line to itself when nothing changed', () => {
    const map = alignLines(lesson, lesson);
    expect(map.toLesson(at('tools.push(tool);'))).toBe(at('tools.push(tool);'));
  });

  it('follows lines moved by an inserted line, and gives none for the inserted or changed ones', () => {
    const push = at('tools.push(tool);');
    const edited = [...lines];
    edited.splice(push - 1, 0, '      console.log(tool.name);');
    edited[at('cursors.add(cursor);')] = '    // cursors.add(cursor);';
    const map = alignLines(lesson, edited.join('\n'));
    expect(map.toLesson(push + 1)).toBe(push);
    expect(map.toEdited(push)).toBe(push + 1);
    expect(map.toLesson(push)).toBeNull();
    expect(map.toEdited(at('cursors.add(cursor);'))).toBeNull();
    expect(map.toLesson(1)).toBe(1);
  });

  it('ignores indentation, so a re-indented line keeps its counterpart', () => {
    const push = at('tools.push(tool);');
    const edited = lines.map((line, index) => (index === push - 1 ? line.trim() : line)).join('\n');
    expect(alignLines(lesson, edited).toLesson(push)).toBe(push);
  });
});
