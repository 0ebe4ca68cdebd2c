/**
 * The window sizes a student's screen is read at (docs/predict.md): the one-screen layout at a desk, the column
 * between, a phone. The walk and the one-screen check read a stop at each, resizing the window between.
 */
export const SIZES = [
  { width: 1440, height: 900 },
  { width: 720, height: 900 },
  { width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

/**
 * SIZES from `size` on through the list, wrapping round: read in this order, a stop ends at the size before `size`,
 * where the next one starts, so the size a stop is first reached at turns from one stop to the next.
 */
export const sizesFrom = (size: Size): Size[] => {
  const from = SIZES.indexOf(size);
  return SIZES.map((_, k) => SIZES[(from + k) % SIZES.length] as Size);
};
