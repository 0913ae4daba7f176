import { describe, expect, it } from "vitest";
import { resources } from "../locales/index.ts";
import { createT } from "../lib/i18n/i18n.tsx";
import {
  cellGroup,
  cellName,
  explainedStep,
  explanationLines,
  hintTexts,
  listFormat,
  resultSentences,
  techniqueSentence,
  unitList,
  type ChainLine,
  type ExplainedStep,
} from "./hint-text.ts";

// The full catalogues: the techniques' names are on-demand texts.
const tDe = createT("de", resources.de.translation);
const tEn = createT("en", resources.en.translation);
const htDe = hintTexts("de");
const htEn = hintTexts("en");

describe("hint sentences", () => {
  it("name cells by row and column, counting from 1", () => {
    expect(cellName(htDe, 0)).toBe("Zeile 1, Spalte 1");
    expect(cellName(htEn, 80)).toBe("row 9, column 9");
  });

  it("list units as each language does (British English: no serial comma)", () => {
    const units = [
      { type: "row", index: 2 },
      { type: "col", index: 6 },
      { type: "box", index: 8 },
    ] as const;
    expect(unitList(htDe, listFormat("de"), units)).toBe("Zeile 3, Spalte 7 und Block 9");
    expect(unitList(htEn, listFormat("en"), units)).toBe("row 3, column 7 and box 9");
  });

  it("say what a step does, each sentence starting with a capital", () => {
    const placements = [{ cell: 20, digit: 4 }];
    const eliminations = [
      { cell: 0, digit: 5 },
      { cell: 1, digit: 5 },
    ];
    expect(resultSentences(htDe, listFormat("de"), placements, eliminations)).toEqual([
      "In Zeile 3, Spalte 3 gehört die 4.",
      "Streiche die 5 in Zeile 1, Spalte 1 und die 5 in Zeile 1, Spalte 2.",
    ]);
    const english = resultSentences(htEn, listFormat("en"), placements, eliminations);
    expect(english).toEqual(["The 4 goes in row 3, column 3.", "Remove the 5 from row 1, column 1 and the 5 from row 1, column 2."]);
    for (const sentence of english) expect(sentence[0]).toMatch(/[A-Z]/);
    expect(resultSentences(htEn, listFormat("en"), [], [])).toEqual([]);
  });

  it("name the technique with its rule", () => {
    expect(techniqueSentence(tDe, htDe, "x-wing")).toMatch(/^Hier hilft: X-Wing\. /);
    expect(techniqueSentence(tEn, htEn, "x-wing")).toMatch(/^What helps here: X-Wing\. /);
  });
});

