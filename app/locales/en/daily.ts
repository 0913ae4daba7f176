import type { Catalogue } from "../de/translation.ts";

// Texts of the Daily Sudoku that every page needs: the sidebar calendar and the drawer.
const daily = {
  title: "Daily Sudoku",
  calendarTitle: "Daily Sudoku",
  calendarWeek: "Wk",
  calendarWeekFull: "Calendar week",
  solved: "solved",
  unsolved: "not solved",
  solvedToday: "solved today",
  calendarLogin: "Sign in and play along, and the calendar shows the days you solved.",
  calendarTerms: "Accept the terms of participation, and the calendar shows the days you solved.",
  playDay: "Play the Daily Sudoku of {{date}}",
  winnersButton: "Winners",
  drawerWinners: "Previous winners",
} satisfies Catalogue["daily"];

export default daily;
