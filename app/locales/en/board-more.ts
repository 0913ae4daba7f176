import type boardMoreDe from "../de/board-more.ts";
// The board's texts that only show once a player opens something: the settings and the reset and
// save dialogs. Loaded on demand (on-demand.ts) when one of them is first opened, not with the play page.
const boardMore: typeof boardMoreDe = {
  speedMode: "Speed mode (short confirmation time)",
  invertMode: "Digit first, then cell",
  highlightMode: "Highlight row, column and box",
  showConflicts: "Show repeated digits",
  largePrint: "Large digits",
  autoClean: "Clean up the notes in the row, column and box when a digit goes in",
  hideTimer: "Hide the clock (it keeps running)",
  liveNotes: "Live candidates: notes follow the grid, your eliminations stay",
  mistakeModeLegend: "Mistakes in this game",
  mistakeModeNote: "Applies to this game and every new one. With mistakes shown at once a game does not count as perfectly solved.",
  resetTitle: "Reset your inputs?",
  resetText: "All your entries, notes and colours will be deleted. The given digits stay.",
  resetConfirm: "Yes, reset",
  saveTitle: "Save your game",
  saveText: "To save to your account, please log in. Until then your game stays in this browser.",
  saveOk: "Got it",
  saveSignIn: "Sign in now",
  saveSignInNote: "After signing in you come back to this puzzle, and your game is saved.",
  paused: "Paused: the grid is covered and the clock has stopped.",
  pausedIdle: "Paused after {{minutes}} minutes without input: the clock has stopped.",
  resume: "Play on",
  failedTitle: "This attempt is over",
  failedText: "In strict mode {{limit}} mistakes end the game. Try again right away!",
  failedAgain: "Start again",
  backDone_one: "One step back: everything up to here is correct.",
  backDone_other: "{{count}} steps back: everything up to here is correct.",
  backNothing: "No wrong entry: you are on the right track.",
  solvedTitle: "Well done!",
  solvedText: "You solved Sudoku no. {{id}} in {{time}}.",
  dailySolvedText: "You solved the daily Sudoku of {{date}} in {{time}}.",
  perfect: "Perfectly solved: no check and no hint!",
  solvedWithHelp: "Solved with some help ({{checked}}, {{hints}}). Maybe next time you will do it all on your own!",
  mode: {
    relaxed: "Show at once (relaxed)",
    classic: "Show when I check (classic)",
    strict: "Three mistakes end the game (strict)",
  },
};

export default boardMore;
