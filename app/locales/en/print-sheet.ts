import type { OnDemandCatalogue } from "../de/translation.ts";

// English texts of the print sheet page (see ../de/print-sheet.ts).
const printSheet = {
  title: "Print sheet",
  description: "Sudokus to print: choose the level and how many puzzles fit on one A4 page, with the solutions on the last page.",
  intro: "Choose the level and how many puzzles go on one A4 page. The solutions follow on a page of their own.",
  formLabel: "Build your print sheet",
  perPage: "Puzzles per page",
  create: "Build print sheet",
  print: "Print",
  puzzlesHeading: "Puzzles",
  solutionsHeading: "Solutions",
  invalid: "Please choose a level from 1 to 5 and 1, 2, 4 or 6 puzzles per page.",
  solutionLabel: "Solution to Sudoku no. {{id}}",
} satisfies OnDemandCatalogue["play"]["printSheet"];

export default printSheet;