describe("chains step by step", () => {
  const texts = (lines: ChainLine[]) => lines.map((l) => l.text);
  const none = { placements: [], eliminations: [], units: [] };

  it("follow a contradiction from the assumption to the cell or unit that breaks", () => {
    const step: ExplainedStep = {
      ...none,
      eliminations: [{ cell: 51, digit: 7 }],
      cells: [51],
      digits: [7],
      branches: [
        {
          assume: { cell: 51, digit: 7 },
          links: [
            { cell: 51, digit: 7, reason: "assumed" },
            { cell: 14, digit: 7, reason: "unit", unit: { type: "row", index: 1 } },
            { cell: 30, digit: 2, reason: "cell" },
          ],
          end: { kind: "no-place", unit: { type: "col", index: 2 }, digit: 5 },
        },
      ],
    };
    const de = explanationLines(htDe, listFormat("de"), step);
    expect(texts(de)).toEqual([
      "Angenommen, in Zeile 6, Spalte 7 steht die 7:",
      "→ In Zeile 2 passt die 7 nur noch in Zeile 2, Spalte 6.",
      "→ Zeile 4, Spalte 4 kann nur noch die 2 sein.",
      "→ Widerspruch: Die 5 hat in Spalte 3 keinen Platz mehr.",
      "Die Annahme führt zu einem Widerspruch. Also steht in Zeile 6, Spalte 7 nicht die 7.",
    ]);
    expect(de.map((l) => l.head)).toEqual([true, false, false, false, true]);
    expect(de[1]!.cells).toEqual([14]);
    // The broken unit is marked whole: where the digit has no place left.
    expect(de[3]!.cells).toEqual([2, 11, 20, 29, 38, 47, 56, 65, 74]);
    expect(texts(explanationLines(htEn, listFormat("en"), step))).toEqual([
      "Suppose the 7 is in row 6, column 7:",
      "→ In row 2 the 7 fits only in row 2, column 6.",
      "→ Only the 2 is left for row 4, column 4.",
      "→ Contradiction: the 5 has no place left in column 3.",
      "The assumption leads to a contradiction. So the 7 is not in row 6, column 7.",
    ]);
    const empty = { ...step, branches: [{ ...step.branches![0]!, end: { kind: "empty-cell" as const, cell: 53 } }] };
    expect(texts(explanationLines(htDe, listFormat("de"), empty))[3]).toBe("→ Widerspruch: Zeile 6, Spalte 9 hat keinen Kandidaten mehr.");
  });

  it("try every candidate of a cell and end in what all cases agree on", () => {
    const step: ExplainedStep = {
      ...none,
      placements: [{ cell: 10, digit: 8 }],
      cells: [0],
      digits: [2, 7],
      branches: [
        {
          assume: { cell: 0, digit: 2 },
          links: [
            { cell: 0, digit: 2, reason: "assumed" },
            { digit: 9, reason: "locked", source: { type: "box", index: 1 }, other: { type: "row", index: 0 }, cells: [6, 7] },
            { cell: 10, digit: 8, reason: "cell" },
          ],
          end: { kind: "places", cell: 10, digit: 8 },
        },
        {
          assume: { cell: 0, digit: 7 },
          links: [
            { cell: 0, digit: 7, reason: "assumed" },
            { cell: 10, digit: 8, reason: "unit", unit: { type: "box", index: 0 } },
          ],
          end: { kind: "places", cell: 10, digit: 8 },
        },
      ],
    };
    expect(texts(explanationLines(htDe, listFormat("de"), step))).toEqual([
      "Zeile 1, Spalte 1 hat die Kandidaten 2 und 7. Probiere jeden davon durch:",
      "Fall 1 von 2: Angenommen, in Zeile 1, Spalte 1 steht die 2:",
      "→ In Block 2 liegt die 9 nur in Zeile 1, also fällt sie in Zeile 1, Spalte 7 und 8 weg.",
      "→ Zeile 2, Spalte 2 kann nur noch die 8 sein.",
      "Fall 2 von 2: Angenommen, in Zeile 1, Spalte 1 steht die 7:",
      "→ In Block 1 passt die 8 nur noch in Zeile 2, Spalte 2.",
      "In jedem Fall steht in Zeile 2, Spalte 2 die 8.",
    ]);
    expect(texts(explanationLines(htEn, listFormat("en"), step))).toEqual([
      "The candidates of row 1, column 1 are 2 and 7. Try each of them:",
      "Case 1 of 2: suppose the 2 is in row 1, column 1:",
      "→ In box 2 the 9 lies only in row 1, so it goes from row 1, columns 7 and 8.",
      "→ Only the 8 is left for row 2, column 2.",
      "Case 2 of 2: suppose the 7 is in row 1, column 1:",
      "→ In box 1 the 8 fits only in row 2, column 2.",
      "In every case the 8 goes in row 2, column 2.",
    ]);
  });

  it("try every place of a digit in a unit, and name an elimination all cases agree on", () => {
    const branch = (cell: number) => ({
      assume: { cell, digit: 4 },
      links: [{ cell, digit: 4, reason: "assumed" as const }],
      end: { kind: "removes" as const, cell: 40, digit: 6 },
    });
    const step: ExplainedStep = {
      ...none,
      eliminations: [{ cell: 40, digit: 6 }],
      units: [{ type: "col", index: 2 }],
      cells: [2, 47],
      digits: [4],
      branches: [branch(2), branch(47)],
    };
    const de = texts(explanationLines(htDe, listFormat("de"), step));
    expect(de[0]).toBe("Die 4 passt in Spalte 3 nur in Zeile 1 oder 6, Spalte 3. Probiere jeden dieser Plätze durch:");
    expect(de[2]).toBe("→ Damit fällt die 6 in Zeile 5, Spalte 5 weg.");
    expect(de.at(-1)).toBe("In jedem Fall fällt die 6 in Zeile 5, Spalte 5 weg.");
    const en = texts(explanationLines(htEn, listFormat("en"), step));
    expect(en[0]).toBe("The 4 fits in column 3 only in rows 1 or 6, column 3. Try each of these places:");
    expect(en.at(-1)).toBe("In every case the 6 goes from row 5, column 5.");
  });

  it("read an alternating inference chain link by link, strong and weak named, with grouped nodes", () => {
    const step: ExplainedStep = {
      ...none,
      eliminations: [{ cell: 9, digit: 5 }],
      cells: [1, 6, 7, 60],
      digits: [5, 3],
      inference: {
        nodes: [
          { cells: [1], digit: 5 },
          { cells: [6, 7], digit: 5 },
          { cells: [60], digit: 5 },
          { cells: [60], digit: 3 },
        ],
        strong: [true, false, true],
      },
    };
    const de = explanationLines(htDe, listFormat("de"), step);
    expect(texts(de)).toEqual([
      "Die Kette in Kurzschrift (= starke, − schwache Verbindung): (5)r1c2 = (5)r1c78 − (5)r7c7 = (3)r7c7",
      "Angenommen, die 5 steht nicht in Zeile 1, Spalte 2:",
      "→ Dann steht die 5 in Zeile 1, Spalte 7 oder 8 (starke Verbindung).",
      "→ Dann steht die 5 nicht in Zeile 7, Spalte 7 (schwache Verbindung).",
      "→ Dann steht die 3 in Zeile 7, Spalte 7 (starke Verbindung).",
      "Die Kette beginnt und endet mit einer starken Verbindung, also gilt mindestens eines ihrer Enden: die 5 in Zeile 1, Spalte 2 oder die 3 in Zeile 7, Spalte 7.",
    ]);
    expect(de[2]!.cells).toEqual([6, 7]);
    const en = texts(explanationLines(htEn, listFormat("en"), step));
    expect(en[2]).toBe("→ Then the 5 is in row 1, columns 7 or 8 (strong link).");
    expect(en[3]).toBe("→ Then the 5 is not in row 7, column 7 (weak link).");
  });

  it("name the two almost locked sets, their linking digit and what follows", () => {
    const cands = new Uint16Array(81);
    cands[0] = 0b11; // {1,2}
    cands[1] = 0b110; // {2,3}
    cands[20] = 0b1100; // {3,4}
    const step = { ...none, eliminations: [{ cell: 2, digit: 2 }], cells: [0, 1, 20], digits: [3, 2], sets: [[0, 1], [20]] };
    const withDigits = explainedStep(step, cands);
    expect(withDigits.setDigits).toEqual([
      [1, 2, 3],
      [3, 4],
    ]);
    const de = texts(explanationLines(htDe, listFormat("de"), withDigits));
    expect(de[0]).toBe("Fast gesperrte Menge A: Zeile 1, Spalte 1 und 2 mit den Kandidaten 1, 2 und 3 (2 Felder, 3 Kandidaten).");
    expect(de[1]).toBe("Fast gesperrte Menge B: Zeile 3, Spalte 3 mit den Kandidaten 3 und 4 (ein Feld, zwei Kandidaten).");
    expect(de[2]).toMatch(/^Die 3 verbindet die beiden Mengen/);
    expect(de.at(-1)).toBe(
      "→ Deshalb steht die 2 in A oder in B, und jedes Feld, das alle Plätze der 2 in beiden Mengen sieht, verliert sie.",
    );
    const en = texts(explanationLines(htEn, listFormat("en"), withDigits));
    expect(en[0]).toBe("Almost locked set A: row 1, columns 1 and 2 with the candidates 1, 2 and 3 (2 cells, 3 candidates).");
  });

  it("name groups of cells briefly: along a row, along a column, else row by row", () => {
    expect(cellGroup(htDe, listFormat("de"), [6, 7])).toBe("Zeile 1, Spalte 7 und 8");
    expect(cellGroup(htDe, listFormat("de"), [2, 47])).toBe("Zeile 1 und 6, Spalte 3");
    expect(cellGroup(htDe, listFormat("de"), [3, 12, 13, 14])).toBe("Zeile 1, Spalte 4 und Zeile 2, Spalte 4, 5 und 6");
    expect(cellGroup(htEn, listFormat("en"), [3, 12, 13, 14])).toBe("row 1, column 4 and row 2, columns 4, 5 and 6");
  });

  it("explain nothing for a step without chain data", () => {
    expect(explanationLines(htDe, listFormat("de"), { ...none, cells: [0], digits: [1] })).toEqual([]);
  });
});
