import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as aic from "./aic.ts";
import * as als from "./als.ts";
import * as chains from "./chains.ts";
import * as fish from "./fish.ts";
import * as forcing from "./forcing.ts";
import * as intersections from "./intersections.ts";
import { createPosition } from "./position.ts";
import type { Position } from "./position.ts";
import { TECHNIQUES, TECHNIQUE_BY_ID, findNextStep, findTechnique } from "./registry.ts";
import type { TechniqueId } from "./registry.ts";
import * as singleDigit from "./single-digit.ts";
import * as singles from "./singles.ts";
import * as subsets from "./subsets.ts";
import * as uniqueness from "./uniqueness.ts";
import * as wings from "./wings.ts";

// The documented technique table of RATING.md ("Techniques in finder order"): order | id | name | level | score | rating.
function documentedTechniques(): { order: number; id: string; name: string; level: number; score: number; numeric: number }[] {
  const lines = readFileSync(new URL("../RATING.md", import.meta.url), "utf8").split("\n");
  const header = lines.findIndex((l) => /^\|\s*order\s*\|\s*id\s*\|\s*name\s*\|\s*level\s*\|\s*score\s*\|\s*rating\s*\|$/.test(l.trim()));
  if (header < 0) throw new Error("RATING.md: technique table not found");
  const rows: { order: number; id: string; name: string; level: number; score: number; numeric: number }[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [order, id, name, level, score, numeric] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.push({
      order: Number(order),
      id: id!.replace(/`/g, ""),
      name: name!,
      level: Number(level),
      score: Number(score),
      numeric: Number(numeric),
    });
  }
  return rows;
}

describe("technique registry", () => {
  const documented = documentedTechniques();

  it("is the table of RATING.md: same techniques, order, names, levels, scores and ratings", () => {
    expect(documented).toHaveLength(TECHNIQUES.length);
    expect(documented.map((t) => t.order)).toEqual(Array.from({ length: TECHNIQUES.length }, (_, i) => i + 1));
    expect(TECHNIQUES.map(({ id, name, level, score, numeric }) => ({ id, name, level, score, numeric }))).toEqual(
      documented.map(({ id, name, level, score, numeric }) => ({ id, name, level, score, numeric })),
    );
  });

  it("tries every technique of a level before any of the next level", () => {
    const levels = documented.map((t) => t.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(TECHNIQUES.map((t) => t.level)).toEqual([1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6]);
  });

  it("registers every technique a family file exports, once", () => {
    const exported = [aic, als, chains, fish, forcing, intersections, singleDigit, singles, subsets, uniqueness, wings]
      .flatMap((family) => Object.values(family))
      .filter((value): value is { id: string } => typeof value === "object" && value !== null && "find" in value)
      .map((entry) => entry.id)
      .sort();
    expect(exported).toEqual(documented.map((t) => t.id).sort());
    expect(new Set(TECHNIQUES.map((t) => t.id)).size).toBe(TECHNIQUES.length);
  });

  it("looks techniques up by id", () => {
    expect(TECHNIQUE_BY_ID["x-wing"]).toEqual(expect.objectContaining({ id: "x-wing", name: "X-Wing", level: 4, score: 140 }));
    expect(TECHNIQUE_BY_ID["xy-chain"]).toEqual(expect.objectContaining({ id: "xy-chain", level: 5, score: 260 }));
  });
});

// Positions met while rating random minimal puzzles (gen_minimal_20k) in which `first` and, among
// others, `alsoApplies` apply; `first` comes earlier in finder order, so findNextStep must return it.
// Together they cover every neighbouring pair of the finder order from full house to XY-chain
// except hidden quad / jellyfish (no searched position had both with nothing earlier applying), so
// any other order that swaps a covered pair fails at least one case. A position is the current grid
// (0 = empty) plus the candidates removed from the full candidates, as r<row>c<col>-<digits>.
const ORDER_CASES: { first: TechniqueId; alsoApplies: TechniqueId; grid: string; removed: string }[] = [
  {
    first: "full-house",
    alsoApplies: "naked-single",
    grid: "298030000004900027037200095865120003013854200042603500479586132320000050580302900",
    removed: "r8c7-8",
  },
  {
    first: "naked-single",
    alsoApplies: "hidden-single-box",
    grid: "298030000004900027007200095865120003013854200042603500479586132320000050580302900",
    removed: "r8c7-8",
  },
  {
    first: "hidden-single-box",
    alsoApplies: "hidden-single-line",
    grid: "298030000054900027037200095865120003013854200042603500479586132320000050580302900",
    removed: "r8c7-8",
  },
  {
    first: "hidden-single-line",
    alsoApplies: "pointing",
    grid: "076413809000002001000000000820145090605298000100030285060821904084569300000374008",
    removed: "",
  },
  {
    first: "pointing",
    alsoApplies: "claiming",
    grid: "070600000000750026506040917657090001904007602208060790000976500863020179795813264",
    removed: "r6c6-1",
  },
  {
    first: "claiming",
    alsoApplies: "naked-pair",
    grid: "000140670406000013910360020004006398090402761060903050742631080050004130030005040",
    removed: "r2c2-2 r2c4-8 r2c5-89 r2c7-5 r6c1-2 r8c5-8 r9c5-8",
  },
  {
    first: "naked-pair",
    alsoApplies: "hidden-pair",
    grid: "200745861061823000580916302050060094100070036600094087870059603006087000905630708",
    removed: "r2c7-5 r8c7-125",
  },
  {
    first: "hidden-pair",
    alsoApplies: "naked-triple",
    grid: "386050100179680052452000086247165938938000615615398247763500820824036501591820063",
    removed: "r1c4-79 r1c6-9 r5c4-7",
  },
  {
    first: "naked-triple",
    alsoApplies: "hidden-triple",
    grid: "059000106046100000107000004914000508578019302623080091465938217002001000091052603",
    removed: "",
  },
  {
    first: "hidden-triple",
    alsoApplies: "x-wing",
    grid: "000003400400810320003054810370100002602300000090420530007501093030708000510932000",
    removed: "r1c2-26 r1c3-569 r1c5-6 r1c9-9 r2c6-6 r3c1-2 r3c9-6 r4c3-8 r4c5-6 r5c2-8 r5c9-79 r6c9-18 r8c3-6 r8c8-4 r9c3-8 r9c9-7",
  },
  {
    first: "x-wing",
    alsoApplies: "skyscraper",
    grid: "038090060060803900900060783005126098890547006006389000089602000000908612602030859",
    removed: "r1c7-4 r2c5-5 r5c7-3 r6c1-7 r6c2-7 r6c7-24 r6c8-2 r7c1-347 r7c5-7 r9c2-4",
  },
  {
    first: "skyscraper",
    alsoApplies: "two-string-kite",
    grid: "519234070487965312362718459740652901021870504050140027074580293230497105095320740",
    removed: "r6c3-8",
  },
  {
    first: "two-string-kite",
    alsoApplies: "swordfish",
    grid: "432876519080000376607310284024080631063000908800000407008000160006508790309000840",
    removed: "r2c1-5 r6c2-5 r7c1-7 r9c2-1",
  },
  {
    first: "swordfish",
    alsoApplies: "xy-wing",
    grid: "045002000079100000023407090938740000512009700764205930380004250250003409497520063",
    removed: "r1c4-6 r1c5-68 r1c7-18 r2c5-68 r2c7-68 r2c8-8 r2c9-568 r3c5-8 r3c7-56 r4c7-1 r4c9-1 r5c4-6 r5c9-8 r7c5-6 r8c5-6 r8c8-1",
  },
  {
    first: "xy-wing",
    alsoApplies: "w-wing",
    grid: "450078009098143750070950084827004915149527863365891007930015078710089500584700091",
    removed: "r1c3-26 r1c7-2 r3c3-26 r3c7-26 r7c4-6 r8c4-26 r8c8-2 r9c7-6",
  },
  {
    first: "w-wing",
    alsoApplies: "xyz-wing",
    grid: "001820730370000028080007094008753001167400352534612879800971003003200917719000280",
    removed: "r1c1-6 r1c2-5 r1c6-49 r2c5-6 r2c6-56 r3c3-6 r3c7-6 r7c2-4 r7c3-5 r8c5-4 r8c6-4",
  },
  {
    first: "xyz-wing",
    alsoApplies: "naked-quad",
    grid: "300090507059360810000008390930000001100000005045000030090604700607000149000000200",
    removed: "r4c8-6 r5c6-7 r5c8-6 r6c9-6 r7c5-35 r9c4-5 r9c5-35 r9c6-35",
  },
  {
    first: "naked-quad",
    alsoApplies: "hidden-quad",
    grid: "597680014432050007618740009051060038843075001069008400070500000020806000180007090",
    removed: "r4c6-2 r4c7-2 r5c7-2 r6c4-2 r6c5-2 r7c5-3 r7c6-239 r7c7-236 r7c8-6 r8c5-3 r8c7-35 r9c4-2 r9c7-36 r9c9-3",
  },
  {
    first: "hidden-quad",
    alsoApplies: "unique-rectangle-1",
    grid: "509000280408000310107000690243860109901432068006000423392000041005124936614300802",
    removed: "r7c6-57",
  },
  {
    first: "jellyfish",
    alsoApplies: "unique-rectangle-1",
    grid: "137090020982007615040128900793002001010703092200019700309284106400001280821070300",
    removed: "r1c4-4 r4c4-6 r4c8-5 r5c3-56 r6c3-56 r6c4-6 r6c8-5 r8c4-6 r8c5-6",
  },
  {
    first: "unique-rectangle-1",
    alsoApplies: "simple-colouring",
    grid: "307060020094007600061940870475290360013750200020000007006810032132470086000600000",
    removed: "r1c6-5 r1c7-15 r1c9-15 r2c1-5 r2c4-1 r2c5-3 r3c6-5 r5c6-8 r6c6-138 r6c8-1 r9c6-59",
  },
  {
    first: "simple-colouring",
    alsoApplies: "x-chain",
    grid: "460721908080465170170000460010200040340010090000040016804172609000084721721609084",
    removed: "r3c3-39 r3c9-3 r4c1-9 r4c3-5 r5c3-5 r5c9-2 r6c3-5 r8c3-35",
  },
  {
    first: "x-chain",
    alsoApplies: "xy-chain",
    grid: "940082761601004328002610954004708000000400830000250406010805640000000500007006080",
    removed: "r8c6-1",
  },
];

function fixture(grid: string, removed: string): Position {
  const masks = new Array<number>(81).fill(0x1ff);
  for (const token of removed.split(" ").filter(Boolean)) {
    const m = /^r([1-9])c([1-9])-([1-9]+)$/.exec(token);
    if (!m) throw new Error(`bad removal ${token}`);
    const cell = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
    for (const d of m[3]!) masks[cell]! &= ~(1 << (Number(d) - 1));
  }
  return createPosition(grid, masks);
}

describe("findNextStep follows the registry order", () => {
  it.each(ORDER_CASES)("$first before $alsoApplies", ({ first, alsoApplies, grid, removed }) => {
    const pos = fixture(grid, removed);
    expect(findTechnique(pos, alsoApplies)).not.toBeNull();
    expect(findNextStep(pos)?.technique).toBe(first);
  });

  it("maxLevel stops before the techniques above it", () => {
    const fullHouse = ORDER_CASES.find((c) => c.first === "full-house")!;
    const xWing = ORDER_CASES.find((c) => c.first === "x-wing")!;
    expect(findNextStep(fixture(fullHouse.grid, fullHouse.removed), { maxLevel: 1 })?.technique).toBe("full-house");
    expect(findNextStep(fixture(xWing.grid, xWing.removed), { maxLevel: 3 })).toBeNull();
    expect(findNextStep(fixture(xWing.grid, xWing.removed), { maxLevel: 4 })?.technique).toBe("x-wing");
  });

  it("minLevel skips the techniques below it", () => {
    const fullHouse = ORDER_CASES.find((c) => c.first === "full-house")!;
    const xWing = ORDER_CASES.find((c) => c.first === "x-wing")!;
    // Full house, naked single, hidden singles and pointing (among others) all apply here.
    expect(findNextStep(fixture(fullHouse.grid, fullHouse.removed), { minLevel: 2 })?.technique).toBe("hidden-single-box");
    expect(findNextStep(fixture(fullHouse.grid, fullHouse.removed), { minLevel: 3 })?.technique).toBe("pointing");
    expect(findNextStep(fixture(fullHouse.grid, fullHouse.removed), { minLevel: 3, maxLevel: 3 })?.technique).toBe("pointing");
    // X-wing, ..., simple colouring, X-chain, XY-chain apply; no unique rectangle.
    expect(findNextStep(fixture(xWing.grid, xWing.removed), { minLevel: 5 })?.technique).toBe("simple-colouring");
  });
});
