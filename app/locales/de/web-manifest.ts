// The web app manifest's texts (app/shell/web-manifest.ts): what an installed Sudoku-Oase is called
// on the home screen, in the app list and in its shortcuts' menu. Only the Worker reads them, when
// it answers /manifest.de.webmanifest, so no page's catalogue carries them.
const webManifest = {
  name: "Sudoku-Oase: Sudoku spielen",
  shortName: "Sudoku-Oase",
  description: "Über 100.000 Sudokus in fünf Stufen – kostenlos, fair bewertet, ohne Raten lösbar.",
  shortcuts: {
    daily: { name: "Sudoku des Tages", shortName: "Des Tages" },
    veryEasy: { name: "Sehr einfaches Sudoku", shortName: "Sehr einfach" },
    medium: { name: "Mittelschweres Sudoku", shortName: "Mittel" },
  },
};

export default webManifest;

export type WebManifestTexts = typeof webManifest;
