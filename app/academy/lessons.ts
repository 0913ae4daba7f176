// The academy's lessons: one per technique the step finder knows, in the finder's order (which is
// also the star order). The lesson pages, the academy overview, the hint panel's links and the
// example-position script all read this table; lessons.test.ts keeps it complete against the
// technique registry.
import type { TechniqueId } from "../sudoku/techniques.ts";

export interface Lesson {
  technique: TechniqueId;
  /** Path segment under /de/akademie/lektionen/methoden/ and /en/academy/lessons/methods/. */
  de: string;
  en: string;
}

export const LESSON_BASE = { de: "/de/akademie/lektionen/methoden", en: "/en/academy/lessons/methods" } as const;

export const LESSONS: readonly Lesson[] = [
  { technique: "full-house", de: "das-full-house", en: "full-house" },
  { technique: "naked-single", de: "der-nackte-einer", en: "naked-single" },
  { technique: "hidden-single-box", de: "der-versteckte-einer", en: "hidden-single" },
  { technique: "hidden-single-line", de: "der-versteckte-einer-in-zeile-und-spalte", en: "hidden-single-in-rows-and-columns" },
  { technique: "pointing", de: "gesperrte-kandidaten-teil-1", en: "locked-candidates-part-1" },
  { technique: "claiming", de: "gesperrte-kandidaten-teil-2", en: "locked-candidates-part-2" },
  { technique: "naked-pair", de: "das-nackte-paar", en: "naked-pair" },
  { technique: "hidden-pair", de: "das-versteckte-paar", en: "hidden-pair" },
  { technique: "naked-triple", de: "das-nackte-tripel", en: "naked-triple" },
  { technique: "hidden-triple", de: "das-versteckte-tripel", en: "hidden-triple" },
  { technique: "x-wing", de: "der-x-wing", en: "x-wing" },
  { technique: "skyscraper", de: "der-wolkenkratzer", en: "skyscraper" },
  { technique: "two-string-kite", de: "der-zweifache-drachen", en: "two-string-kite" },
  { technique: "swordfish", de: "der-schwertfisch", en: "swordfish" },
  { technique: "xy-wing", de: "der-xy-wing", en: "xy-wing" },
  { technique: "w-wing", de: "der-w-wing", en: "w-wing" },
  { technique: "xyz-wing", de: "der-xyz-wing", en: "xyz-wing" },
  { technique: "naked-quad", de: "das-nackte-quartett", en: "naked-quad" },
  { technique: "hidden-quad", de: "das-versteckte-quartett", en: "hidden-quad" },
  { technique: "jellyfish", de: "die-qualle", en: "jellyfish" },
  { technique: "unique-rectangle-1", de: "das-eindeutige-rechteck", en: "unique-rectangle" },
  { technique: "unique-rectangle-2", de: "das-eindeutige-rechteck-typ-2", en: "unique-rectangle-type-2" },
  { technique: "unique-rectangle-4", de: "das-eindeutige-rechteck-typ-4", en: "unique-rectangle-type-4" },
  { technique: "hidden-unique-rectangle", de: "das-versteckte-eindeutige-rechteck", en: "hidden-unique-rectangle" },
  { technique: "bug-plus-one", de: "bug-plus-1", en: "bug-plus-1" },
  { technique: "finned-x-wing", de: "der-x-wing-mit-flosse", en: "finned-x-wing" },
  { technique: "sashimi-x-wing", de: "der-sashimi-x-wing", en: "sashimi-x-wing" },
  { technique: "finned-swordfish", de: "der-schwertfisch-mit-flosse", en: "finned-swordfish" },
  { technique: "sashimi-swordfish", de: "der-sashimi-schwertfisch", en: "sashimi-swordfish" },
  { technique: "simple-colouring", de: "das-einfache-faerben", en: "simple-colouring" },
  { technique: "x-chain", de: "die-x-kette", en: "x-chain" },
  { technique: "xy-chain", de: "die-xy-kette", en: "xy-chain" },
  { technique: "als-xz", de: "fast-gesperrte-mengen-als-xz", en: "almost-locked-sets-als-xz" },
  { technique: "aic", de: "die-alternierende-kette", en: "alternating-inference-chain" },
  { technique: "contradiction-chain", de: "erzwingende-ketten-widerspruch", en: "forcing-chain-contradiction" },
  { technique: "cell-forcing-chain", de: "erzwingende-ketten-feld", en: "cell-forcing-chain" },
  { technique: "unit-forcing-chain", de: "erzwingende-ketten-einheit", en: "unit-forcing-chain" },
];

export function lessonPath(technique: TechniqueId, locale: "de" | "en"): string {
  const lesson = LESSONS.find((l) => l.technique === technique);
  if (!lesson) throw new Error(`No lesson for ${technique}`);
  return `${LESSON_BASE[locale]}/${lesson[locale]}`;
}

/** The lesson a path names (its own slug, or the technique id the hint panel links with), or undefined. */
export function lessonAt(pathname: string): { lesson: Lesson; locale: "de" | "en"; canonical: boolean } | undefined {
  for (const locale of ["de", "en"] as const) {
    const prefix = `${LESSON_BASE[locale]}/`;
    if (!pathname.startsWith(prefix)) continue;
    const slug = pathname.slice(prefix.length).replace(/\/+$/, "");
    const bySlug = LESSONS.find((l) => l[locale] === slug);
    if (bySlug) return { lesson: bySlug, locale, canonical: true };
    const byId = LESSONS.find((l) => l.technique === slug);
    if (byId) return { lesson: byId, locale, canonical: false };
  }
  return undefined;
}
