import type { FirstCatalogue } from "../de/translation.ts";

// Texts of saving and the statistics that the play page shows on its first load. The saving line,
// the statistics chart and the last puzzles (all loaded later), the saved and solved puzzles pages
// and the savegame API have theirs in saves-pages.ts (on demand).
const saves = {
  // The board's saving state: the rest in saves-pages.ts (on demand, SaveStatus loads lazily); this one
  // the board itself says in an alert.
  status: {
    signedOut: "You are no longer signed in. Your game stays in this browser.",
  },
  statisticsTitle: "Statistics",
  statisticsLogin: "Sign in to see your statistics.",
} satisfies FirstCatalogue["saves"];

export default saves;
