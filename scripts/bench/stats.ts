/** Figures and how the benchmark prints them. */

export type Stats = { min: number; median: number; max: number; p50: number; p95: number };
export const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { min: sorted[0] ?? 0, median: at(0.5), max: sorted.at(-1) ?? 0, p50: at(0.5), p95: at(0.95) };
};

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const row = (label: string, s: Stats, goal = '') =>
  console.log(
    `${label.padEnd(50)} ${ms(s.min).padStart(10)} ${ms(s.median).padStart(10)} ${ms(s.max).padStart(10)}  ${goal}`,
  );
export const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
