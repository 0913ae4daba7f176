import type { Catalogue } from "../de/translation.ts";

// Texts of the Daily Sudoku, its calendar, the monthly draw and the winners.
const daily = {
  title: "Daily Sudoku",
  description: "A new Sudoku every day from midnight: easy on Mondays, very hard on Sundays – with a calendar and a monthly prize draw.",
  notYet: "The Sudoku for this day is only available from midnight (German time) on that day.",
  notFound: "There is no Daily Sudoku for this day or number.",
  badKey: "Give a date (YYYY-MM-DD) or the number of a Daily Sudoku.",
  invalidDate: "The date must be a valid date in the form YYYY-MM-DD.",
  termsRequired: "Please accept the terms of participation first.",
  agreementInvalid: "To take part you need to accept the terms of participation.",
  agreementSaved: "Thank you! You can now take part in the Daily Sudoku.",
  invalidMonth: "The month must be given in the form YYYY-MM.",
  drawNotFound: "There is no draw for this month.",
  noPool: "No Daily Sudoku is available right now. Please try again later.",
} satisfies Catalogue["daily"];

export default daily;
