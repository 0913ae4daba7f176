// The cells where a puzzle's two solutions differ, for the page that shows the pair. A module of
// its own so the page does not load the engine's search with it (that comes with check.ts, on demand).

/** Cells (0-80) where two solutions differ. */
export function differingCells(a: string, b: string): number[] {
  const out: number[] = [];
  for (let c = 0; c < 81; c++) if (a[c] !== b[c]) out.push(c);
  return out;
}
