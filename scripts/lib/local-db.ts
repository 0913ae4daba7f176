import { capture, run } from "./run.ts";

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

export function query<T = Record<string, unknown>>(sql: string, opts: LocalDbOptions = {}): T[] {
  const out = capture("wrangler", ["d1", "execute", "DB", "--local", "--json", "--command", sql, ...persistArgs(opts)]);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

export async function executeFile(file: string, opts: LocalDbOptions = {}): Promise<void> {
  capture("wrangler", ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs(opts)], {
    env: { ...process.env, CI: "true" },
  });
}
