// Texts of saving on the board, the statistics and the last puzzles: what the play page shows.
// The saved and solved puzzles pages and the savegame API have theirs in saves-pages.ts.
const saves = {
  conflict: "Auf einem anderen Gerät oder in einem anderen Tab wurde inzwischen ein neuerer Spielstand gespeichert.",
  // The board's saving state (signed in only).
  status: {
    label: "Speicherstand",
    saving: "Wird gespeichert …",
    saved: "Gespeichert (Stand {{counter}})",
    pending: "Nicht gespeichert – wird erneut versucht",
    failed: "Dieser Spielstand konnte nicht gespeichert werden.",
    resumed: "Dein gespeicherter Spielstand wurde geladen (Stand {{counter}}).",
    signedOut: "Du bist nicht mehr angemeldet. Dein Spielstand bleibt in diesem Browser erhalten.",
    signIn: "Melde dich wieder an, um ihn in deinem Konto zu speichern.",
  },
  savedTitle: "Gespeicherte Rätsel",
  solvedTitle: "Gelöste Rätsel",
  percent: "{{percent}} %",
  puzzleNumber: "Nr. {{id}}",
  lastPuzzles: "Letzte Rätsel",
  lastPuzzlesEmpty: "Du hast gerade kein angefangenes Rätsel.",
  lastPuzzlesLogin: "Melde dich an, um hier deine zuletzt gespielten Rätsel zu sehen.",
  recentLabel: "Sudoku Nr. {{id}}, {{stars}}, {{percent}} % gelöst",
  statisticsTitle: "Statistik",
  solvedTotal: "Gelöste Rätsel insgesamt: {{count}}",
  lastWeek: "Gelöste Rätsel der letzten 7 Tage",
  statisticsLogin: "Melde dich an, um deine Statistik zu sehen.",
};

export default saves;
