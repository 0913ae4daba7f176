import { createSectionT, type FullTFunction, type SectionKey, type TranslationOptions } from "../lib/i18n/i18n.tsx";
import { GRID_SIZE } from "../config/constants.ts";
import deHint, { type HintTexts } from "../locales/de/hint.ts";
import enHint from "../locales/en/hint.ts";
import { UNITS, unitId, type UnitRef } from "../sudoku/grid.ts";
import type { CellDigit, ChainNode, ForcingBranch, StepDetail, TechniqueId } from "../sudoku/techniques.ts";

// The sentences of a hint, built from the hint's texts in one place: the hint panel on the board and
// the academy's demonstrations (app/routes/lesson.server.ts) say the same thing the same way.

/** Lookups in the hint's texts (locales/de/hint.ts): flat keys, and `rules.<technique>`. */
export type HintT = (key: SectionKey<Omit<HintTexts, "rules">> | `rules.${TechniqueId}`, options?: TranslationOptions) => string;

/**
 * The hint's texts in a language: a section of their own, not in the catalogue every page loads,
 * because only the hint chunk and the lesson pages use them.
 */
export function hintTexts(locale: string): HintT {
  return (locale === "en" ? createSectionT("en", enHint) : createSectionT("de", deHint)) as HintT;
}

const UNIT_KEY = { row: "unitRow", col: "unitCol", box: "unitBox" } as const;

export function cellName(ht: HintT, cell: number): string {
  return ht("cellName", { row: Math.floor(cell / GRID_SIZE) + 1, col: (cell % GRID_SIZE) + 1 });
}

/** "row 3, column 7 and box 9": the units to look at, as one list. */
export function unitList(ht: HintT, list: Intl.ListFormat, units: readonly UnitRef[]): string {
  return list.format(units.map((u) => ht(UNIT_KEY[u.type], { n: u.index + 1 })));
}

/** "Hier hilft: X-Wing. …": the technique's name (from the catalogue) and its rule. */
export function techniqueSentence(t: FullTFunction, ht: HintT, technique: TechniqueId): string {
  return ht("technique", { name: t(`play.techniques.${technique}.name`), text: ht(`rules.${technique}`) });
}

/** What the step does: one sentence per placement, then one for all eliminations. */
export function resultSentences(
  ht: HintT,
  list: Intl.ListFormat,
  placements: readonly CellDigit[],
  eliminations: readonly CellDigit[],
): string[] {
  const out = placements.map((p) => ht("place", { cell: cellName(ht, p.cell), digit: p.digit }));
  if (eliminations.length > 0) {
    const items = eliminations.map((e) => ht("eliminateItem", { digit: e.digit, cell: cellName(ht, e.cell) }));
    out.push(ht("eliminate", { list: list.format(items) }));
  }
  return out;
}

/** Lists joined as the catalogue's language writes them (British English: no serial comma). */
export function listFormat(locale: string): Intl.ListFormat {
  return new Intl.ListFormat(locale === "en" ? "en-GB" : "de-DE", { type: "conjunction" });
}

// ---- Chains step by step: forcing chains, alternating inference chains, ALS-XZ ----

/** One line of a step-by-step explanation and the cells (and candidates) the board marks with it. */
export interface ChainLine {
  text: string;
  cells: number[];
  digits: number[];
  /** A heading line (an assumption, a summary) rather than a numbered consequence. */
  head: boolean;
}

/** What a step-by-step explanation reads: a step's data, and for ALS-XZ the candidates of each set. */
export interface ExplainedStep {
  cells: readonly number[];
  units: readonly UnitRef[];
  digits: readonly number[];
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
  branches?: readonly ForcingBranch[];
  inference?: { nodes: readonly ChainNode[]; strong: readonly boolean[] };
  sets?: readonly (readonly number[])[];
  /** The candidates of each almost locked set, ascending (the step does not carry them). */
  setDigits?: readonly (readonly number[])[];
}

const unitName = (ht: HintT, u: UnitRef) => ht(UNIT_KEY[u.type], { n: u.index + 1 });
const rowOf = (cell: number) => Math.floor(cell / GRID_SIZE) + 1;
const colOf = (cell: number) => (cell % GRID_SIZE) + 1;
const distinct = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** "Zeile 1, Spalte 7 und 8", "Zeile 2 und 5, Spalte 3", else row by row: a group of cells, short. */
export function cellGroup(ht: HintT, list: Intl.ListFormat, cells: readonly number[]): string {
  if (cells.length === 1) return cellName(ht, cells[0]!);
  const rows = distinct(cells.map(rowOf));
  const cols = distinct(cells.map(colOf));
  if (rows.length === 1) return ht("cellsInRow", { row: rows[0], cols: list.format(cols.map(String)) });
  if (cols.length === 1) return ht("cellsInCol", { rows: list.format(rows.map(String)), col: cols[0] });
  // Row by row: "Zeile 1, Spalte 4 und Zeile 2, Spalte 4, 5 und 6".
  return list.format(
    rows.map((r) =>
      cellGroup(
        ht,
        list,
        cells.filter((c) => rowOf(c) === r),
      ),
    ),
  );
}

