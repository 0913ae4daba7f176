import { describe, expect, it } from "vitest";
import de from "../../locales/de/translation.ts";
import en from "../../locales/en/translation.ts";
import { createT } from "../i18n/i18n.tsx";
import { cellName, listFormat, resultSentences, techniqueSentence, unitList } from "./hint-text.ts";

const tDe = createT("de", de);
const tEn = createT("en", en);

describe("hint sentences", () => {
  it("name cells by row and column, counting from 1", () => {
    expect(cellName(tDe, 0)).toBe("Zeile 1, Spalte 1");
    expect(cellName(tEn, 80)).toBe("row 9, column 9");
  });

  it("list units as each language does (British English: no serial comma)", () => {
    const units = [
      { type: "row", index: 2 },
      { type: "col", index: 6 },
      { type: "box", index: 8 },
    ] as const;
    expect(unitList(tDe, listFormat("de"), units)).toBe("Zeile 3, Spalte 7 und Block 9");
    expect(unitList(tEn, listFormat("en"), units)).toBe("row 3, column 7 and box 9");
  });

  it("say what a step does, each sentence starting with a capital", () => {
    const placements = [{ cell: 20, digit: 4 }];
    const eliminations = [
      { cell: 0, digit: 5 },
      { cell: 1, digit: 5 },
    ];
    expect(resultSentences(tDe, listFormat("de"), placements, eliminations)).toEqual([
      "In Zeile 3, Spalte 3 gehört die 4.",
      "Streiche die 5 in Zeile 1, Spalte 1 und die 5 in Zeile 1, Spalte 2.",
    ]);
    const english = resultSentences(tEn, listFormat("en"), placements, eliminations);
    expect(english).toEqual(["The 4 goes in row 3, column 3.", "Remove the 5 from row 1, column 1 and the 5 from row 1, column 2."]);
    for (const sentence of english) expect(sentence[0]).toMatch(/[A-Z]/);
    expect(resultSentences(tEn, listFormat("en"), [], [])).toEqual([]);
  });

  it("name the technique with its rule", () => {
    expect(techniqueSentence(tDe, "x-wing")).toMatch(/^Hier hilft: X-Wing\. /);
    expect(techniqueSentence(tEn, "x-wing")).toMatch(/^What helps here: X-Wing\. /);
  });
});
