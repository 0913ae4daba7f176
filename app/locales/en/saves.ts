import type { FirstCatalogue } from "../de/translation.ts";

// Texts of saving on the board, the statistics and the last puzzles: what the play page shows.
// The saved and solved puzzles pages and the savegame API have theirs in saves-pages.ts.
const saves = {
  conflict: "A newer game has been saved in the meantime on another device or in another tab.",
  // The board's saving state (signed in only).
  status: {
    label: "Saving state",
    saving: "Saving …",
    saved: "Saved (change {{counter}})",
    pending: "Not saved – will try again",
    failed: "This game could not be saved.",
    resumed: "Your saved game was loaded (change {{counter}}).",
    signedOut: "You are no longer signed in. Your game stays in this browser.",
    signIn: "Sign in again to save it to your account.",
  },
  savedTitle: "Saved puzzles",
  solvedTitle: "Solved puzzles",
  percent: "{{percent}} %",
  puzzleNumber: "No. {{id}}",
  lastPuzzles: "Last puzzles",
  lastPuzzlesEmpty: "You have no unfinished puzzle right now.",
  lastPuzzlesLogin: "Sign in to see the puzzles you played last here.",
  recentLabel: "Sudoku no. {{id}}, {{stars}}, {{percent}} % solved",
  statisticsTitle: "Statistics",
  solvedTotal: "Solved puzzles in total: {{count}}",
  lastWeek: "Puzzles solved in the last 7 days",
  statisticsLogin: "Sign in to see your statistics.",
} satisfies FirstCatalogue["saves"];

export default saves;
