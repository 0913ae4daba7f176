import { data, redirect, type RouterContextProvider } from "react-router";
import { LESSONS, lessonAt, lessonPath, type Lesson } from "../lib/academy/lessons.ts";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { appContext } from "../context.server.ts";
import examples from "../content/lesson-examples.json";
import { contentVars, loadContent } from "../lib/content/content.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { existingPuzzles, practicePuzzles } from "../models/puzzles.server.ts";
import { applyStep, createPosition, TECHNIQUE_BY_ID, type Step } from "../sudoku/techniques.ts";
import { UNITS, unitId } from "../sudoku/grid.ts";
import { listFormat, resultSentences, unitList } from "../lib/hints/hint-text.ts";
import { resources } from "../locales/index.ts";
import { encodePosition, type DemoExample } from "../lib/academy/demo.ts";

// A lesson page (academy): the lesson's text, its examples from the catalogue as demonstration
// stages with every text worked out here (the browser only switches between them), and practice
// puzzles from the (hardest, id) index. The stages follow the hint panel: where to look, the
// pattern, the conclusion, then the position after the step.

/** Practice puzzles listed per lesson. */
export const PRACTICE_COUNT = 6;

interface StoredExample {
  puzzleId: number;
  stars: number;
  grid: string;
  candidates: number[];
  step: Step;
}

const byTechnique = examples as unknown as Record<string, StoredExample[]>;

type T = (key: string, options?: Record<string, unknown>) => string;

function demo(example: StoredExample, t: T, lt: T, list: Intl.ListFormat): DemoExample {
  const pos = createPosition(example.grid, example.candidates);
  const before = encodePosition(pos.values, pos.cands);
  applyStep(pos, example.step);
  const after = encodePosition(pos.values, pos.cands);
  const { step } = example;
  const units = [...new Set(step.units.flatMap((u) => UNITS[unitId(u)]!))];
  const pattern = [...new Set([...step.cells, ...(step.chain ?? []).map((n) => n.cell)])];
  const result = resultSentences(t, list, step.placements, step.eliminations).join(" ");
  const none = { unitCells: [], patternCells: [], keyDigits: [], eliminations: [], placements: [] };
  return {
    puzzleId: example.puzzleId,
    before,
    after,
    stages: [
      { ...none, text: lt("stageStart"), after: false },
      {
        ...none,
        text: step.units.length ? lt("stageLook", { places: unitList(t, list, step.units) }) : lt("stageLookCells"),
        unitCells: units.length ? units : pattern,
        after: false,
      },
      {
        ...none,
        text: lt("stagePattern", { name: t(`play.techniques.${step.technique}.name`), text: t(`play.techniques.${step.technique}.text`) }),
        unitCells: units,
        patternCells: pattern,
        keyDigits: step.digits,
        after: false,
      },
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
      stored.map((e) => e.puzzleId).filter((id) => !seen.has(id)),
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
    texts,
    examples: demosFor(lesson.technique, locale, () => stored.map((e) => demo(e, t, lt, list))),
    practice: practice.map((p) => ({ ...p, path: `${home}?id=${p.id}` })),
    practiceRare: rare,
    previous: neighbour(LESSONS[index - 1]),
    next: neighbour(LESSONS[index + 1]),
    academy: pathFor("academy", locale),
    alternates: { de: lessonPath(lesson.technique, "de"), en: lessonPath(lesson.technique, "en") } satisfies Record<Locale, string>,
  };
}
