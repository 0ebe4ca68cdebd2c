import { expect, it } from 'vitest';
import { scoresOf } from './mutationScores.ts';

it('scores a file as Stryker does: killed and timed out over all valid mutants, uncovered ones counted, errors not', () => {
  const mutants = (statuses: string[]) => statuses.map((status) => ({ status }));
  const report = {
    files: {
      'src/a.ts': { mutants: mutants(['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError']) },
      'src/b.ts': { mutants: mutants(['Ignored']) },
    },
  };
  expect(scoresOf(report)).toEqual([
    { file: 'src/a.ts', score: 60, killed: 3, valid: 5 },
    { file: 'src/b.ts', score: 100, killed: 0, valid: 0 },
  ]);
});
