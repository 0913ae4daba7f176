// Imports past Daily-Sudoku winners (before this site drew its own) from a CSV into draw_winners,
// for the winners page. README "Importing past winners" has the format and the rules; the parser
// and the SQL are scripts/ops/winners-csv.ts.
//
//   npm run winners:import -- past-winners.csv [--dry-run] [--persist-to DIR]   local database
//   npm run winners:import -- past-winners.csv --remote [--dry-run]             production database
//
// All or nothing: a file with any bad row, or with a month this site drew, writes nothing (exit 1).
// The rows are written by one SQL file (`wrangler d1 execute --file`): locally one D1 batch, which
// is one transaction; remotely a D1 import, which returns the database to its original state when
// it fails. Exit 0: imported (or, with --dry-run, would import). 1: refused. 2: bad arguments, or
// the file or the database could not be read or written.
import { Exit } from "../lib/run.ts";
import { readFile } from "node:fs/promises";
import { parseDbArgs } from "../lib/db-args.ts";
import { executeSql, query, type DbTarget } from "../lib/local-db.ts";
import {
  buildImportSql,
  existingStateSql,
  formatCsvError,
  monthsOf,
  parseWinnersCsv,
  planImport,
  summary,
  type ExistingRow,
  type PastWinner,
} from "./winners-csv.ts";

const USAGE = "usage: npm run winners:import -- <file.csv> [--remote] [--dry-run] [--persist-to DIR]";

interface Options {
  file: string;
  target: DbTarget;
  dryRun: boolean;
}

function parseArgs(args: string[]): Options {
  const { target, dryRun, positional } = parseDbArgs(args, USAGE);
  if (positional.length > 1) throw new Exit(2, `unexpected argument ${JSON.stringify(positional[1])}\n${USAGE}`);
  const file = positional[0];
  if (file === undefined) throw new Exit(2, `no CSV file given\n${USAGE}`);
  return { file, target, dryRun };
}

function database(target: DbTarget): string {
  return target.remote
    ? "the production database (wrangler --remote --env production)"
    : `the local database (${target.persistTo ?? ".wrangler/state"})`;
}

function readState(rows: readonly PastWinner[], target: DbTarget): ExistingRow[] {
  try {
    return query<ExistingRow>(existingStateSql(monthsOf(rows)), target);
  } catch (error) {
    const hint = target.remote ? "logged in (wrangler login or CLOUDFLARE_API_TOKEN)?" : "migrations applied (npm run db:migrate:local)?";
    throw new Exit(2, `cannot read ${database(target)}; ${hint}\n${(error as Error).message}`);
  }
}

function listRows(title: string, rows: readonly PastWinner[]) {
  if (rows.length === 0) return;
  console.log(`${title}:`);
  for (const r of rows) console.log(`  ${r.month}  ${r.place}  ${r.displayName === "" ? "(no name)" : r.displayName}  ·  ${r.prize}`);
}

async function main(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const target = options.target;

  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (error) {
    throw new Exit(2, `cannot read ${options.file}: ${(error as Error).message}`);
  }
  const parsed = parseWinnersCsv(text, Date.now());
  if (!parsed.ok) {
    throw new Exit(
      1,
      `${options.file}: nothing imported, the file has errors:\n${parsed.errors.map((e) => `  ${formatCsvError(e)}`).join("\n")}`,
    );
  }
  const rows = parsed.rows;
  console.log(`${options.file}: ${summary(rows)}; checking ${database(target)} …`);

  const plan = planImport(rows, readState(rows, target));
  if (plan.refused.length > 0) {
    const list = plan.refused.map((r) => `  ${r.month} (line${r.lines.length === 1 ? "" : "s"} ${r.lines.join(", ")})`).join("\n");
    throw new Exit(
      1,
      `nothing imported: this site drew these months itself, an import must not overwrite them; remove their rows:\n${list}`,
    );
  }
  const counts = `${plan.added.length} new, ${plan.changed.length} changed, ${plan.unchanged.length} unchanged`;

  if (options.dryRun) {
    listRows("new", plan.added);
    listRows("changed (name or prize)", plan.changed);
    console.log(`dry run, nothing written: would import ${summary(rows)} (${counts}) into ${database(target)}`);
    return;
  }

  await executeSql(buildImportSql(rows).sql, target, "winners-import-");

  // Read back: a month the site began to draw between the check and the write is left alone by the SQL itself.
  const after = planImport(rows, readState(rows, target));
  const missing = [...after.refused.flatMap((r) => rows.filter((w) => w.month === r.month)), ...after.added, ...after.changed];
  if (missing.length > 0) {
    listRows("not written", missing);
    throw new Exit(1, `${missing.length} of ${rows.length} rows were not written (see above); months this site drew are never overwritten`);
  }
  console.log(`imported ${summary(rows)} (${counts}) into ${database(target)}`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof Exit) {
    console.error(error.message);
    process.exitCode = error.code;
  } else throw error;
}
