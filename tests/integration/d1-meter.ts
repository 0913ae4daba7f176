// A D1 binding that adds up what D1 itself reports in each result's `meta` (rows read, rows
// written, statements), and the bytes of BLOBs in the rows it returns (D1's meta has no byte
// count), for the cost figures of tests/integration/d1-cost.test.ts.
//
// drizzle reads selects with `raw()`, which drops D1's meta. The meter answers `raw()` from the
// real statement's `raw()` and, for reads only, asks D1 once more with `all()` for the meta of the
// very same statement (a read has no side effect, and its meta is what the raw call cost). Writes
// (INSERT/UPDATE/DELETE, also with RETURNING) run once, through `all()`, and their rows are put
// into raw order the way drizzle does for batches. `first()` is answered from `all()`.

export interface D1Usage {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** Bytes of BLOB values in the rows D1 handed back (the avatar is the only BLOB column). */
  blobBytes: number;
}

/** A BLOB comes back as an ArrayBuffer (or a view of one) or, from some D1 paths, as an array of byte values. */
function blobBytesOf(rows: readonly unknown[]): number {
  let bytes = 0;
  for (const row of rows) {
    for (const value of Array.isArray(row) ? row : Object.values((row ?? {}) as Record<string, unknown>)) {
      if (value instanceof ArrayBuffer) bytes += value.byteLength;
      else if (ArrayBuffer.isView(value)) bytes += value.byteLength;
      else if (Array.isArray(value)) bytes += value.length;
    }
  }
  return bytes;
}

const isRead = (sql: string) => /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b))/i.test(sql);

export function meteredD1(real: D1Database): { db: D1Database; usage: D1Usage; reset(): D1Usage } {
  const usage: D1Usage = { statements: 0, rowsRead: 0, rowsWritten: 0, blobBytes: 0 };
  const count = (meta: D1Meta | undefined, rows: readonly unknown[] = []) => {
    usage.statements++;
    usage.rowsRead += meta?.rows_read ?? 0;
    usage.rowsWritten += meta?.rows_written ?? 0;
    usage.blobBytes += blobBytesOf(rows);
  };
  const realOf = new WeakMap<object, D1PreparedStatement>();

  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      async all<T>() {
        const result = await stmt.all<T>();
        count(result.meta, result.results);
        return result;
      },
      async run<T>() {
        const result = await stmt.run<T>();
        count(result.meta, result.results);
        return result;
      },
      async first<T>(column?: string) {
        const result = await stmt.all<Record<string, unknown>>();
        count(result.meta, result.results);
        const row = result.results[0];
        if (row === undefined) return null;
        return (column === undefined ? row : row[column]) as T;
      },
      async raw<T extends unknown[]>(options?: { columnNames?: boolean }) {
        if (isRead(sql)) {
          const rows = await (options?.columnNames ? stmt.raw<T>({ columnNames: true }) : stmt.raw<T>());
          count((await stmt.all()).meta, options?.columnNames ? rows.slice(1) : rows);
          return rows;
        }
        const result = await stmt.all<Record<string, unknown>>();
        count(result.meta, result.results);
        const rows = result.results.map((row) => Object.keys(row).map((k) => row[k])) as T[];
        if (options?.columnNames) return [Object.keys(result.results[0] ?? {}), ...rows] as [string[], ...T[]];
        return rows;
      },
    } as unknown as D1PreparedStatement;
    realOf.set(wrapped, stmt);
    return wrapped;
  };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await real.batch<T>(statements.map((s) => realOf.get(s) ?? s));
      for (const r of results) count(r.meta, r.results ?? []);
      return results;
    },
    exec: (sql: string) => real.exec(sql),
    withSession: (...args: Parameters<D1Database["withSession"]>) => real.withSession(...args),
    dump: () => real.dump(),
  };

  return {
    db,
    usage,
    reset() {
      const before = { ...usage };
      usage.statements = usage.rowsRead = usage.rowsWritten = usage.blobBytes = 0;
      return before;
    },
  };
}
