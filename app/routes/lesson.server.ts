import { data, redirect, type RouterContextProvider } from "react-router";
import { LESSONS, lessonAt, lessonPath, type Lesson } from "../academy/lessons.ts";
import { SITE_PAGES, pathFor, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import examples from "../content/lesson-examples.json";
import beyondExamples from "../content/lesson-examples-beyond.json";
import { contentVars, loadContent } from "../content/content.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { existingPuzzles, practicePuzzles } from "../puzzles/puzzles.server.ts";
import { applyStep, BEYOND_LEVEL, createPosition, TECHNIQUE_BY_ID, type Step, type TechniqueId } from "../sudoku/techniques.ts";
import { UNITS, unitId } from "../sudoku/grid.ts";
import { explainedStep, explanationLines, hintTexts, listFormat, resultSentences, unitList } from "../academy/hint-text.ts";
import { resources } from "../locales/index.ts";
import { encodePosition, type DemoExample } from "../academy/demo.ts";

// A lesson page (academy): the lesson's text, its examples from the catalogue as demonstration
// stages with every text worked out here (the browser only switches between them), and practice
// puzzles from the (hardest, id) index. The stages follow the hint panel: where to look, the
// pattern, for a chain each line of its step-by-step explanation, the conclusion, then the
// position after the step. Techniques beyond 5 stars never occur in the catalogue: their examples
// come from public puzzle sets (lesson-examples-beyond.json), and they have no practice puzzles.

/** Practice puzzles listed per lesson. */
export const PRACTICE_COUNT = 6;

interface StoredExample {
  /** The catalogue puzzle, or null for a puzzle from a public set (`source`). */
  puzzleId: number | null;
  stars: number;
  source?: { set: string; line: number; puzzle: string };
  /** The finder's next step here is this earlier technique; the example runs the lesson's alone. */
  finderFirst?: TechniqueId;
  grid: string;
  candidates: number[];
  step: Step;
}

const byTechnique = { ...examples, ...beyondExamples } as unknown as Record<string, StoredExample[]>;

/**
 * Where a player can enter a puzzle that is not in the catalogue, filled in: the own-puzzle page
 * (`?sudoku=` prefills its form), or null while the site has no such page.
 */
function importPath(puzzle: string, locale: Locale): string | null {
  if (!SITE_PAGES.some((p) => p.key === "own-puzzle")) return null;
  return `${pathFor("own-puzzle", locale)}?sudoku=${puzzle.replace(/0/g, ".")}`;
}

type T = (key: string, options?: Record<string, unknown>) => string;

function demo(example: StoredExample, locale: Locale, t: T, lt: T, list: Intl.ListFormat): DemoExample {
  const pos = createPosition(example.grid, example.candidates);
  const before = encodePosition(pos.values, pos.cands);
  const ht = hintTexts(locale);
  const chain = explanationLines(ht, list, explainedStep(example.step, pos.cands));
  applyStep(pos, example.step);
  const after = encodePosition(pos.values, pos.cands);
  const { step } = example;
  const units = [...new Set(step.units.flatMap((u) => UNITS[unitId(u)]!))];
  const pattern = [...new Set([...step.cells, ...(step.chain ?? []).map((n) => n.cell)])];
  const result = resultSentences(ht, list, step.placements, step.eliminations).join(" ");
  const none = { unitCells: [], patternCells: [], keyDigits: [], eliminations: [], placements: [] };
  const { source } = example;
  return {
    puzzleId: example.puzzleId,
    ...(source ? { source: { set: source.set, line: source.line, play: importPath(source.puzzle, locale) } } : {}),
    ...(example.finderFirst ? { note: lt("demoFinderFirst", { name: t(`play.techniques.${example.finderFirst}.name`) }) } : {}),
    before,
    after,
    stages: [
      { ...none, text: lt("stageStart"), after: false },
      {
        ...none,
        text: step.units.length ? lt("stageLook", { places: unitList(ht, list, step.units) }) : lt("stageLookCells"),
        unitCells: units.length ? units : pattern,
        after: false,
      },
      {
        ...none,
        text: lt("stagePattern", { name: t(`play.techniques.${step.technique}.name`), text: ht(`rules.${step.technique}`) }),
        unitCells: units,
        patternCells: pattern,
        keyDigits: step.digits,
        after: false,
      },
      ...chain.map((line) => ({
        ...none,
        text: line.text,
        unitCells: units,
        patternCells: line.cells,
        keyDigits: line.digits,
        after: false,
      })),
      {
        text: lt("stageResult", { result }),
        unitCells: units,
        patternCells: pattern,
        keyDigits: step.digits,
        eliminations: step.eliminations,
        placements: step.placements,
        after: false,
      },
      { ...none, text: lt("stageAfter"), placements: step.placements, after: true },
    ],
  };
}

// The demonstrations depend only on the lesson and the language: worked out once per isolate.
const demos = new Map<string, DemoExample[]>();
function demosFor(technique: string, locale: Locale, build: () => DemoExample[]): DemoExample[] {
  const key = `${locale} ${technique}`;
  let found = demos.get(key);
  if (!found) demos.set(key, (found = build()));
  return found;
}

export async function lessonPage(request: Request, context: Readonly<RouterContextProvider>) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const found = lessonAt(pathname);
  if (!found) throw data(null, { status: 404 });
  const { lesson, locale } = found;
  // The hint panel links with the technique's id; the lesson's own address is canonical.
  if (!found.canonical) throw redirect(lessonPath(lesson.technique, locale), 301);
  const app = context.get(appContext);
  const doc = loadContent(locale, `lesson-${lesson.technique}`, contentVars(app.env));
  if (!doc) throw data(null, { status: 404 });
  const t = getInstance(context).getFixedT(locale) as unknown as T;
  const texts = resources[locale].translation.lessonPage;
  const lt: T = (key, options) => t(`lessonPage.${key}`, options);
  const list = listFormat(locale);
  const info = TECHNIQUE_BY_ID[lesson.technique];
  const index = LESSONS.indexOf(lesson);
  const neighbour = (l: Lesson | undefined) =>
    l ? { path: lessonPath(l.technique, locale), name: t(`play.techniques.${l.technique}.name`) } : null;
  const stored = byTechnique[lesson.technique] ?? [];
  let practice = await practicePuzzles(app.db, lesson.technique, 1, PRACTICE_COUNT);
  const rare = practice.length < PRACTICE_COUNT;
  if (rare) {
    // Rarely the hardest: the catalogue puzzles the examples come from need it on their way.
    const seen = new Set(practice.map((p) => p.id));
    const more = await existingPuzzles(
      app.db,
      stored.flatMap((e) => (e.puzzleId === null || seen.has(e.puzzleId) ? [] : [e.puzzleId])),
    );
    practice = [...practice, ...more].slice(0, PRACTICE_COUNT);
  }
  const home = pathFor("home", locale);
  return {
    locale,
    technique: lesson.technique,
    title: doc.title,
    lead: doc.lead,
    html: doc.html,
    stars: info.level,
    beyond: info.level === BEYOND_LEVEL,
    texts,
    examples: demosFor(lesson.technique, locale, () => stored.map((e) => demo(e, locale, t, lt, list))),
    practice: practice.map((p) => ({ ...p, path: `${home}?id=${p.id}` })),
    practiceRare: rare,
    previous: neighbour(LESSONS[index - 1]),
    next: neighbour(LESSONS[index + 1]),
    academy: pathFor("academy", locale),
    alternates: { de: lessonPath(lesson.technique, "de"), en: lessonPath(lesson.technique, "en") } satisfies Record<Locale, string>,
  };
}
