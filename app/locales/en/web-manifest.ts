import type { WebManifestTexts } from "../de/web-manifest.ts";

const webManifest = {
  name: "Sudoku-Oase: Play Sudoku",
  shortName: "Sudoku-Oase",
  description: "Over 100,000 Sudokus in five levels – free, fairly rated, solvable without guessing.",
  shortcuts: {
    daily: { name: "Daily Sudoku", shortName: "Daily" },
    veryEasy: { name: "Very easy Sudoku", shortName: "Very easy" },
    medium: { name: "Medium Sudoku", shortName: "Medium" },
  },
} satisfies WebManifestTexts;

export default webManifest;
