// Texts of the lesson pages (academy). Rendered with the page's loader data only: the
// `lessonPage` namespace, not part of the browser's catalogue.
const lessonPage = {
  level: "Sternstufe {{stars}}",
  levelBeyond: "Jenseits von fünf Sternen",
  demoHeading: "Schritt für Schritt an einem echten Rätsel",
  demoIntro:
    "Diese Stellung stammt aus Sudoku Nr. {{id}} unseres Katalogs, so wie unsere Engine sie beim Lösen erreicht. Geh die Schritte mit den Knöpfen durch.",
  demoIntroSet:
    "Diese Stellung stammt aus Rätsel Nr. {{line}} der öffentlichen Sammlung „{{set}}“, nicht aus unserem Katalog: Kein Katalogrätsel braucht eine Technik jenseits von fünf Sternen. Unsere Engine erreicht die Stellung beim Lösen genau so. Geh die Schritte mit den Knöpfen durch.",
  demoFinderFirst:
    "Unser Lösungsweg nähme hier zuerst „{{name}}“, denn diese Technik prüft er vorher. Das Beispiel zeigt, was die Technik dieser Lektion in derselben Stellung findet.",
  demoPlay: "Dieses Rätsel selbst eingeben und lösen",
  example: "Beispiel {{n}} von {{count}}",
  exampleButton: "Beispiel {{n}}",
  boardLabel: "Beispielstellung aus Sudoku Nr. {{id}}, Schritt {{step}} von {{steps}}",
  boardLabelSet: "Beispielstellung aus Rätsel Nr. {{line}} der Sammlung „{{set}}“, Schritt {{step}} von {{steps}}",
  previous: "Zurück",
  next: "Weiter",
  stepOf: "Schritt {{step}} von {{steps}}",
  stageStart: "Die Ausgangslage: Die kleinen Ziffern sind die Kandidaten jedes leeren Feldes.",
  stageLook: "Schau auf {{places}}.",
  stageLookCells: "Schau auf die hervorgehobenen Felder.",
  stagePattern: "Das Muster ({{name}}): {{text}}",
  stageResult: "Die Folgerung: {{result}}",
  stageAfter: "Danach: So sieht die Stellung nach diesem Schritt aus.",
  cellValue: "Zeile {{row}}, Spalte {{col}}: {{digit}}",
  cellCandidates: "Zeile {{row}}, Spalte {{col}}: leer, Kandidaten {{digits}}",
  cellMarks: "{{marks}}",
  markPattern: "Teil des Musters",
  markUnit: "im betrachteten Bereich",
  markEliminated: "{{digits}} fällt weg",
  markPlaced: "hier steht die {{digit}}",
  practiceHeading: "Üben",
  practiceIntro: "In diesen Rätseln aus dem Katalog ist „{{name}}“ die schwierigste Technik, die du brauchst.",
  practiceFew: "Im Katalog ist diese Technik nur selten die schwierigste. Diese Rätsel brauchen sie auf dem Lösungsweg:",
  practiceBeyond:
    "Kein Rätsel unseres Katalogs braucht diese Technik: Alle lassen sich mit den Techniken bis fünf Sterne lösen. Du brauchst sie nur für besonders schwere Rätsel, die du selbst eingibst, etwa für die Beispiele oben.",
  practicePuzzle: "Sudoku Nr. {{id}}",
  previousLesson: "Vorige Lektion",
  nextLesson: "Nächste Lektion",
  overview: "Alle Lektionen in der Akademie",
};

export type LessonPageTexts = typeof lessonPage;

export default lessonPage;
