import type de from "../de/lesson-page.ts";

// English texts of the lesson pages.
const lessonPage: typeof de = {
  level: "Star level {{stars}}",
  demoHeading: "Step by step on a real puzzle",
  demoIntro:
    "This position comes from Sudoku no. {{id}} of our catalogue, exactly as our engine reaches it while solving. Go through the steps with the buttons.",
  example: "Example {{n}} of {{count}}",
  exampleButton: "Example {{n}}",
  boardLabel: "Example position from Sudoku no. {{id}}, step {{step}} of {{steps}}",
  previous: "Back",
  next: "Next",
  stepOf: "Step {{step}} of {{steps}}",
  stageStart: "The starting position: the small digits are the candidates of each empty cell.",
  stageLook: "Look at {{places}}.",
  stageLookCells: "Look at the highlighted cells.",
  stagePattern: "The pattern ({{name}}): {{text}}",
  stageResult: "The conclusion: {{result}}",
  stageAfter: "Afterwards: this is the position after the step.",
  cellValue: "Row {{row}}, column {{col}}: {{digit}}",
  cellCandidates: "Row {{row}}, column {{col}}: empty, candidates {{digits}}",
  cellMarks: "{{marks}}",
  markPattern: "part of the pattern",
  markUnit: "in the area to look at",
  markEliminated: "{{digits}} goes",
  markPlaced: "the {{digit}} goes here",
  practiceHeading: "Practice",
  practiceIntro: "In these catalogue puzzles, “{{name}}” is the hardest technique you need.",
  practiceFew: "In our catalogue this technique is rarely the hardest one. These puzzles need it on the way to the solution:",
  practicePuzzle: "Sudoku no. {{id}}",
  previousLesson: "Previous lesson",
  nextLesson: "Next lesson",
  overview: "All lessons in the academy",
};

export default lessonPage;
