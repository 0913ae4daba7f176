// Test support for the unit project (Node): a D1Database over an in-memory node:sqlite database
// with the real migrations applied, so model code that only builds queries can be unit-tested and
// mutation-tested (StrykerJS cannot reach into workerd). It implements just what drizzle's d1
// driver calls: prepare → bind → run/all/raw/first, and batch. Differences from real D1 that the
// tests must not rely on: BLOBs come back as Uint8Array, meta carries only changes and
// last_row_id, and everything runs synchronously underneath. The integration tests (workers
// project) keep exercising the same models against real D1.

import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

type Value = SQLInputValue;

function toSqlite(value: unknown): Value {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return value as Value;
}

interface Result {
  success: true;
  results: unknown[];
  meta: { changes: number; last_row_id: number };
}

/** Called before a statement runs; a test can hold statements back to force an interleaving. */
export type BeforeRun = (sql: string) => Promise<void> | void;

class MemoryStatement {
  constructor(
    private readonly db: DatabaseSync,
    private readonly sql: string,
    private readonly beforeRun: BeforeRun,
    private readonly params: Value[] = [],
  ) {}

  bind(...params: unknown[]): MemoryStatement {
    return new MemoryStatement(this.db, this.sql, this.beforeRun, params.map(toSqlite));
  }

  /** Runs the statement once; a statement that returns rows (SELECT, RETURNING) keeps them. */
  execute(arrays = false): Result {
    const statement = this.db.prepare(this.sql);
    if (statement.columns().length > 0) {
      statement.setReturnArrays(arrays);
      const results = statement.all(...this.params).map((row) => (arrays ? row : { ...row }));
      return { success: true, results, meta: { changes: 0, last_row_id: 0 } };
    }
    const { changes, lastInsertRowid } = statement.run(...this.params);
    return { success: true, results: [], meta: { changes: Number(changes), last_row_id: Number(lastInsertRowid) } };
  }

  async run(): Promise<Result> {
    await this.beforeRun(this.sql);
    return this.execute();
  }

  async all(): Promise<Result> {
    await this.beforeRun(this.sql);
    return this.execute();
  }

  async raw(): Promise<unknown[][]> {
    await this.beforeRun(this.sql);
    return this.execute(true).results as unknown[][];
  }

  async first(column?: string): Promise<unknown> {
    await this.beforeRun(this.sql);
    const row = this.execute().results[0] as Record<string, unknown> | undefined;
    if (row === undefined) return null;
    return column === undefined ? row : row[column];
  }
}

export interface MemoryD1 {
  /** Pass to createDb: typed as D1Database for the models, implemented by node:sqlite. */
  d1: D1Database;
  /** The underlying database, for arranging rows and reading them back in tests. */
  sqlite: DatabaseSync;
}

export function memoryD1(beforeRun: BeforeRun = () => {}): MemoryD1 {
  const sqlite = new DatabaseSync(":memory:");
  sqlite.exec("PRAGMA foreign_keys = ON");
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    sqlite.exec(readFileSync(new URL(file, MIGRATIONS), "utf8"));
  }
  const d1 = {
    prepare: (sql: string) => new MemoryStatement(sqlite, sql, beforeRun),
    async batch(statements: MemoryStatement[]): Promise<Result[]> {
      // D1 runs a batch as one transaction: all or nothing.
      sqlite.exec("BEGIN");
      try {
        const results = statements.map((s) => s.execute());
        sqlite.exec("COMMIT");
        return results;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
  };
  return { d1: d1 as unknown as D1Database, sqlite };
}
