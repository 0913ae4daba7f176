import type { FirstCatalogue } from "../de/translation.ts";

// Texts of a puzzle's rating line and the share panel, which the play page shows. The own-puzzle
// page (import) has its texts in own-puzzle-page.ts.
const ownPuzzle = {
  title: "Own Sudoku no. {{id}}",
  rating: {
    label: "Rating",
    beyond: "Harder than 5 stars",
    numeric: "Difficulty {{value}}",
    hardest: "Hardest technique: {{name}}",
    singlesOnly: "singles only",
  },
  share: {
    heading: "Share",
    button: "Share link",
    includeProgress: "Include my progress",
    linkLabel: "Link to this Sudoku",
    copied: "The link is on the clipboard.",
    shared: "The link was shared.",
    manual: "Copying did not work. Select the link above and copy it yourself.",
    shareTitle: "Sudoku no. {{id}}",
  },
  sharedProgress: "This Sudoku came with the progress of the person who shared it.",
  badProgress: "The progress in the link is not valid. The Sudoku starts without it.",
} satisfies FirstCatalogue["ownPuzzle"];

export default ownPuzzle;
