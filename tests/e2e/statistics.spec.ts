import { DEV_CLOCK_COOKIE } from "../../app/lib/security/dev-only.server.ts";
import { axeAll } from "../../scripts/checks/a11y/axe-all.ts";
import { formatReport } from "../../scripts/checks/a11y/report.ts";
import { checkHtml } from "../../scripts/checks/html/check-html.ts";
import { formatHtmlReport } from "../../scripts/checks/html/vnu-report.ts";
import { expect, test } from "./fixtures.ts";
import { noAxeViolations } from "./helpers.ts";

// Issue 31's statistics page as a signed-in player sees it, after two solves saved the way the
// board saves them: the figures, the technique profile's links, and no axe or HTML checker finding
// in the view a visitor never gets (a11y-routes.spec.ts and html-valid.spec.ts check the visitor's).

interface Puzzle {
  id: number;
  puzzle: string;
  solution: string;
}

test("the statistics page shows a player's solves and passes axe and the HTML checker", async ({ page, signIn, baseURL, siteClock }) => {
  test.setTimeout(120_000);
  await signIn(page, "statistics");
  const first = ((await (await page.request.get("/api/sudoku/stars/1")).json()) as { sudoku: Puzzle }).sudoku;
  const second = ((await (await page.request.get(`/api/sudoku/stars/1?exclude=${first.id}`)).json()) as { sudoku: Puzzle }).sudoku;
  const solve = async (p: Puzzle, extra: Record<string, unknown>) => {
    const entries = [...p.puzzle].map((g, c) => (g === "0" ? Number(p.solution[c]) : 0));
    const savegame = JSON.stringify({ entries, notes: new Array<number>(81).fill(0), checked: 0, ...extra });
    const res = await page.request.post("/api/sudoku/save", { form: { puzzleId: String(p.id), savegame, version: "1" } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await solve(first, { elapsedSeconds: 600, hintsUsed: 0 });
  await solve(second, { elapsedSeconds: 300, hintsUsed: 1, hinted: ["naked-single"] });

  await page.goto("/de/statistik");
  await expect(page.getByTestId("statistics-summary")).toHaveText("Du hast 2 Sudokus gelöst, davon 1 perfekt.");
  const one = page.getByTestId("statistics-levels").locator('tr[data-level="1"]');
  await expect(one.locator('[data-column="solved"]')).toHaveText("2");
  await expect(one.locator('[data-column="best"]')).toHaveText("5:00");
  await expect(one.locator('[data-column="median"]')).toHaveText("7:30");
  const single = page.getByTestId("statistics-techniques").locator('tr[data-technique="naked-single"]');
  await expect(single.locator('[data-column="hinted"]')).toHaveText("1");
  await page.getByRole("link", { name: "Übungsrätsel: Nackter Einer" }).click();
  await expect(page).toHaveURL(/\/de\/akademie\/lektionen\/methoden\/der-nackte-einer#lesson-practice-heading$/);

  await page.goto("/de/statistik");
  await page.getByTestId("statistics-trend-1").getByText("Als Tabelle").click();
  await noAxeViolations(page);
  // The other language in the other theme (the @sweep below covers every combination and width).
  await page.context().addCookies([{ name: "darkMode", value: "true", url: baseURL! }]);
  await page.goto("/en/statistics");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await noAxeViolations(page);

  const session = (await page.context().cookies()).find((c) => c.name === "authenticationToken")!;
  const report = await checkHtml({
    origin: baseURL!,
    paths: ["/de/statistik"],
    themes: ["light"],
    cookies: [`${DEV_CLOCK_COOKIE}=${siteClock.cookieValue()}`, `authenticationToken=${session.value}`],
  });
  console.log(formatHtmlReport(report));
  expect(report.perMessage.map((m) => `${m.count}× ${m.message} (${m.example.path} [${m.example.variant}]: ${m.example.extract})`)).toEqual(
    [],
  );
  expect(report.errors).toBe(0);
});

test(
  "the signed-in statistics page passes axe in both languages, themes and widths, and the HTML checker in both themes",
  { tag: "@sweep" },
  async ({ page, signIn, baseURL, siteClock, playwright, launchOptions }) => {
    test.setTimeout(240_000);
    await signIn(page, "statistics-sweep");
    const first = ((await (await page.request.get("/api/sudoku/stars/1")).json()) as { sudoku: Puzzle }).sudoku;
    const entries = [...first.puzzle].map((g, c) => (g === "0" ? Number(first.solution[c]) : 0));
    const savegame = JSON.stringify({
      entries,
      notes: new Array<number>(81).fill(0),
      checked: 0,
      elapsedSeconds: 600,
      hintsUsed: 1,
      hinted: ["naked-single"],
    });
    expect((await page.request.post("/api/sudoku/save", { form: { puzzleId: String(first.id), savegame, version: "1" } })).status()).toBe(
      200,
    );
    const session = (await page.context().cookies()).find((c) => c.name === "authenticationToken")!;
    const axe = await axeAll(() => playwright.chromium.launch(launchOptions), {
      origin: baseURL!,
      paths: ["/de/statistik", "/en/statistics"],
      prepareContext: async (context) => {
        await siteClock.applyTo(context);
        await context.addCookies([session]);
      },
    });
    console.log(formatReport(axe));
    expect(axe.errors).toEqual([]);
    expect(axe.rules.map((r) => `${r.id} (${r.nodes}): ${r.example.path} ${r.example.target}`)).toEqual([]);
    expect(axe.violations).toBe(0);

    const report = await checkHtml({
      origin: baseURL!,
      paths: ["/de/statistik", "/en/statistics"],
      themes: ["light", "dark"],
      cookies: [`${DEV_CLOCK_COOKIE}=${siteClock.cookieValue()}`, `authenticationToken=${session.value}`],
    });
    console.log(formatHtmlReport(report));
    expect(report.errors).toBe(0);
  },
);
