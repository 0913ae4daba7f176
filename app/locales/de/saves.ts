// Texts of saved and solved puzzles, statistics and saving.
const saves = {
  saved: "Gespeichert",
  deleted: "Der gespeicherte Spielstand wurde gelöscht.",
  notFound: "Zu diesem Sudoku gibt es keinen gespeicherten Spielstand.",
  conflict: "Auf einem anderen Gerät oder in einem anderen Tab wurde inzwischen ein neuerer Spielstand gespeichert.",
  storageUnavailable: "Der Speicher ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal – dein gespeicherter Spielstand bleibt unverändert.",
  invalidId: "Die Sudoku-Nummer muss eine positive ganze Zahl sein.",
  invalidVersion: "Die Version muss eine ganze Zahl ab 0 sein.",
  invalidProgress: "Der Fortschritt muss eine Zahl von 0 bis 100 sein.",
  savegameRequired: "Der Spielstand fehlt.",
  savegameTooLarge: "Der Spielstand ist zu groß.",
  savegameInvalid: "Der Spielstand ist ungültig: Er braucht 81 Einträge (0 bis 9), 81 Notizen (0 bis 511) und die Anzahl der Prüfungen.",
  savegameGivens: "Der Spielstand passt nicht zu diesem Sudoku: Eine vorgegebene Ziffer wurde verändert.",
  invalidFlag: "Erlaubt sind nur „true“ und „false“.",
  invalidSortBy: "Sortiert werden kann nach checked, progress, solved, stars, sudoku oder updatedAt.",
  invalidPage: "Die Seite muss eine ganze Zahl ab 1 sein.",
  invalidItemsPerPage: "Pro Seite sind 1 bis 100 Einträge möglich.",
  invalidField: "Die Eingabe ist ungültig.",
};

export default saves;
