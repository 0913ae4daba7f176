// Texts of the print sheet page: loaded on demand (on-demand.ts), not with the play page.
const printSheet = {
  title: "Druckbogen",
  description:
    "Sudokus zum Ausdrucken: Wähle die Stufe und wie viele Rätsel auf eine DIN-A4-Seite passen sollen, Lösungen auf der letzten Seite.",
  intro: "Wähle die Stufe und wie viele Rätsel auf eine A4-Seite kommen. Die Lösungen folgen auf einer eigenen Seite.",
  formLabel: "Druckbogen zusammenstellen",
  perPage: "Rätsel pro Seite",
  create: "Druckbogen erstellen",
  print: "Drucken",
  puzzlesHeading: "Rätsel",
  solutionsHeading: "Lösungen",
  invalid: "Bitte wähle eine Stufe von 1 bis 5 und 1, 2, 4 oder 6 Rätsel pro Seite.",
  solutionLabel: "Lösung zu Sudoku Nr. {{id}}",
};

export default printSheet;
