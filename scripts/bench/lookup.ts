// Random-puzzle lookup at 1,000 and 100,000 rows: the same migration and the same two queries the
// app runs (app/puzzles/puzzles.server.ts), on SQLite, which is what D1 runs. The figure to watch
// is the ratio: an index lookup stays flat as the table grows, a scan or sort would grow 100×.
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

const LOOKUPS = 20_000;
const SIZES = [1_000, 100_000];

function makeDb(rows: number): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint")) db.exec(stmt);
  }
  const insert = db.prepare(
    "INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES (?,?,?,?,?,?,?,?,?)",
  );
  const perLevel = rows / 5;
  db.exec("BEGIN");
  for (let i = 0; i < rows; i++) {
    const stars = (i % 5) + 1;
    const seq = Math.floor(i / 5);
    // Row sizes as in the catalogue (81-char grids and a profile); content does not matter here.
    const grid = String(i).padStart(81, "0");
    insert.run(i + 1, stars, seq, grid, grid, 25, 400, "pointing", '{"full-house":20,"naked-single":30}');
  }
  db.exec("COMMIT");
  if (perLevel !== Math.floor(perLevel)) throw new Error("rows must be a multiple of 5");
  return db;
}

function bench(db: DatabaseSync): { perLookupUs: number; plan: string } {
  const top = db.prepare("SELECT seq FROM puzzles WHERE stars = ? ORDER BY seq DESC LIMIT 1");
  const pick = db.prepare("SELECT * FROM puzzles WHERE stars = ? AND seq = ?");
  const plan = [
    ...db.prepare("EXPLAIN QUERY PLAN SELECT seq FROM puzzles WHERE stars = 3 ORDER BY seq DESC LIMIT 1").all(),
    ...db.prepare("EXPLAIN QUERY PLAN SELECT * FROM puzzles WHERE stars = 3 AND seq = 1").all(),
  ]
    .map((r) => (r as { detail: string }).detail)
    .join("; ");
  // As in the app: each level's size is read from the index once and cached, a pick is one lookup.
  const counts = [0, 1, 2, 3, 4, 5].map((stars) => ((top.get(stars) as { seq: number } | undefined)?.seq ?? -1) + 1);
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const stars = (i % 5) + 1;
      const row = pick.get(stars, Math.floor(Math.random() * counts[stars]!));
      if (!row) throw new Error("lookup missed");
    }
  };
  run(2_000);
  const t = process.hrtime.bigint();
  run(LOOKUPS);
  const ns = Number(process.hrtime.bigint() - t);
  return { perLookupUs: ns / LOOKUPS / 1000, plan };
}

const results = SIZES.map((rows) => ({ rows, ...bench(makeDb(rows)) }));
console.log(
  `\nRandom-puzzle lookup in SQLite itself (one (stars, seq) index lookup per pick, ${LOOKUPS.toLocaleString("en")} picks, SQLite ${
    (new DatabaseSync(":memory:").prepare("select sqlite_version() v").get() as { v: string }).v
  })\n`,
);
console.log("| rows    | µs per pick |");
console.log("|--------:|------------:|");
for (const r of results) console.log(`| ${r.rows.toLocaleString("en").padStart(7)} | ${r.perLookupUs.toFixed(2).padStart(11)} |`);
const ratio = results[1]!.perLookupUs / results[0]!.perLookupUs;
console.log(`\nratio 100k / 1k: ${ratio.toFixed(2)} (target ≤ 1.2: ${ratio <= 1.2 ? "met" : "not met"})`);
console.log(`query plan: ${results[1]!.plan}`);

// The same picks as a player pays for them: GET /api/sudoku/stars/{level} on the built Worker
// served by `wrangler dev` with a local D1 of 1,000 and of 100,000 rows (requires `npm run build`).
const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const { spawn } = await import("node:child_process");
const { applyMigrations, executeFile } = await import("../lib/local-db.ts");
const HTTP_PICKS = 1_000;

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function httpBench(rows: number, port: number): Promise<{ mean: number; p50: number; p99: number }> {
  const dir = mkdtempSync(`${tmpdir()}/lookup-bench-`);
  try {
    await applyMigrations({ persistTo: dir, quiet: true });
    const lines: string[] = [];
    for (let i = 0; i < rows; i += 200) {
      const values: string[] = [];
      for (let j = i; j < Math.min(rows, i + 200); j++) {
        const grid = String(j).padStart(81, "0");
        values.push(`(${j + 1},${(j % 5) + 1},${Math.floor(j / 5)},'${grid}','${grid}',25,400,'pointing','{}')`);
      }
      lines.push(`INSERT INTO puzzles (id, stars, seq, puzzle, solution, clues, score, hardest, profile) VALUES ${values.join(",")};`);
    }
    writeFileSync(`${dir}/rows.sql`, lines.join("\n"));
    await executeFile(`${dir}/rows.sql`, { persistTo: dir });
    const server = spawn("wrangler", ["dev", "--port", String(port), "--persist-to", dir, "--show-interactive-dev-session=false"], {
      stdio: "ignore",
    });
    try {
      const base = `http://localhost:${port}`;
      await waitFor(`${base}/robots.txt`, 60_000);
      const times: number[] = [];
      for (let i = 0; i < HTTP_PICKS + 100; i++) {
        const t = performance.now();
        const res = await fetch(`${base}/api/sudoku/stars/${(i % 5) + 1}`);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.arrayBuffer();
        if (i >= 100) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return {
        mean: times.reduce((a, b) => a + b, 0) / times.length,
        p50: times[Math.floor(times.length / 2)]!,
        p99: times[Math.floor(times.length * 0.99)]!,
      };
    } finally {
      server.kill("SIGINT");
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const viaHttp = [];
for (const [i, rows] of SIZES.entries()) viaHttp.push({ rows, ...(await httpBench(rows, 8797 + i)) });
console.log(
  `\nThrough the app: GET /api/sudoku/stars/{level} on wrangler dev (local D1), ${HTTP_PICKS.toLocaleString("en")} sequential requests\n`,
);
console.log("| rows    | mean ms | p50 ms | p99 ms |");
console.log("|--------:|--------:|-------:|-------:|");
for (const r of viaHttp) {
  console.log(
    `| ${r.rows.toLocaleString("en").padStart(7)} | ${r.mean.toFixed(2).padStart(7)} | ${r.p50.toFixed(2).padStart(6)} | ${r.p99.toFixed(2).padStart(6)} |`,
  );
}
const httpRatio = viaHttp[1]!.mean / viaHttp[0]!.mean;
console.log(`\nratio 100k / 1k (mean): ${httpRatio.toFixed(2)} (target ≤ 1.2: ${httpRatio <= 1.2 ? "met" : "not met"})`);
process.exit(0);
