// The SQL of a re-rating (scripts/ops/rerate.ts): one UPDATE per stored puzzle whose numeric rating
// differs from what the rater now computes. Each UPDATE names the row's old rating and its grid, so
// a row that changed since it was read (or a different puzzle under the same id) is left alone.

export const RERATED_TABLES = ["puzzles", "daily_pool"] as const;
export type RatedTable = (typeof RERATED_TABLES)[number];

export interface StoredRating {
  table: RatedTable;
  id: number;
  puzzle: string;
  /** Stored tenths. */
  rating: number;
}

export interface Rerating extends StoredRating {
  /** Tenths the rater computes now. */
  next: number;
}

/** The rows to change: those whose stored tenths differ from `tenthsOf(puzzle)`. */
export function planRerating(rows: readonly StoredRating[], tenthsOf: (puzzle: string) => number): Rerating[] {
  const out: Rerating[] = [];
  for (const row of rows) {
    const next = tenthsOf(row.puzzle);
    if (next !== row.rating) out.push({ ...row, next });
  }
  return out;
}

const GRID = /^[0-9.]{81}$/;

export function reratingSql(changes: readonly Rerating[]): string {
  return changes
    .map((c) => {
      if (!RERATED_TABLES.includes(c.table)) throw new Error(`not a rated table: ${c.table}`);
      if (!GRID.test(c.puzzle)) throw new Error(`not a grid: ${c.puzzle}`);
      for (const n of [c.id, c.rating, c.next]) if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
      return `UPDATE \`${c.table}\` SET \`rating\` = ${c.next} WHERE \`id\` = ${c.id} AND \`puzzle\` = '${c.puzzle}' AND \`rating\` = ${c.rating};`;
    })
    .join("\n");
}

/** One line per changed value: "4.2 → 4.4: 37 puzzles", sorted by old, then new value. */
export function reratingSummary(changes: readonly Rerating[]): string[] {
  const counts = new Map<string, number>();
  for (const c of changes) {
    const key = `${(c.rating / 10).toFixed(1)} → ${(c.next / 10).toFixed(1)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => a[0].localeCompare(b[0], "en", { numeric: true }))
    .map(([k, n]) => `${k}: ${n} puzzle${n === 1 ? "" : "s"}`);
}
