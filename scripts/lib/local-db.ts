import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Exit, capture, run } from "./run.ts";

// Local D1 through wrangler only: the same commands an operator uses against the remote database
// (with --remote instead of --local), so the seeding path is the production path.
export interface LocalDbOptions {
  /** Directory for the local state (default .wrangler/state, shared with `npm start`). */
  persistTo?: string;
}

function persistArgs(opts: LocalDbOptions): string[] {
  return opts.persistTo ? ["--persist-to", opts.persistTo] : [];
}

export async function applyMigrations(opts: LocalDbOptions & { quiet?: boolean } = {}): Promise<void> {
  // CI=true answers wrangler's "apply N migrations?" prompt for a non-interactive run.
  const args = ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(opts)];
  const env = { ...process.env, CI: "true" };
  if (opts.quiet) capture("wrangler", args, { env });
  else await run("wrangler", args, { env });
}

/**
 * `remote`: the production database ([env.production] in wrangler.toml; needs `wrangler login` or
 * CLOUDFLARE_API_TOKEN) instead of the local one. Only query and executeFile take it.
 */
export interface DbTarget extends LocalDbOptions {
  remote?: boolean;
}

function targetArgs(opts: DbTarget): string[] {
  if (opts.remote && opts.persistTo) throw new Error("--persist-to is for the local database only");
  return opts.remote ? ["--remote", "--env", "production"] : ["--local", ...persistArgs(opts)];
}

export function query<T = Record<string, unknown>>(sql: string, opts: DbTarget = {}): T[] {
  const out = capture("wrangler", ["d1", "execute", "DB", ...targetArgs(opts), "--json", "--command", sql]);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

/**
 * Runs a SQL file in one go. Locally wrangler sends its statements as one D1 batch, which is one
 * transaction; remotely D1 imports the file and returns to its original state if it fails. Either
 * way a failing statement leaves the database as it was. Returns wrangler's output.
 */
export async function executeFile(file: string, opts: DbTarget = {}): Promise<string> {
  return capture("wrangler", ["d1", "execute", "DB", ...targetArgs(opts), "--file", file, ...(opts.remote ? ["--yes"] : [])], {
    env: { ...process.env, CI: "true" },
  });
}

/**
 * Runs SQL text as one file (executeFile, all or nothing) from a temporary directory, removed
 * afterwards. A failure is an Exit(2) that says the database is unchanged.
 */
export async function executeSql(sql: string, opts: DbTarget, prefix: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    const file = path.join(dir, "statements.sql");
    await writeFile(file, sql);
    try {
      await executeFile(file, opts);
    } catch (error) {
      throw new Exit(2, `writing failed, the database is unchanged (the file runs as one unit):\n${(error as Error).message}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
