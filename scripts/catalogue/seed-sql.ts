// Builds the SQL seed files for the puzzles table. Values are written as literals (D1 seed files are
// executed as plain SQL), so everything that becomes SQL text goes through sqlString/sqlInteger.

export interface PuzzleRow {
  id: number;
  stars: number;
  seq: number;
  puzzle: string;
  solution: string;
  clues: number;
  score: number;
  hardest: string;
  profile: string;
  /** Numeric rating in tenths (see RATING.md). */
  rating: number;
}

const COLUMNS = "(id, stars, seq, puzzle, solution, clues, score, hardest, profile, rating)";
/** The catalogue's table; the daily pool (daily_pool) has the same columns. */
export type SeedTable = "puzzles" | "daily_pool";
export const insertPrefix = (table: SeedTable = "puzzles") => `INSERT INTO ${table} ${COLUMNS} VALUES\n`;
export const INSERT_PREFIX = insertPrefix();

/** SQLite string literal: single quotes doubled; NUL is refused because SQLite text cannot carry it. */
export function sqlString(value: string): string {
  if (value.includes("\u0000")) throw new Error("NUL character in SQL string");
  return `'${value.replace(/'/g, "''")}'`;
}

export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

export function rowValues(row: PuzzleRow): string {
  return `(${[
    sqlInteger(row.id),
    sqlInteger(row.stars),
    sqlInteger(row.seq),
    sqlString(row.puzzle),
    sqlString(row.solution),
    sqlInteger(row.clues),
    sqlInteger(row.score),
    sqlString(row.hardest),
    sqlString(row.profile),
    sqlInteger(row.rating),
  ].join(",")})`;
}

function byteLength(s: string): number {
  return Buffer.byteLength(s, "utf8");
}

export interface SeedFileOptions {
  /** Upper bound for one INSERT statement in bytes (D1 limits statement size to 100 KB). */
  maxStatementBytes?: number;
  /** Upper bound for one file in bytes. */
  maxFileBytes?: number;
  table?: SeedTable;
}

/** Multi-row INSERT statements, each (including ";\n") at most maxStatementBytes long. */
export function buildInsertStatements(rows: readonly PuzzleRow[], maxStatementBytes = 90_000, table: SeedTable = "puzzles"): string[] {
  const INSERT_PREFIX = insertPrefix(table);
  const statements: string[] = [];
  let current: string[] = [];
  let size = byteLength(INSERT_PREFIX) + 2;
  const flush = () => {
    if (current.length) statements.push(`${INSERT_PREFIX}${current.join(",\n")};\n`);
    current = [];
    size = byteLength(INSERT_PREFIX) + 2;
  };
  for (const row of rows) {
    const v = rowValues(row);
    const add = byteLength(v) + (current.length ? 2 : 0);
    if (byteLength(INSERT_PREFIX) + byteLength(v) + 2 > maxStatementBytes)
      throw new Error(`row ${row.id} alone exceeds the statement limit`);
    if (size + add > maxStatementBytes) flush();
    size += byteLength(v) + (current.length ? 2 : 0);
    current.push(v);
  }
  flush();
  return statements;
}

export interface SeedFile {
  name: string;
  content: string;
}

/** Groups statements into files seed-0001.sql, seed-0002.sql, ... of at most maxFileBytes each. */
export function buildSeedFiles(rows: readonly PuzzleRow[], options: SeedFileOptions = {}): SeedFile[] {
  const maxFile = options.maxFileBytes ?? 5_000_000;
  const statements = buildInsertStatements(rows, options.maxStatementBytes ?? 90_000, options.table);
  const files: SeedFile[] = [];
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (!parts.length) return;
    files.push({ name: `seed-${String(files.length + 1).padStart(4, "0")}.sql`, content: parts.join("") });
    parts = [];
    size = 0;
  };
  for (const s of statements) {
    const n = byteLength(s);
    if (size + n > maxFile) flush();
    parts.push(s);
    size += n;
  }
  flush();
  return files;
}
