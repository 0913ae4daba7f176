// Texts of the Daily Sudoku archive page (the calendar's earlier months) and of its month call's
// answers. On the server they are the `dailyArchive` namespace; the page gets its language's copy
// with its loader data, so the catalogue every page loads does not carry them.
const dailyArchive = {
  title: "Archiv des Sudokus des Tages",
  description:
    "Alle Monate des Sudokus des Tages im Kalender: jeder vergangene Tag zum Nachspielen, mit deinen gelösten Tagen und deiner Serie.",
  previousName: "Vormonat: {{month}}",
  nextName: "Folgemonat: {{month}}",
  monthsLabel: "Monate",
  currentStreak_one: "Aktuelle Serie: {{count}} Tag",
  currentStreak_other: "Aktuelle Serie: {{count}} Tage",
  longestStreak_one: "Längste Serie: {{count}} Tag",
  longestStreak_other: "Längste Serie: {{count}} Tage",
  streakRule:
    "Eine Serie zählt die Tage in Folge, deren Sudoku du an seinem Tag gelöst hast. Einen verpassten Tag pro Woche (Montag bis Sonntag) überbrückt der Serienschutz (❄) von selbst: Er zählt nicht mit und unterbricht die Serie nicht. Ein zweiter verpasster Tag in derselben Woche oder zwei verpasste Tage hintereinander beenden sie. Solange der heutige Tag offen ist, läuft deine Serie weiter.",
  loginHint: "Melde dich an, dann zeigt dir das Archiv deine gelösten Tage und deine Serie.",
  playHint:
    "Jeder Tag führt zu seinem Rätsel. Vergangene Tage spielst du zur Übung nach: Für die Verlosung zählt ein Rätsel nur an seinem Tag.",
  currentMonth: "Zum aktuellen Monat",
  badMonthTitle: "Ungültiger Monat",
  badMonth: "Der Monat muss im Format JJJJ-MM angegeben werden, zum Beispiel {{example}}.",
  monthNotFoundTitle: "Kein Kalender für diesen Monat",
  monthNotFound: "Für diesen Monat gibt es keinen Kalender des Sudokus des Tages: Das Archiv reicht von {{first}} bis {{last}}.",
  // GET /api/daily-sudoku/statistics?month=
  monthOutOfRange: "Für diesen Monat gibt es keinen Kalender des Sudokus des Tages.",
};

export type DailyArchiveTexts = typeof dailyArchive;
export default dailyArchive;
