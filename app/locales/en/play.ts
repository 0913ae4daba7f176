import type { Catalogue } from "./../de/translation.ts";

// Texts of the board and the play pages.
const play = {
  puzzleNumber: "Sudoku no. {{id}}",
  gridLabel: "Sudoku grid no. {{id}}",
  level: "Level",
  cellGiven: "Row {{row}}, column {{col}}: {{digit}}, given",
  cellEmpty: "Row {{row}}, column {{col}}: empty",
  noPuzzles: "No puzzle of this level is available right now. Please try again in a moment.",
  notFoundId: "There is no Sudoku with the number {{id}}.",
  badId: "The Sudoku number must be a positive whole number.",
  nextPuzzle: "Next puzzle",
} satisfies Catalogue["play"];

export default play;
