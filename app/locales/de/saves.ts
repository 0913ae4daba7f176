// Texts of saving and the statistics that the play page shows on its first load. The saving line,
// the statistics chart and the last puzzles (all loaded later), the saved and solved puzzles pages
// and the savegame API have theirs in saves-pages.ts (on demand).
const saves = {
  // The board's saving state: the rest in saves-pages.ts (on demand, SaveStatus loads lazily); this one
  // the board itself says in an alert.
  status: {
    signedOut: "Du bist nicht mehr angemeldet. Dein Spielstand bleibt in diesem Browser erhalten.",
  },
  statisticsTitle: "Statistik",
  statisticsLogin: "Melde dich an, um deine Statistik zu sehen.",
};

export default saves;
