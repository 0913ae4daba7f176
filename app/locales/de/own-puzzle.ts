// Texts of a puzzle's rating line and the share panel, which the play page shows. The own-puzzle
// page (import) has its texts in own-puzzle-page.ts.
const ownPuzzle = {
  title: "Eigenes Sudoku Nr. {{id}}",
  rating: {
    label: "Bewertung",
    beyond: "Schwerer als 5 Sterne",
    numeric: "Schwierigkeitswert {{value}}",
    hardest: "Schwierigste Technik: {{name}}",
    singlesOnly: "nur Einer",
  },
  share: {
    heading: "Teilen",
    button: "Link teilen",
    includeProgress: "Meinen Spielstand mitschicken",
    linkLabel: "Link zu diesem Sudoku",
    copied: "Der Link ist in der Zwischenablage.",
    shared: "Der Link wurde geteilt.",
    manual: "Kopieren ging nicht. Markiere den Link oben und kopiere ihn selbst.",
    shareTitle: "Sudoku Nr. {{id}}",
  },
  sharedProgress: "Dieses Sudoku kam mit dem Spielstand der Person, die es geteilt hat.",
  badProgress: "Der Spielstand im Link ist ungültig. Das Sudoku beginnt ohne ihn.",
};

export default ownPuzzle;
