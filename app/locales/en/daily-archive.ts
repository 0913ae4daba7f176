import type { DailyArchiveTexts } from "../de/daily-archive.ts";

// Texts of the Daily Sudoku archive page and of its month call's answers (see the German module).
const dailyArchive = {
  title: "Daily Sudoku archive",
  description: "Every month of the Daily Sudoku in the calendar: replay any past day, with the days you solved and your streak.",
  previousName: "Previous month: {{month}}",
  nextName: "Next month: {{month}}",
  monthsLabel: "Months",
  currentStreak_one: "Current streak: {{count}} day",
  currentStreak_other: "Current streak: {{count}} days",
  longestStreak_one: "Longest streak: {{count}} day",
  longestStreak_other: "Longest streak: {{count}} days",
  streakRule:
    "A streak counts the days in a row whose puzzle you solved on its own day. One missed day per week (Monday to Sunday) is bridged by the streak freeze (❄) on its own: it does not count and does not break the streak. A second missed day in the same week, or two missed days in a row, end it. While today is still open, your streak goes on.",
  loginHint: "Sign in, and the archive shows the days you solved and your streak.",
  playHint: "Every day leads to its puzzle. Past days are replayed for practice: for the draw a puzzle counts only on its own day.",
  currentMonth: "To the current month",
  badMonthTitle: "Invalid month",
  badMonth: "The month must be given in the form YYYY-MM, for example {{example}}.",
  monthNotFoundTitle: "No calendar for this month",
  monthNotFound: "There is no Daily Sudoku calendar for this month: the archive runs from {{first}} to {{last}}.",
  // GET /api/daily-sudoku/statistics?month=
  monthOutOfRange: "There is no Daily Sudoku calendar for this month.",
} satisfies DailyArchiveTexts;

export default dailyArchive;
