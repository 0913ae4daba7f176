import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LESSONS, lessonPath } from "../../app/academy/lessons.ts";
import { LOCALES, pathFor } from "../../app/config/site-routes.ts";
import { createDb } from "../../app/db/client.server.ts";
import { practicePuzzles } from "../../app/puzzles/puzzles.server.ts";
import { request, seedPuzzles } from "./helpers.ts";

// The academy's lessons (SPEC §2 lesson paths, one per technique): each in both languages with its
// text, its demonstration from the stored examples and practice puzzles from the (hardest, id)
// index; the technique id (the hint panel's link) redirects to the lesson's own address.

beforeAll(async () => {
  await seedPuzzles(4);
});

describe("lesson pages", () => {
  it.each(LESSONS.flatMap((l) => LOCALES.map((locale) => [l.technique, locale] as const)))("%s (%s)", async (technique, locale) => {
    const res = await request(lessonPath(technique, locale));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('class="sudoku-grid lesson-grid"');
    // Rows and cells take their roles from the table's role="grid" (explicit ones are invalid HTML).
    const grid = /<table class="sudoku-grid lesson-grid"[\s\S]*?<\/table>/.exec(html)![0];
    expect(grid).toContain('role="grid"');
    expect(grid.match(/<td /g)).toHaveLength(81);
    expect(grid).not.toMatch(/role="(row|gridcell)"/);
    expect(html).toContain(
      `hrefLang="${locale === "de" ? "en" : "de"}" href="http://localhost:8787${lessonPath(technique, locale === "de" ? "en" : "de")}"`,
    );
  });

  it("has the SPEC's paths", () => {
    for (const slug of ["das-full-house", "der-nackte-einer", "der-versteckte-einer"]) {
      expect(LESSONS.some((l) => lessonPath(l.technique, "de") === `/de/akademie/lektionen/methoden/${slug}`)).toBe(true);
    }
  });

  it("redirects the technique id to the lesson, and answers an unknown lesson with 404", async () => {
    const res = await request("/de/akademie/lektionen/methoden/naked-single", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/de/akademie/lektionen/methoden/der-nackte-einer");
    expect((await request("/de/akademie/lektionen/methoden/gibt-es-nicht")).status).toBe(404);
    expect((await request("/en/academy/lessons/methods/x-wing/extra")).status).toBe(404);
  });

  it("lists practice puzzles whose hardest technique is the lesson's, by the index", async () => {
    const db = createDb(env.DB);
    const rows = await env.DB.prepare("SELECT id, hardest FROM puzzles").all<{ id: number; hardest: string }>();
    const technique = rows.results[0]!.hardest;
    const practice = await practicePuzzles(db, technique, 1, 6);
    expect(practice.length).toBeGreaterThan(0);
    const ids = new Set(rows.results.filter((r) => r.hardest === technique).map((r) => r.id));
    for (const p of practice) expect(ids.has(p.id)).toBe(true);
    const plan = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT id, stars FROM puzzles WHERE hardest = ? AND id >= ? ORDER BY id LIMIT 6")
      .bind(technique, 1)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("USING INDEX puzzles_hardest_id");
    const html = await (await request(lessonPath(technique as never, "de"))).text();
    for (const p of practice) expect(html).toContain(`href="${pathFor("home", "de")}?id=${p.id}"`);
  });

  it("lists every lesson in the sitemap with its twin", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    for (const l of LESSONS)
      for (const locale of LOCALES) expect(xml).toContain(`<loc>http://localhost:8787${lessonPath(l.technique, locale)}</loc>`);
  });
});
