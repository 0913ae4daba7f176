import type { Catalogue } from "../de/translation.ts";

// Texts of the Daily Sudoku that every page needs: the sidebar calendar and the drawer.
const daily = {
  title: "Daily Sudoku",
  calendarWeek: "Wk",
  calendarWeekFull: "Calendar week",
  solved: "solved",
  unsolved: "not solved",
  frozen: "bridged by a streak freeze",
  streak: "Streak: {{current}} · Best: {{longest}}",
  previousMonth: "Previous month: {{month}}",
  nextMonth: "Next month: {{month}}",
  solvedToday: "solved today",
  calendarLogin: "Sign in and play along, and the calendar shows the days you solved.",
  winnersButton: "Winners",
  drawerWinners: "Previous winners",
} satisfies Catalogue["daily"];

export default daily;
