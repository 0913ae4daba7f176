import type { Catalogue } from "../de/translation.ts";

// Texts of saved and solved puzzles, statistics and saving.
const saves = {
  saved: "Saved",
  deleted: "The saved game was deleted.",
  notFound: "There is no saved game for this Sudoku.",
  conflict: "A newer game has been saved in the meantime on another device or in another tab.",
  storageUnavailable: "Storage is not reachable right now. Please try again in a moment – your saved game stays as it was.",
  invalidId: "The Sudoku number must be a positive whole number.",
  invalidVersion: "The version must be a whole number from 0.",
  invalidProgress: "The progress must be a number from 0 to 100.",
  savegameRequired: "The saved game is missing.",
  savegameTooLarge: "The saved game is too large.",
  savegameInvalid: "The saved game is invalid: it needs 81 entries (0 to 9), 81 notes (0 to 511) and the number of checks.",
  savegameGivens: "The saved game does not fit this Sudoku: a given digit was changed.",
  invalidFlag: "Only “true” and “false” are allowed.",
  invalidSortBy: "Sorting is possible by checked, progress, solved, stars, sudoku or updatedAt.",
  invalidPage: "The page must be a whole number from 1.",
  invalidItemsPerPage: "1 to 100 items per page are possible.",
  invalidField: "The input is invalid.",
} satisfies Catalogue["saves"];

export default saves;
