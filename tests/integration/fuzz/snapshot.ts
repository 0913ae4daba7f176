// A picture of the whole database: every table sqlite_master lists, every row in rowid order. Two
// pictures compare table by table, so a refused request that wrote anything is named by table and
// row, not just noticed.

import { env } from "cloudflare:test";

export type Snapshot = Map<string, string[]>;

/** Tables that are SQLite's or D1's own bookkeeping, not the site's data. */
const INTERNAL = /^(sqlite_|_cf_)/;

function cell(value: unknown): unknown {
  // BLOBs (avatars) arrive as ArrayBuffer or byte arrays; JSON would flatten an ArrayBuffer to {}.
  if (value instanceof ArrayBuffer) return `blob:${[...new Uint8Array(value)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  return value;
}

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  return results.map((t) => t.name).filter((name) => !INTERNAL.test(name));
}

async function rowsOf(table: string): Promise<string[]> {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  let rows: Record<string, unknown>[];
  try {
    rows = (await env.DB.prepare(`SELECT * FROM ${quoted} ORDER BY rowid`).all<Record<string, unknown>>()).results;
  } catch {
    // A WITHOUT ROWID table has no rowid: order by every column instead.
    rows = (await env.DB.prepare(`SELECT * FROM ${quoted}`).all<Record<string, unknown>>()).results;
    rows.sort((a, b) => JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b))));
  }
  return rows.map((row) => JSON.stringify(Object.entries(row).map(([k, v]) => [k, cell(v)])));
}

export async function snapshot(): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await tableNames()) out.set(table, await rowsOf(table));
  return out;
}

export interface TableChange {
  table: string;
  added: string[];
  removed: string[];
}

/** What differs between two snapshots, table by table (rows compared as whole rows). */
export function changes(before: Snapshot, after: Snapshot): TableChange[] {
  const out: TableChange[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? [];
    const b = after.get(table) ?? [];
    if (a.length === b.length && a.every((row, i) => row === b[i])) continue;
    const inA = new Set(a);
    const inB = new Set(b);
    out.push({ table, added: b.filter((r) => !inA.has(r)), removed: a.filter((r) => !inB.has(r)) });
  }
  return out;
}

/** A short account of changes for a failure message: the tables and a few rows of each. */
export function describeChanges(list: TableChange[]): string {
  return list
    .map(
      (c) =>
        `${c.table}: +${c.added.length} -${c.removed.length}\n` +
        [...c.removed.slice(0, 3).map((r) => `  - ${r.slice(0, 300)}`), ...c.added.slice(0, 3).map((r) => `  + ${r.slice(0, 300)}`)].join(
          "\n",
        ),
    )
    .join("\n");
}
