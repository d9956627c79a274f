// The wall mode's grid: pure, so a unit test reads it without a page.

/** Columns that keep a wall of `n` tiles about as wide as a 16:9 screen: 24 pods make 6 × 4. */
export function wallColumns(n: number): number {
  return Math.max(1, Math.min(n, Math.ceil(Math.sqrt(n * 1.5))));
}
