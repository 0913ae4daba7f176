import type { OnDemandCatalogue } from "../de/translation.ts";

// English texts of the own-puzzle page (see ../de/own-puzzle-page.ts).
const ownPuzzlePage = {
  intro:
    "Got a Sudoku from a newspaper, a book or another site? Type or paste it here: we check it, rate it, and you play it with hints, checking, notes and undo.",
  label: "Your Sudoku (81 cells)",
  formats:
    "Digits 1–9, empty cells as 0 or a dot. Spaces, line breaks and grid lines made of |, +, - and = are skipped: one line, nine lines or a drawn grid all work. At most {{max}} characters.",
  submit: "Check and play",
  submitting: "Checking …",
  cellCount_one: "{{count}} of 81 cells",
  cellCount_other: "{{count}} of 81 cells",
  checking: "Checking …",
  valid: "The Sudoku is valid and has exactly one solution.",
  errors: {
    empty: "Please enter a Sudoku.",
    tooLong: "The input is too long: {{length}} characters, at most {{max}} are allowed.",
    badCharacters: "These characters do not belong in a Sudoku: {{characters}}. Allowed are the digits 0–9 and the dot.",
    wrongLength: "A Sudoku has 81 cells; your input has {{count}}.",
    conflicts: "Some givens contradict each other:",
    conflictRow: "The {{digit}} appears more than once in row {{n}}.",
    conflictCol: "The {{digit}} appears more than once in column {{n}}.",
    conflictBox: "The {{digit}} appears more than once in box {{n}}.",
    noSolution: "This Sudoku has no solution.",
    multipleSolutions: "This Sudoku has more than one solution, so it is not a proper Sudoku. Two different solutions:",
    multipleSolutionsNoPair: "This Sudoku has more than one solution, so it is not a proper Sudoku.",
    unrated: "This Sudoku is valid, but our techniques cannot solve it without guessing yet.",
  },
  solutionA: "Solution A",
  solutionB: "Solution B",
  solutionLabel: "{{name}}: the cells where the solutions differ are marked",
  differsLegend: "Marked: {{count}} cells where the two solutions differ.",
  differsFlag: "differs from the other solution",
  another: "Enter another Sudoku",
} satisfies OnDemandCatalogue["ownPuzzle"];

export default ownPuzzlePage;