/** The same list with "or" instead of "and" ("Spalte 7 oder 8"): where one of the cells holds a digit. */
function orList(list: Intl.ListFormat): Intl.ListFormat {
  return new Intl.ListFormat(list.resolvedOptions().locale, { type: "disjunction" });
}

function forcingLines(ht: HintT, list: Intl.ListFormat, step: ExplainedStep, branches: readonly ForcingBranch[]): ChainLine[] {
  const out: ChainLine[] = [];
  const line = (text: string, cells: number[], digits: number[], head = false) => out.push({ text, cells, digits, head });
  const first = branches[0]!.assume;
  const sameCell = branches.every((b) => b.assume.cell === first.cell);
  if (branches.length > 1 && sameCell)
    line(
      ht("cellIntro", { cell: cellName(ht, first.cell), digits: list.format(branches.map((b) => String(b.assume.digit))) }),
      [first.cell],
      [],
      true,
    );
  else if (branches.length > 1) {
    const cells = branches.map((b) => b.assume.cell);
    const unit = step.units[0];
    const where = unit ? unitName(ht, unit) : cellGroup(ht, list, cells);
    line(ht("unitIntro", { digit: first.digit, unit: where, cells: cellGroup(ht, orList(list), cells) }), cells, [first.digit], true);
  }
  branches.forEach((b, i) => {
    const cell = cellName(ht, b.assume.cell);
    const text =
      branches.length > 1
        ? ht("branch", { n: i + 1, count: branches.length, cell, digit: b.assume.digit })
        : ht("assume", { cell, digit: b.assume.digit });
    line(text, [b.assume.cell], [b.assume.digit], true);
    for (const link of b.links) {
      if (link.reason === "assumed") continue;
      if (link.reason === "cell") line(ht("linkCell", { cell: cellName(ht, link.cell), digit: link.digit }), [link.cell], [link.digit]);
      else if (link.reason === "unit")
        line(
          ht("linkUnit", { unit: unitName(ht, link.unit), digit: link.digit, cell: cellName(ht, link.cell) }),
          [link.cell],
          [link.digit],
        );
      else
        line(
          ht("linkLocked", {
            source: unitName(ht, link.source),
            other: unitName(ht, link.other),
            digit: link.digit,
            cells: cellGroup(ht, list, link.cells),
          }),
          [...link.cells],
          [link.digit],
        );
    }
    const end = b.end;
    if (end.kind === "empty-cell") line(ht("endEmptyCell", { cell: cellName(ht, end.cell) }), [end.cell], []);
    else if (end.kind === "no-place") {
      const cells = [...UNITS[unitId(end.unit)]!];
      line(ht("endNoPlace", { digit: end.digit, unit: unitName(ht, end.unit) }), cells, [end.digit]);
    } else if (end.kind === "removes") line(ht("endRemoves", { cell: cellName(ht, end.cell), digit: end.digit }), [end.cell], [end.digit]);
    // "places": the branch's last link already put the digit there.
  });
  const end = branches[0]!.end;
  if (end.kind === "places") line(ht("agreePlace", { cell: cellName(ht, end.cell), digit: end.digit }), [end.cell], [end.digit], true);
  else if (end.kind === "removes")
    line(ht("agreeRemove", { cell: cellName(ht, end.cell), digit: end.digit }), [end.cell], [end.digit], true);
  else line(ht("contradiction", { cell: cellName(ht, first.cell), digit: first.digit }), [first.cell], [first.digit], true);
  return out;
}

/** Eureka notation of a node: "(5)r1c2", a group "(5)r1c78". */
function nodeNotation(node: ChainNode): string {
  return `(${node.digit})r${distinct(node.cells.map(rowOf)).join("")}c${distinct(node.cells.map(colOf)).join("")}`;
}

