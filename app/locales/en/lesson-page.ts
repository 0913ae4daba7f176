import type de from "../de/lesson-page.ts";

// English texts of the lesson pages.
const lessonPage: typeof de = {
  level: "Star level {{stars}}",
  levelBeyond: "Beyond five stars",
  demoHeading: "Step by step on a real puzzle",
  demoIntro:
    "This position comes from Sudoku no. {{id}} of our catalogue, exactly as our engine reaches it while solving. Go through the steps with the buttons.",
  demoIntroSet:
    "This position comes from puzzle no. {{line}} of the public collection ‘{{set}}’, not from our catalogue: no catalogue puzzle needs a technique beyond five stars. Our engine reaches the position exactly like this while solving. Go through the steps with the buttons.",
  demoFinderFirst:
    "Our solving path would take ‘{{name}}’ here first, because it checks that technique earlier. The example shows what this lesson's technique finds in the same position.",
  demoPlay: "Enter this puzzle yourself and solve it",
  example: "Example {{n}} of {{count}}",
  exampleButton: "Example {{n}}",
  boardLabel: "Example position from Sudoku no. {{id}}, step {{step}} of {{steps}}",
  boardLabelSet: "Example position from puzzle no. {{line}} of the collection ‘{{set}}’, step {{step}} of {{steps}}",
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
  practiceBeyond:
    "No puzzle in our catalogue needs this technique: all of them can be solved with the techniques up to five stars. You only need it for especially hard puzzles that you enter yourself, such as the examples above.",
  practicePuzzle: "Sudoku no. {{id}}",
  previousLesson: "Previous lesson",
  nextLesson: "Next lesson",
  overview: "All lessons in the academy",
};

export default lessonPage;
