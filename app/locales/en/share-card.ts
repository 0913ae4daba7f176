import type { ShareCardTexts } from "../de/share-card.ts";

const shareCard: ShareCardTexts = {
  site: "Sudoku-Oase",
  dailyTitle: "Daily Sudoku of {{date}}",
  puzzleTitle: "Sudoku no. {{id}}",
  level: "{{stars}} {{level}}",
  time: "Time {{time}}",
  noHelp: "without help",
  hints_one: "with {{number}} hint",
  hints_other: "with {{number}} hints",
  streak_one: "Streak: {{number}} day",
  streak_other: "Streak: {{number}} days",
  heading: "Your result",
  previewLabel: "Text to share",
  button: "Share result",
  shareTitle: "My Sudoku result",
  shared: "Result shared.",
  copied: "Result copied to the clipboard.",
  manual: "The text is selected: copy it with Ctrl+C (⌘+C).",
  pageTitle: "Result",
  pageDescription: "A solved Sudoku: day or number, level, time and help, without giving away a digit.",
  pageLead: "This is how this Sudoku went. The digits stay secret: play it yourself!",
  playDaily: "Play this Daily Sudoku",
  playPuzzle: "Play this Sudoku",
  imageAlt: "Result card: {{text}}",
  badTitle: "This result link is broken",
  badText:
    "The link lacks a detail or has an invalid one. It needs the date (YYYY-MM-DD) or the Sudoku's number, the stars (1 to 5), the time in seconds and the number of hints.",
  noneTitle: "No such result",
  noneText: "There is no such day or Sudoku (yet), so there is no result for it either.",
  toToday: "To today's Daily Sudoku",
};

export default shareCard;
