/**
 * When a function's text is judged: once typing pauses, one judgement at a time, a newer text abandoning the one
 * being judged (its sandbox runner closes on the abort). One queue per function in edit mode, disposed when it leaves.
 */

/** Edit mode's pause after the last keystroke before judging (the benchmark counts it in, scripts/bench.ts). */
export const DEBOUNCE_MS = 50;

export class JudgeQueue {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private request: AbortController | null = null;

  /** `judge` does one judgement; it stops caring once its signal is aborted. */
  constructor(private readonly judge: (signal: AbortSignal) => Promise<void>) {}

  /** Judges once typing pauses (`delayMs` 0: as soon as this task ends); what was being judged is abandoned now. */
  schedule(delayMs = DEBOUNCE_MS): void {
    this.abandon();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.now(), delayMs);
  }

  /** Judges now, abandoning the judgement under way. */
  async now(): Promise<void> {
    clearTimeout(this.timer);
    this.abandon();
    const request = new AbortController();
    this.request = request;
    try {
      await this.judge(request.signal);
    } finally {
      if (this.request === request) this.request = null;
    }
  }

  /** The judgement under way is of an older text: it is abandoned. */
  abandon(): void {
    this.request?.abort();
    this.request = null;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.abandon();
  }
}
