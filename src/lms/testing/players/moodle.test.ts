/**
 * The Moodle player model's rules, each as the source it names has it: a model that lets through what Moodle
 * refuses, or keeps what Moodle would not, would make every test over it pass for nothing.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULTS, grade, type Kept, launch, type Manifest, readManifest } from './moodle.ts';

const M12: Manifest = { version: '1.2', masteryScore: '', objectiveIds: [], minNormalizedMeasure: '', threshold: '' };
const M2004: Manifest = { ...M12, version: '2004' };

describe("Moodle's SCORM 1.2 player (scorm_12.js)", () => {
  it('LMSFinish with a mastery score and a raw score: passed or failed, whatever the SCO said (masteryoverride)', () => {
    for (const [raw, status] of [
      ['49', 'failed'],
      ['50', 'passed'],
    ]) {
      const kept: Kept = { attempts: [] };
      const { api } = launch({ ...M12, masteryScore: '50' }, kept);
      api.LMSInitialize?.('');
      api.LMSSetValue?.('cmi.core.lesson_status', 'incomplete');
      api.LMSSetValue?.('cmi.core.score.raw', raw as string);
      api.LMSFinish?.('');
      expect(kept.attempts[0]?.['cmi.core.lesson_status']).toBe(status);
    }
    const kept: Kept = { attempts: [] };
    const { api } = launch({ ...M12, masteryScore: '50' }, kept, { ...DEFAULTS, masteryoverride: false });
    api.LMSInitialize?.('');
    api.LMSSetValue?.('cmi.core.lesson_status', 'incomplete');
    api.LMSSetValue?.('cmi.core.score.raw', '10');
    api.LMSFinish?.('');
    expect(kept.attempts[0]?.['cmi.core.lesson_status']).toBe('incomplete');
  });

  it('a status never set is completed at LMSFinish; a failed attempt is reviewed next', () => {
    const kept: Kept = { attempts: [] };
    const first = launch(M12, kept);
    first.api.LMSInitialize?.('');
    first.api.LMSFinish?.('');
    expect(kept.attempts[0]?.['cmi.core.lesson_status']).toBe('completed');
    expect(launch(M12, kept).mode).toBe('review');
    expect(launch(M12, { attempts: [{ 'cmi.core.lesson_status': 'failed' }] }).mode).toBe('review');
    expect(launch(M12, { attempts: [{ 'cmi.core.lesson_status': 'incomplete' }] }).mode).toBe('normal');
    expect(
      launch(M12, { attempts: [{ 'cmi.core.lesson_status': 'passed' }] }, { ...DEFAULTS, forcenewattempt: true })
        .attempt,
    ).toBe(2);
  });

  it("refuses what the data model's formats refuse, and an index out of order", () => {
    const { api } = launch(M12, { attempts: [] });
    api.LMSInitialize?.('');
    const code = (element: string, value: string) => {
      api.LMSSetValue?.(element, value);
      return api.LMSGetLastError?.();
    };
    expect(code('cmi.core.score.raw', '101')).toBe('405');
    expect(code('cmi.core.lesson_status', 'not attempted')).toBe('405');
    expect(code('cmi.interactions.0.id', 'has space')).toBe('405');
    expect(code('cmi.interactions.1.id', 'q')).toBe('201');
    expect(code('cmi.suspend_data', 'x'.repeat(4097))).toBe('405');
    expect(code('cmi.core.student_id', 'x')).toBe('403');
    api.LMSGetValue?.('cmi.core.exit');
    expect(api.LMSGetLastError?.()).toBe('404');
    expect(code('cmi.interactions.0.id', 'q')).toBe('0');
  });
});

describe("Moodle's SCORM 2004 player (scorm_13.js, scorm_13lib.php)", () => {
  const mastered = readManifest(`<schemaversion>2004 3rd Edition</schemaversion>
    <imsss:primaryObjective objectiveID="path" satisfiedByMeasure="true">
    <imsss:minNormalizedMeasure>0.50</imsss:minNormalizedMeasure></imsss:primaryObjective>`);

  it("gives the manifest's objectives back and refuses to rename one (351, write once) or reuse an id (351)", () => {
    const { api } = launch(mastered, { attempts: [] });
    api.Initialize?.('');
    expect(api.GetValue?.('cmi.objectives._count')).toBe('1');
    expect(api.GetValue?.('cmi.objectives.0.id')).toBe('path');
    expect(api.GetValue?.('cmi.scaled_passing_score')).toBe('0.50');
    api.SetValue?.('cmi.objectives.0.id', 'other');
    expect(api.GetLastError?.()).toBe('351');
    api.SetValue?.('cmi.objectives.1.id', 'path');
    expect(api.GetLastError?.()).toBe('351');
    api.SetValue?.('cmi.objectives.2.id', 'skip');
    expect(api.GetLastError?.()).toBe('351');
    api.SetValue?.('cmi.objectives.1.success_status', 'passed');
    expect(api.GetLastError?.()).toBe('408');
  });

  it('a response needs its type first, and a fill-in response holds at most ten [,] nodes', () => {
    const { api } = launch(M2004, { attempts: [] });
    api.Initialize?.('');
    api.SetValue?.('cmi.interactions.0.id', 'q');
    api.SetValue?.('cmi.interactions.0.learner_response', 'x');
    expect(api.GetLastError?.()).toBe('408');
    api.SetValue?.('cmi.interactions.0.type', 'fill-in');
    api.SetValue?.('cmi.interactions.0.learner_response', Array(11).fill('a').join('[,]'));
    expect(api.GetLastError?.()).toBe('351');
    api.SetValue?.('cmi.interactions.0.learner_response', 'line\nbreak');
    expect(api.GetLastError?.()).toBe('406');
  });

  it('Terminate completes a SCO by its progress against the threshold, and by any progress without one', () => {
    const run = (manifest: Manifest, progress: string | null) => {
      const kept: Kept = { attempts: [] };
      const { api } = launch(manifest, kept);
      api.Initialize?.('');
      api.SetValue?.('cmi.completion_status', 'incomplete');
      if (progress !== null) api.SetValue?.('cmi.progress_measure', progress);
      api.SetValue?.('cmi.exit', 'suspend');
      api.Terminate?.('');
      return kept;
    };
    expect(run(M2004, '0.1')?.attempts[0]?.['cmi.completion_status']).toBe('completed');
    expect(run(M2004, null)?.attempts[0]?.['cmi.completion_status']).toBe('completed');
    expect(run({ ...M2004, threshold: '1.0' }, '0.1')?.attempts[0]?.['cmi.completion_status']).toBe('incomplete');
    expect(run({ ...M2004, threshold: '1.0' }, '1')?.attempts[0]?.['cmi.completion_status']).toBe('completed');
    // A resumed launch compares the kept text: '0.1' >= '1.0' as strings.
    const kept = run({ ...M2004, threshold: '1.0' }, '0.1');
    const again = launch({ ...M2004, threshold: '1.0' }, kept);
    again.api.Initialize?.('');
    again.api.Terminate?.('');
    expect(kept.attempts[0]?.['cmi.completion_status']).toBe('incomplete');
  });

  it('keeps the data for the next launch only after a suspend exit; its success status is never overridden', () => {
    const kept: Kept = { attempts: [] };
    const first = launch(mastered, kept);
    first.api.Initialize?.('');
    first.api.SetValue?.('cmi.suspend_data', 'kept');
    first.api.SetValue?.('cmi.score.scaled', '0.1');
    first.api.SetValue?.('cmi.exit', 'normal');
    first.api.Terminate?.('');
    expect(kept.attempts[0]?.['cmi.success_status']).toBeUndefined();
    const second = launch(mastered, kept);
    second.api.Initialize?.('');
    expect(second.api.GetValue?.('cmi.suspend_data')).toBe('');
  });
});

describe("Moodle's gradebook (locallib.php scorm_grade_user_attempt, scorm_grade_user)", () => {
  it('highest, average and sum of raw scores; learning objects counts completed or passed; the best attempt', () => {
    const kept: Kept = {
      attempts: [
        { 'cmi.core.score.raw': '40', 'cmi.core.lesson_status': 'incomplete' },
        { 'cmi.core.score.raw': '12', 'cmi.core.lesson_status': 'passed' },
      ],
    };
    expect(grade(kept, '1.2', 'highest')).toBe(40);
    expect(grade(kept, '1.2', 'objects')).toBe(1);
    const v2004: Kept = {
      attempts: [{ 'cmi.score.raw': '50', 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'passed' }],
    };
    expect(grade(v2004, '2004', 'objects')).toBe(0);
    expect(grade(v2004, '2004', 'sum')).toBe(50);
  });
});
