import type de from "../de/hint.ts";

// English texts of the hint (see ../de/hint.ts).
const hint: typeof de = {
  title: "Hint",
  stage: "Step {{stage}} of 3",
  more: "Tell me more",
  close: "Close hint",
  look: "Take a closer look at {{places}}.",
  lookCells: "Take a closer look at the marked cells.",
  technique: "What helps here: {{name}}. {{text}}",
  place: "The {{digit}} goes in {{cell}}.",
  eliminate: "Remove {{list}}.",
  eliminateItem: "the {{digit}} from {{cell}}",
  wrongLook: "At least one entry does not match the solution. Look at the marked cells.",
  wrongWhy: "A wrong entry leads into a dead end sooner or later. Take it back before you go on.",
  wrongFix: "The {{digit}} does not belong in {{cell}}.",
  lesson: "How {{name}} works: the lesson in the academy",
  noTechnique: "None of the techniques we can explain helps here. Try the next stage of the hint.",
  cellName: "row {{row}}, column {{col}}",
  unitRow: "row {{n}}",
  unitCol: "column {{n}}",
  unitBox: "box {{n}}",
  // Each technique's rule, after its name.
  rules: {
    "full-house": "Only one digit is missing in this unit, and it goes into the last free cell.",
    "naked-single": "Only one digit is left for this cell.",
    "hidden-single-box": "A digit fits into only one cell of this box.",
    "hidden-single-line": "A digit fits into only one cell of this row or column.",
    pointing: "If a digit lies in only one row or column within a box, you can remove it from the rest of that line.",
    claiming: "If a digit lies in only one box within a row or column, you can remove it from the rest of that box.",
    "naked-pair": "Two cells of a unit hold only the same two candidates, so those digits leave the other cells of the unit.",
    "hidden-pair": "Two digits fit into only the same two cells of a unit, so all other candidates leave those cells.",
    "naked-triple": "Three cells of a unit share only three candidates, so those digits leave the rest of the unit.",
    "hidden-triple": "Three digits fit into only the same three cells of a unit, so all other candidates leave those cells.",
    "x-wing":
      "A digit fits into only the same two columns in two rows (or the other way round), so it leaves those columns everywhere else.",
    skyscraper:
      "Two parallel lines with two places each for a digit have one end each in the same crossing line, so every cell that sees both other ends loses that digit.",
    "two-string-kite":
      "A row and a column with two places each for a digit meet in a box, so the cell that sees both free ends loses the digit.",
    swordfish:
      "A digit fits into only the same three columns in three rows (or the other way round), so it leaves those columns everywhere else.",
    "xy-wing":
      "A cell with two candidates sees two matching partners. Whichever digit it becomes, the partners' shared digit sits in one of them.",
    "w-wing": "Two cells with the same candidate pair are linked by a strong link, so every cell that sees both loses the other digit.",
    "xyz-wing": "Like the XY-Wing, but the middle cell has three candidates: the shared digit leaves cells that see all three.",
    "naked-quad": "Four cells of a unit share only four candidates, so those digits leave the rest of the unit.",
    "hidden-quad": "Four digits fit into only the same four cells of a unit, so all other candidates leave those cells.",
    jellyfish:
      "A digit fits into only the same four columns in four rows (or the other way round), so it leaves those columns everywhere else.",
    "unique-rectangle-1":
      "Four cells in two boxes must not all hold the same pair, or there would be two solutions, so the pair leaves the fourth cell.",
    "unique-rectangle-2":
      "Two corners of the rectangle hold only the pair, the other two the pair and the same third digit. One of them must be that digit, or there would be two solutions, so every cell that sees both loses it.",
    "unique-rectangle-4":
      "Two corners hold only the pair. One digit of the pair fits into a unit only in the other two corners, so it is in one of them, and the pair's other digit leaves both, or there would be two solutions.",
    "hidden-unique-rectangle":
      "One corner holds only the pair. If one digit of the pair fits into the opposite corner's row and column only in corners of the rectangle, that corner cannot be the other digit, or there would be two solutions.",
    "bug-plus-one":
      "Every empty cell has two candidates except one, which has three. Without its extra digit the puzzle would have no solution or several, so that digit goes into this cell.",
    "finned-x-wing":
      "An X-wing in which one row (or column) has extra candidates in one box, the fin. Either the X-wing holds or the fin does, so every cell in the fin's box that the X-wing covers loses the digit.",
    "sashimi-x-wing":
      "A finned X-wing with a corner missing: without the fin it would be no X-wing at all. Either the X-wing holds or the fin does, so every cell in the fin's box that the X-wing covers loses the digit.",
    "finned-swordfish":
      "A swordfish in which one row (or column) has extra candidates in one box, the fin. Either the swordfish holds or the fin does, so every cell in the fin's box that the swordfish covers loses the digit.",
    "sashimi-swordfish":
      "A finned swordfish in which one row would have only one place left without the fin. Either the swordfish holds or the fin does, so every cell in the fin's box that the swordfish covers loses the digit.",
    "simple-colouring":
      "Colour the strong links of a digit in two alternating colours. Exactly one colour is true: a cell that sees both colours loses the digit, and a colour that appears twice in one unit is false.",
    "x-chain": "A chain of alternating strong and weak links of one digit: every cell that sees both ends loses the digit.",
    "xy-chain": "A chain of cells with two candidates each: every cell that sees both ends loses their shared digit.",
    "als-xz":
      "Two almost locked sets (n cells with n+1 candidates) share a digit whose cells all see each other. Then a second shared digit lies in one of the two sets, and every cell that sees all its places loses it.",
    aic: "A chain of alternating strong and weak links, also through cells with two candidates and through groups of cells: one of its two ends is true, so whatever contradicts both ends goes.",
    "contradiction-chain":
      "Assume the digit goes in this cell and follow the singles this forces: in the end a cell has no candidate left or a digit has no place. The assumption was false.",
    "cell-forcing-chain":
      "Try each candidate of this cell in turn: each one leads through forced singles to the same result, so it holds either way.",
    "unit-forcing-chain":
      "Try each place of a digit in this unit in turn: each one leads through forced singles to the same result, so it holds either way.",
  },
  // Chains step by step.
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

export default hint;
