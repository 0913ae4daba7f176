import type de from "../de/offline-page.ts";

// Texts of the offline page and the service worker's notices (see ../de/offline-page.ts).
const offlinePage: typeof de = {
  title: "No connection",
  description:
    "This page is not kept on this device for offline use. Puzzles of every level, games in progress and lessons you have read work without a network.",
  text: "This page is not kept on this device, and there is no internet connection right now.",
  canHeading: "Without a connection you can",
  newPuzzle: "start a new puzzle:",
  continueGames: "continue your games in progress: open the level you were playing.",
  lessons: "read the academy lessons you have opened before.",
  saving: "Your moves stay on this device. If you are signed in, they go to your account as soon as the connection is back.",
  retry: "Try again",
  notices: {
    offlineCopy: "Offline: you are seeing the copy of this page kept on this device. Your moves are sent as soon as you are back online.",
    updated: "Sudoku-Oase is now on version {{version}}.",
    releaseNotes: "What's new?",
    close: "Close",
  },
};

export default offlinePage;
