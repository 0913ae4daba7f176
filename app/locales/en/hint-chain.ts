import type de from "../de/hint-chain.ts";

// English texts that explain a chain step by step (see ../de/hint-chain.ts).
const hintChain: typeof de = {
  show: "Explain step by step",
  hide: "Hide the explanation",
  label: "The explanation step by step",
  previous: "Previous step",
  next: "Next step",
  stepOf: "Step {{step}} of {{steps}}",
  cellsInRow: "row {{row}}, columns {{cols}}",
  cellsInCol: "rows {{rows}}, column {{col}}",
  cellIntro: "The candidates of {{cell}} are {{digits}}. Try each of them:",
  unitIntro: "The {{digit}} fits in {{unit}} only in {{cells}}. Try each of these places:",
  assume: "Suppose the {{digit}} is in {{cell}}:",
  branch: "Case {{n}} of {{count}}: suppose the {{digit}} is in {{cell}}:",
  linkCell: "→ Only the {{digit}} is left for {{cell}}.",
  linkUnit: "→ In {{unit}} the {{digit}} fits only in {{cell}}.",
  linkLocked: "→ In {{source}} the {{digit}} lies only in {{other}}, so it goes from {{cells}}.",
  endEmptyCell: "→ Contradiction: {{cell}} has no candidate left.",
  endNoPlace: "→ Contradiction: the {{digit}} has no place left in {{unit}}.",
  endRemoves: "→ So the {{digit}} goes from {{cell}}.",
  contradiction: "The assumption leads to a contradiction. So the {{digit}} is not in {{cell}}.",
  agreePlace: "In every case the {{digit}} goes in {{cell}}.",
  agreeRemove: "In every case the {{digit}} goes from {{cell}}.",
  strongLink: "strong link",
  weakLink: "weak link",
  aicNotation: "The chain in short (= strong, − weak link): {{chain}}",
  aicAssumeFalse: "Suppose the {{digit}} is not in {{cells}}:",
  aicAssumeTrue: "Suppose the {{digit}} is in {{cells}}:",
  aicTrue: "→ Then the {{digit}} is in {{cells}} ({{link}}).",
  aicFalse: "→ Then the {{digit}} is not in {{cells}} ({{link}}).",
  aicEnds:
    "The chain starts and ends with a strong link, so at least one of its ends holds: the {{first}} in {{firstCells}} or the {{last}} in {{lastCells}}.",
  alsSet_one: "Almost locked set {{name}}: {{cells}} with the candidates {{digits}} (one cell, two candidates).",
  alsSet_other: "Almost locked set {{name}}: {{cells}} with the candidates {{digits}} ({{count}} cells, {{more}} candidates).",
  alsRestricted:
    "The {{digit}} links the two sets: every cell with the {{digit}} in A sees every cell with the {{digit}} in B. So the {{digit}} is in at most one of the two sets.",
  alsLocked: "So at least one set is locked without the {{digit}}: its other digits fill exactly its cells.",
  alsResult: "→ Therefore the {{digit}} is in A or in B, and every cell that sees all places of the {{digit}} in both sets loses it.",
};

export default hintChain;
