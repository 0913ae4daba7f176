// Texts of the Daily Sudoku that every page needs: the sidebar calendar and the drawer. The daily
// page's and the winners page's own texts (daily-page.ts) travel with those pages' loader data.
const daily = {
  title: "Sudoku des Tages",
  calendarWeek: "KW",
  calendarWeekFull: "Kalenderwoche",
  solved: "gelöst",
  unsolved: "nicht gelöst",
  frozen: "mit Serienschutz überbrückt",
  streak: "Serie: {{current}} · Rekord: {{longest}}",
  previousMonth: "Vormonat: {{month}}",
  nextMonth: "Folgemonat: {{month}}",
  solvedToday: "heute gelöst",
  calendarLogin: "Melde dich an und spiele mit, dann zeigt dir der Kalender deine gelösten Tage.",
  winnersButton: "Gewinner:innen",
  drawerWinners: "Bisherige Gewinner:innen",
};

export default daily;
