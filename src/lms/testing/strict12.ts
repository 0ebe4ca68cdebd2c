/**
 * SCORM 1.2's limits that scorm-again lets through (it accepts them on purpose, as many platforms do), enforced
 * over any 1.2 API object as the specification's value spaces set them and Moodle's standards mode enforces them:
 * `cmi.suspend_data` ≤ 4,096 characters, interaction and objective ids CMIIdentifier (≤ 255 printable ASCII, no
 * spaces), a response CMIFeedback ≤ 255, a location ≤ 255, and nothing after LMSFinish (301). Browser-free: the
 * unit tests wrap scorm-again's Node runtime with it, the harness page its browser build.
 */
type Api12 = Record<string, (...args: string[]) => string>;

const IDENTIFIER = /^[\u0021-\u007e]{1,255}$/;

/** Why 1.2 refuses this value for this element (405: the value is not of the element's type), or null. */
export function strictRefusal(element: string, value: string): string | null {
  if (element === 'cmi.suspend_data' && value.length > 4096) return 'suspend_data over 4,096 characters';
  if (
    /^cmi\.(interactions\.\d+|objectives\.\d+|interactions\.\d+\.objectives\.\d+)\.id$/.test(element) &&
    !IDENTIFIER.test(value)
  )
    return 'an id that is not a CMIIdentifier';
  if (/^cmi\.interactions\.\d+\.student_response$/.test(element) && value.length > 255)
    return 'a student_response over 255 characters';
  if (element === 'cmi.core.lesson_location' && value.length > 255) return 'lesson_location over 255 characters';
  return null;
}

/** SCORM 1.2's calls, passed to the wrapped runtime unless the specification refuses them. */
class Strict12 {
  private finished = false;
  private ownError: string | null = null;
  constructor(
    private readonly inner: Api12,
    private readonly refusals: string[],
  ) {}
  /** A call after LMSFinish: 301, and nothing reaches the runtime. */
  private closed(what: string): boolean {
    if (!this.finished) {
      this.ownError = null;
      return false;
    }
    this.ownError = '301';
    this.refusals.push(`${what} after LMSFinish`);
    return true;
  }
  LMSInitialize(arg: string) {
    return this.inner.LMSInitialize?.(arg) ?? 'false';
  }
  LMSFinish(arg: string) {
    if (this.closed('LMSFinish')) return 'false';
    this.finished = true;
    return this.inner.LMSFinish?.(arg) ?? 'false';
  }
  LMSGetValue(element: string) {
    return this.closed(element) ? '' : (this.inner.LMSGetValue?.(element) ?? '');
  }
  LMSSetValue(element: string, value: string) {
    if (this.closed(element)) return 'false';
    const refusal = strictRefusal(element, value);
    if (refusal) {
      this.ownError = '405';
      this.refusals.push(`${element}: ${refusal}`);
      return 'false';
    }
    return this.inner.LMSSetValue?.(element, value) ?? 'false';
  }
  LMSCommit(arg: string) {
    return this.closed('LMSCommit') ? 'false' : (this.inner.LMSCommit?.(arg) ?? 'false');
  }
  LMSGetLastError() {
    return this.ownError ?? this.inner.LMSGetLastError?.() ?? '0';
  }
  LMSGetErrorString(code: string) {
    return this.inner.LMSGetErrorString?.(code) ?? '';
  }
  LMSGetDiagnostic(code: string) {
    return this.inner.LMSGetDiagnostic?.(code) ?? '';
  }
}

/** The runtime under SCORM 1.2's own limits; each refusal is said in `refusals`. */
export function strict12<T extends object>(api: T, refusals: string[] = []): T {
  return new Strict12(api as unknown as Api12, refusals) as unknown as T;
}
