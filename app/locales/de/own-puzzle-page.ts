// Texts of the own-puzzle page (import): loaded on demand (on-demand.ts), not with the play page.
const ownPuzzlePage = {
  intro:
    "Hast du ein Sudoku aus der Zeitung, einem Buch oder von einer anderen Seite? Tippe oder füge es hier ein: Wir prüfen es, bewerten es und du spielst es mit Hinweisen, Prüfen, Notizen und Rückgängig.",
  label: "Dein Sudoku (81 Felder)",
  formats:
    "Ziffern 1–9, leere Felder als 0 oder Punkt. Leerzeichen, Zeilenumbrüche und Gitterlinien aus |, +, - und = werden übersprungen: eine Zeile, neun Zeilen oder ein gezeichnetes Gitter gehen alle. Höchstens {{max}} Zeichen.",
  submit: "Prüfen und spielen",
  submitting: "Wird geprüft …",
  cellCount_one: "{{count}} von 81 Feldern",
  cellCount_other: "{{count}} von 81 Feldern",
  checking: "Wird geprüft …",
  valid: "Das Sudoku ist gültig und hat genau eine Lösung.",
  errors: {
    empty: "Bitte gib ein Sudoku ein.",
    tooLong: "Die Eingabe ist zu lang: {{length}} Zeichen, erlaubt sind höchstens {{max}}.",
    badCharacters: "Diese Zeichen gehören nicht in ein Sudoku: {{characters}}. Erlaubt sind die Ziffern 0–9 und der Punkt.",
    wrongLength: "Ein Sudoku hat 81 Felder, deine Eingabe hat {{count}}.",
    conflicts: "Einige Vorgaben widersprechen sich:",
    conflictRow: "Die {{digit}} steht mehrmals in Zeile {{n}}.",
    conflictCol: "Die {{digit}} steht mehrmals in Spalte {{n}}.",
    conflictBox: "Die {{digit}} steht mehrmals in Block {{n}}.",
    noSolution: "Dieses Sudoku hat keine Lösung.",
    multipleSolutions: "Dieses Sudoku hat mehr als eine Lösung, es ist also kein echtes Sudoku. Zwei verschiedene Lösungen:",
    multipleSolutionsNoPair: "Dieses Sudoku hat mehr als eine Lösung, es ist also kein echtes Sudoku.",
    unrated: "Dieses Sudoku ist gültig, aber unsere Techniken können es noch nicht ohne Raten lösen.",
  },
  solutionA: "Lösung A",
  solutionB: "Lösung B",
  solutionLabel: "{{name}}: die Felder, in denen sich die Lösungen unterscheiden, sind markiert",
  differsLegend: "Markiert: {{count}} Felder, in denen sich die beiden Lösungen unterscheiden.",
  differsFlag: "anders als in der anderen Lösung",
  another: "Ein anderes Sudoku eingeben",
};

export default ownPuzzlePage;