function inferenceLines(ht: HintT, list: Intl.ListFormat, nodes: readonly ChainNode[], strong: readonly boolean[]): ChainLine[] {
  const or = orList(list);
  const place = (node: ChainNode, holds: boolean) => cellGroup(ht, holds ? or : list, node.cells);
  const notation = nodes.map((n, i) => (i === 0 ? "" : strong[i - 1] ? " = " : " − ") + nodeNotation(n)).join("");
  const allCells = distinct(nodes.flatMap((n) => n.cells));
  const out: ChainLine[] = [
    { text: ht("aicNotation", { chain: notation }), cells: allCells, digits: distinct(nodes.map((n) => n.digit)), head: true },
  ];
  // Starting with a strong link, the first node is assumed false; after a weak start, true. Each
  // link then turns the state over: strong links carry "false" to "true", weak ones "true" to "false".
  let holds = !strong[0];
  const start = nodes[0]!;
  out.push({
    text: ht(holds ? "aicAssumeTrue" : "aicAssumeFalse", { digit: start.digit, cells: place(start, !holds) }),
    cells: [...start.cells],
    digits: [start.digit],
    head: true,
  });
  for (let i = 1; i < nodes.length; i++) {
    holds = !holds;
    const node = nodes[i]!;
    const link = ht(strong[i - 1] ? "strongLink" : "weakLink");
    out.push({
      text: ht(holds ? "aicTrue" : "aicFalse", { digit: node.digit, cells: place(node, holds), link }),
      cells: [...node.cells],
      digits: [node.digit],
      head: false,
    });
  }
  const last = nodes[nodes.length - 1]!;
  if (strong[0] && strong[nodes.length - 2] && nodes.length > 1)
    out.push({
      text: ht("aicEnds", { first: start.digit, firstCells: place(start, true), last: last.digit, lastCells: place(last, true) }),
      cells: distinct([...start.cells, ...last.cells]),
      digits: distinct([start.digit, last.digit]),
      head: true,
    });
  return out;
}

function alsLines(ht: HintT, list: Intl.ListFormat, step: ExplainedStep, sets: readonly (readonly number[])[]): ChainLine[] {
  const names = ["A", "B"];
  const out: ChainLine[] = sets.map((cells, i) => {
    const digits = [...(step.setDigits?.[i] ?? [])];
    return {
      text: ht("alsSet", {
        name: names[i],
        cells: cellGroup(ht, list, cells),
        digits: list.format(digits.map(String)),
        count: cells.length,
        more: cells.length + 1,
      }),
      cells: [...cells],
      digits,
      head: true,
    };
  });
  const x = step.digits[0]!;
  const both = distinct(sets.flatMap((s) => [...s]));
  out.push({ text: ht("alsRestricted", { digit: x }), cells: both, digits: [x], head: false });
  out.push({ text: ht("alsLocked", { digit: x }), cells: both, digits: [], head: false });
  for (const z of distinct(step.eliminations.map((e) => e.digit))) {
    const targets = step.eliminations.filter((e) => e.digit === z).map((e) => e.cell);
    out.push({ text: ht("alsResult", { digit: z }), cells: distinct([...both, ...targets]), digits: [z], head: false });
  }
  return out;
}

/**
 * The step-by-step explanation of a chain step, line by line, or an empty list for a step without
 * chain data: forcing chains (each assumption and the singles it forces, to the contradiction or
 * the shared result), alternating inference chains (link by link, strong and weak named) and ALS-XZ
 * (the two sets, the digit linking them, what follows).
 */
export function explanationLines(ht: HintT, list: Intl.ListFormat, step: ExplainedStep): ChainLine[] {
  if (step.branches?.length) return forcingLines(ht, list, step, step.branches);
  if (step.inference && step.inference.nodes.length > 1) return inferenceLines(ht, list, step.inference.nodes, step.inference.strong);
  if (step.sets?.length === 2 && step.digits.length > 0) return alsLines(ht, list, step, step.sets);
  return [];
}

/** The candidates of a group of cells, ascending: what an almost locked set holds. */
function digitsOf(cells: readonly number[], candidates: ArrayLike<number>): number[] {
  let mask = 0;
  for (const c of cells) mask |= candidates[c]!;
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
}

/** A step as an explanation reads it, in the position it was found in (`candidates`: its masks). */
export function explainedStep(step: StepDetail, candidates: ArrayLike<number>): ExplainedStep {
  const { cells, units, digits, placements, eliminations, branches, inference, sets } = step;
  return {
    cells,
    units,
    digits,
    placements,
    eliminations,
    ...(branches ? { branches } : {}),
    ...(inference ? { inference } : {}),
    ...(sets ? { sets, setDigits: sets.map((s) => digitsOf(s, candidates)) } : {}),
  };
}
