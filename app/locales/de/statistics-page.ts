// Texts of the statistics page (issue 31) and its links in the drawer and the account card:
// loaded on demand (on-demand.ts), not with the play page.
const statisticsPage = {
  title: "Deine Statistik",
  navLabel: "Statistik",
  description:
    "Deine gelösten Sudokus nach Stufe: Zeiten, Trend, perfekte Lösungen, dein Sudoku des Tages und die Techniken, die du geübt hast.",
  notAuthenticated: "Du bist nicht angemeldet.",
  notAuthenticatedText: "Melde dich an, um deine Statistik zu sehen.",
  toLogin: "Zur Anmeldung",
  summary_one: "Du hast {{count}} Sudoku gelöst, davon {{perfect}} perfekt.",
  summary_other: "Du hast {{count}} Sudokus gelöst, davon {{perfect}} perfekt.",
  empty: "Noch keine gelösten Sudokus. Sobald du eines löst, steht es hier.",
  levelsHeading: "Nach Schwierigkeitsstufe",
  levelsTable: "Tabelle der Stufen",
  levelsNote:
    "Die Zeit ist die Uhr des Spiels beim Lösen. Der Median ist die mittlere Zeit; bei einer geraden Anzahl der Mittelwert der beiden mittleren Zeiten, auf Sekunden gerundet. Perfekt heißt: ohne Prüfen, ohne Hinweis und ohne Fehler.",
  columns: {
    level: "Stufe",
    solved: "Gelöst",
    best: "Beste Zeit",
    median: "Median",
    perfect: "Perfekt",
    trend: "Trend",
  },
  noTime: "keine Zeit",
  trendHeading: "Deine letzten Zeiten",
  trendCaption_one: "{{level}}: deine letzte Lösungszeit",
  trendCaption_other: "{{level}}: deine letzten {{count}} Lösungszeiten, die älteste zuerst",
  trendTable: "Als Tabelle",
  trendNumber: "Nr.",
  trendTime: "Zeit",
  verdict: {
    faster: "Schneller als bei deinen früheren Lösungen",
    slower: "Langsamer als bei deinen früheren Lösungen",
    steady: "Etwa so schnell wie bei deinen früheren Lösungen",
    few: "Noch zu wenige Lösungen mit Zeit für einen Trend",
  },
  dailyHeading: "Sudoku des Tages",
  dailySolved_one: "{{count}} Sudoku des Tages gelöst, davon {{onDay}} an seinem Tag.",
  dailySolved_other: "{{count}} Sudokus des Tages gelöst, davon {{onDay}} an ihrem Tag.",
  currentStreak_one: "Aktuelle Serie: {{count}} Tag",
  currentStreak_other: "Aktuelle Serie: {{count}} Tage",
  longestStreak_one: "Längste Serie: {{count}} Tag",
  longestStreak_other: "Längste Serie: {{count}} Tage",
  techniquesHeading: "Dein Technik-Profil",
  techniquesIntro:
    "Welche Techniken die Lösungswege deiner gelösten Sudokus brauchten, und bei welchen du um einen Hinweis gebeten hast. Jede Lektion erklärt die Technik und hat Übungsrätsel.",
  techniquesEmpty: "Sobald du Sudokus gelöst hast, siehst du hier, welche Techniken sie brauchten.",
  techniqueColumns: {
    technique: "Technik",
    needed: "Gebraucht in",
    hinted: "Mit Hinweis",
    learn: "Üben",
  },
  lesson: "Lektion",
  practice: "Übungsrätsel",
  lessonLabel: "Lektion: {{name}}",
  practiceLabel: "Übungsrätsel: {{name}}",
};

export default statisticsPage;
