import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import exampleCsv from "../../docs/examples/past-winners.csv?raw";
import { buildImportSql, parseWinnersCsv, type PastWinner } from "../../scripts/ops/winners-csv.ts";
import { request } from "./helpers.ts";

// The statements `npm run winners:import` writes into its SQL file (buildImportSql), run against
// the real schema: what they write, that running them again changes nothing, that they leave
// months this site drew alone even when the command's own check is bypassed, and what the winners
// call then lists.

const ORIGIN = "http://localhost:8787";
const NOW = Date.parse("2026-11-23T12:00:00Z");

function rows(csv: string): PastWinner[] {
  const parsed = parseWinnersCsv(csv, NOW);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.rows;
}

/** Runs the import's statements the way `wrangler d1 execute --file` does locally: one batch. */
async function runImport(winners: PastWinner[]) {
  const { statements } = buildImportSql(winners);
  return env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

async function table() {
  const { results } = await env.DB.prepare(
    "SELECT month, place, participant, user_id, display_name, prize_cents, prize_text, notified_at, imported FROM draw_winners ORDER BY month, place",
  ).all();
  return results;
}

async function addDraw(month: string) {
  await env.DB.prepare(
    "INSERT INTO draws (month, seed, commitment, committed_at, freeze_at, chain_hash, beacon_round) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(month, "5eed".repeat(16), "c0".repeat(32), 1, 2, "ab".repeat(32), 3)
    .run();
}

const example = rows(exampleCsv);

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM draw_winners"),
    env.DB.prepare("DELETE FROM draw_entries"),
    env.DB.prepare("DELETE FROM draws"),
  ]);
});

describe("importing past winners", () => {
  it("writes the example file as imported winners; again, nothing changes; a corrected file corrects", async () => {
    expect(example.length).toBeGreaterThan(4);
    await runImport(example);
    const first = await table();
    expect(first).toEqual(
      example.map((w) => ({
        month: w.month,
        place: w.place,
        participant: null,
        user_id: null,
        display_name: w.displayName,
        prize_cents: null,
        prize_text: w.prize,
        notified_at: null,
        imported: 1,
      })),
    );
    expect(first.some((r) => r.display_name === "")).toBe(true);

    await runImport(example);
    expect(await table()).toEqual(first);

    const corrected = example.map((w, k) => (k === 0 ? { ...w, displayName: "Anna Kr.", prize: "Buchgutschein 25 €" } : w));
    await runImport(corrected);
    const after = await table();
    expect(after).toHaveLength(first.length);
    expect(after[0]).toMatchObject({
      month: example[0]!.month,
      place: example[0]!.place,
      display_name: "Anna Kr.",
      prize_text: "Buchgutschein 25 €",
    });
    expect(after.slice(1)).toEqual(first.slice(1));
  });

  it("stores quotes and SQL in names and prizes as text", async () => {
    const nasty = rows(
      [
        "month,place,display_name,prize",
        "2018-05,1,O'Brien,\"Buch'); DELETE FROM draw_winners; --\"",
        '2018-05,2,\'); DROP TABLE users; --,"Gutschein ""50 €"", \'bar\'"',
      ].join("\r\n"),
    );
    await runImport(nasty);
    expect(await table()).toMatchObject([
      { month: "2018-05", place: 1, display_name: "O'Brien", prize_text: "Buch'); DELETE FROM draw_winners; --" },
      { month: "2018-05", place: 2, display_name: "'); DROP TABLE users; --", prize_text: "Gutschein \"50 €\", 'bar'" },
    ]);
    await expect(env.DB.prepare("SELECT count(*) AS n FROM users").first("n")).resolves.toBeTypeOf("number");
  });

  it("leaves a month this site drew untouched, even without the command's check", async () => {
    const [drawnMonth, siteMonth] = [example[4]!.month, example.at(-1)!.month];
    const importedMonth = example[0]!.month;
    expect(new Set([drawnMonth, siteMonth, importedMonth]).size).toBe(3);
    // A month with a draw of this site (committed, no winners yet) and one with a winner of its own.
    await addDraw(drawnMonth);
    await env.DB.prepare(
      "INSERT INTO draw_winners (month, place, participant, display_name, prize_cents, imported) VALUES (?, 1, 'lot-1', 'Site winner', 5000, 0)",
    )
      .bind(siteMonth)
      .run();
    const siteRow = await table();

    await runImport(example);
    const after = await table();
    expect(after.filter((r) => r.month === drawnMonth)).toEqual([]);
    expect(after.filter((r) => r.month === siteMonth)).toEqual(siteRow);
    expect(after.filter((r) => r.month === importedMonth).map((r) => r.imported)).toEqual(
      example.filter((w) => w.month === importedMonth).map(() => 1),
    );
  });

  it("puts imported months on the winners list, newest first, with names and prize texts", async () => {
    await runImport(example);
    const res = await request("/api/daily-sudoku/winners", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    const body = await res.json<{
      success: boolean;
      months: {
        month: string;
        winners: { place: number; name: string; prizeCents: number | null; prizeText: string | null }[];
        draw: unknown;
      }[];
    }>();
    expect(body.success).toBe(true);
    const months = [...new Set(example.map((w) => w.month))].sort().reverse();
    expect(body.months.map((m) => m.month)).toEqual(months);
    for (const m of body.months) {
      expect(m.draw).toBeNull();
      expect(m.winners).toMatchObject(
        example
          .filter((w) => w.month === m.month)
          .map((w) => ({ place: w.place, name: w.displayName, prizeCents: null, prizeText: w.prize })),
      );
    }
  });
});
