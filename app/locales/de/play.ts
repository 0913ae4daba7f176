// Texts of the board and the play pages.
const play = {
  puzzleNumber: "Sudoku Nr. {{id}}",
  gridLabel: "Sudoku-Gitter Nr. {{id}}",
  level: "Stufe",
  cellGiven: "Zeile {{row}}, Spalte {{col}}: {{digit}}, vorgegeben",
  cellEmpty: "Zeile {{row}}, Spalte {{col}}: leer",
  noPuzzles: "Für diese Stufe ist gerade kein Rätsel verfügbar. Bitte versuche es gleich noch einmal.",
  notFoundId: "Ein Sudoku mit der Nummer {{id}} gibt es nicht.",
  badId: "Die Sudoku-Nummer muss eine positive ganze Zahl sein.",
  nextPuzzle: "Nächstes Rätsel",
};

export default play;
