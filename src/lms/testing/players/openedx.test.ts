/**
 * The Open edX SCORM XBlock model's rules, each as scormxblock.py / scormxblock.js have it.
 */
import { describe, expect, it } from 'vitest';
import { fresh, LEARNER, launch } from './openedx.ts';

describe('the Open edX SCORM XBlock (scormxblock.py set_value, scormxblock.js GetValue)', () => {
  it('publishes a grade only when a success status is written, on completion, or for a score after completion', () => {
    const kept = fresh();
    const { api, published } = launch('2004', kept);
    api.SetValue?.('cmi.score.raw', '40');
    api.SetValue?.('cmi.score.scaled', '0.4');
    expect(published).toEqual([]);
    api.SetValue?.('cmi.success_status', 'unknown');
    expect(kept.gradebook).toEqual({ value: 0.4, max_value: 1 });
    api.SetValue?.('cmi.score.scaled', '0.6');
    expect(kept.gradebook?.value).toBe(0.4);
    api.SetValue?.('cmi.completion_status', 'completed');
    expect(kept.gradebook?.value).toBe(0.6);
    api.SetValue?.('cmi.score.scaled', '0.8');
    expect(kept.gradebook?.value).toBe(0.8);
  });

  it('SCORM 1.2: incomplete publishes nothing; passed publishes and completes; failed grades 0', () => {
    const kept = fresh();
    const { api } = launch('1.2', kept, { weight: 10, has_score: true });
    api.LMSSetValue?.('cmi.core.score.raw', '50');
    api.LMSSetValue?.('cmi.core.lesson_status', 'incomplete');
    expect(kept.gradebook).toBeNull();
    api.LMSSetValue?.('cmi.core.lesson_status', 'passed');
    expect(kept.gradebook).toEqual({ value: 5, max_value: 10 });
    expect(kept.lesson_status).toBe('completed');
    api.LMSSetValue?.('cmi.core.lesson_status', 'failed');
    expect(kept.gradebook?.value).toBe(0);
  });

  it('a package that never reports a score gets full credit on completion', () => {
    const kept = fresh();
    launch('2004', kept).api.SetValue?.('cmi.completion_status', 'completed');
    expect(kept.gradebook?.value).toBe(1);
  });

  it('answers every call "true" and 0; the status, score and mode read back empty; the rest from its copy', () => {
    const kept = fresh();
    kept.scorm_data['cmi.suspend_data'] = 'kept';
    const { api, failures } = launch('2004', kept);
    expect(api.Initialize?.('')).toBe('true');
    expect(api.SetValue?.('cmi.score.raw', '-1')).toBe('true');
    expect(failures).toHaveLength(1);
    expect(api.GetLastError?.()).toBe('0');
    api.SetValue?.('cmi.location', 'here');
    expect(api.GetValue?.('cmi.location')).toBe('here');
    expect(api.GetValue?.('cmi.suspend_data')).toBe('kept');
    for (const element of [
      'cmi.completion_status',
      'cmi.score.raw',
      'cmi.mode',
      'cmi.entry',
      'cmi.interactions._count',
    ])
      expect(api.GetValue?.(element)).toBe('');
    expect(api.GetValue?.('cmi.learner_name')).toBe(LEARNER.name);
  });
});
