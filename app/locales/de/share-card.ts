// The result card of a solved game (app/share/result-card.ts): its lines, the share button under
// the solved board, the public result page and its image. A section of its own: the board's chunk
// that shows the card after a solve brings it, and the result page sends its language's copy with
// its loader data, so no page's first catalogue carries it.
const shareCard = {
  site: "Sudoku-Oase",
  dailyTitle: "Sudoku des Tages vom {{date}}",
  puzzleTitle: "Sudoku Nr. {{id}}",
  level: "{{stars}} {{level}}",
  time: "Zeit {{time}}",
  noHelp: "ohne Hilfe",
  hints_one: "mit {{number}} Hinweis",
  hints_other: "mit {{number}} Hinweisen",
  streak_one: "Serie: {{number}} Tag",
  streak_other: "Serie: {{number}} Tage",
  // The share part of the solved section
  heading: "Dein Ergebnis",
  previewLabel: "Text zum Teilen",
  button: "Ergebnis teilen",
  shareTitle: "Mein Sudoku-Ergebnis",
  shared: "Ergebnis geteilt.",
  copied: "Ergebnis in die Zwischenablage kopiert.",
  manual: "Der Text ist markiert: Kopiere ihn mit Strg+C (⌘+C).",
  // The public result page
  pageTitle: "Ergebnis",
  pageDescription: "Ein gelöstes Sudoku: Tag oder Nummer, Stufe, Zeit und Hilfe, ohne eine Ziffer zu verraten.",
  pageLead: "So lief dieses Sudoku. Die Ziffern bleiben geheim: Spiel es selbst!",
  playDaily: "Dieses Sudoku des Tages spielen",
  playPuzzle: "Dieses Sudoku spielen",
  imageAlt: "Karte des Ergebnisses: {{text}}",
  badTitle: "Dieser Ergebnis-Link ist fehlerhaft",
  badText:
    "Dem Link fehlt eine Angabe oder eine ist ungültig. Er braucht das Datum (JJJJ-MM-TT) oder die Nummer des Sudokus, die Sterne (1 bis 5), die Zeit in Sekunden und die Zahl der Hinweise.",
  noneTitle: "Kein solches Ergebnis",
  noneText: "Diesen Tag oder dieses Sudoku gibt es (noch) nicht: Also gibt es auch kein Ergebnis dazu.",
  toToday: "Zum heutigen Sudoku des Tages",
};

export type ShareCardTexts = { [K in keyof typeof shareCard]: string };

export default shareCard;
