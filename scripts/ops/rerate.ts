// Re-rates the stored puzzles: writes the numeric rating the rater computes now (RATING.md,
// "Numeric rating") into every row of `puzzles` (the catalogue and players' imported puzzles) and
// `daily_pool` whose stored number differs. Stars, profiles and everything else stay as they are.
// Run it once after a change to the numeric rating (decision record 015).
//
//   npm run puzzles:rerate -- [--dry-run] [--persist-to DIR]   local database
//   npm run puzzles:rerate -- --remote [--dry-run]             production database
//
// About 3 ms a puzzle on one core (100,000 catalogue puzzles: about five minutes). The changes are
// written by one SQL file (`wrangler d1 execute --file`): all or nothing. Each UPDATE names the row's
// grid and the number read, so a row changed in between is left alone. Exit 0: done (or, with
// --dry-run, listed). 2: bad arguments, or the database could not be read or written.
import { numericRating, ratingTenths } from "../../app/sudoku/rater.ts";
import { parseDbArgs } from "../lib/db-args.ts";
import { executeSql, query, type DbTarget } from "../lib/local-db.ts";
import { Exit, seconds } from "../lib/run.ts";
import { RERATED_TABLES, planRerating, reratingSql, reratingSummary, type StoredRating } from "./rerate-sql.ts";

const USAGE = "usage: npm run puzzles:rerate -- [--remote] [--dry-run] [--persist-to DIR]";
const PAGE = 20_000;

function parseArgs(args: string[]): DbTarget & { dryRun: boolean } {
  const { target, dryRun, positional } = parseDbArgs(args, USAGE);
  if (positional.length) throw new Exit(2, `unexpected argument ${JSON.stringify(positional[0])}\n${USAGE}`);
  return { ...target, dryRun };
}

function readAll(target: DbTarget): StoredRating[] {
  const rows: StoredRating[] = [];
  for (const table of RERATED_TABLES) {
    for (let after = -Infinity; ;) {
      const where = after === -Infinity ? "" : `WHERE id > ${after}`;
      let page: { id: number; puzzle: string; rating: number }[];
      try {
        page = query(`SELECT id, puzzle, rating FROM ${table} ${where} ORDER BY id LIMIT ${PAGE}`, target);
      } catch (error) {
        const hint = target.remote
          ? "logged in (wrangler login or CLOUDFLARE_API_TOKEN)?"
          : "migrations applied (npm run db:migrate:local)?";
        throw new Exit(2, `cannot read ${table}; ${hint}\n${(error as Error).message}`);
      }
      for (const r of page) rows.push({ table, ...r });
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
  }
  return rows;
}

async function main(args: string[]): Promise<void> {
  const options = parseArgs(args);
  const where = options.remote ? "the production database" : `the local database (${options.persistTo ?? ".wrangler/state"})`;
  const started = Date.now();
  const rows = readAll(options);
  console.log(`read ${rows.length} puzzles from ${where}; rating …`);
  const changes = planRerating(rows, (p) => ratingTenths(numericRating(p)));
  console.log(`rated in ${seconds(started)}: ${changes.length} of ${rows.length} numbers change`);
  for (const line of reratingSummary(changes)) console.log(`  ${line}`);
  if (options.dryRun || changes.length === 0) {
    if (options.dryRun) console.log("dry run, nothing written");
    return;
  }
  await executeSql(reratingSql(changes), options, "rerate-");

  console.log(`wrote ${changes.length} numbers to ${where} in ${seconds(started)}`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof Exit) {
    console.error(error.message);
    process.exitCode = error.code;
  } else throw error;
}
