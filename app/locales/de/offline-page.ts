// Texts of the offline page (app/routes/offline.tsx), which the service worker shows for a page it
// has not kept, and of the notices the service worker's client shows (app/pwa/pwa-client.ts). On
// the server they are the `offlinePage` namespace; the page gets them with its loader data, the
// notices load this module on their own, so the catalogue every page loads does not carry them.
const offlinePage = {
  title: "Keine Verbindung",
  description:
    "Diese Seite ist offline nicht auf diesem Gerät gespeichert. Rätsel jeder Stufe, laufende Spiele und gelesene Lektionen gehen auch ohne Netz.",
  text: "Diese Seite ist nicht auf diesem Gerät gespeichert, und gerade besteht keine Verbindung zum Internet.",
  canHeading: "Ohne Verbindung kannst du",
  newPuzzle: "ein neues Rätsel beginnen:",
  continueGames: "deine laufenden Spiele fortsetzen: Öffne die Stufe, auf der du gespielt hast.",
  lessons: "die Lektionen der Akademie lesen, die du schon einmal geöffnet hast.",
  saving:
    "Deine Züge bleiben auf diesem Gerät. Bist du angemeldet, werden sie in dein Konto übertragen, sobald die Verbindung wieder steht.",
  retry: "Erneut versuchen",
  notices: {
    offlineCopy:
      "Offline: Du siehst die auf diesem Gerät gespeicherte Fassung dieser Seite. Deine Züge werden gesendet, sobald du wieder online bist.",
    updated: "Die Sudoku-Oase ist jetzt auf Version {{version}}.",
    releaseNotes: "Was ist neu?",
    close: "Schließen",
  },
};

export default offlinePage;
