// The supporter texts every page may show: the sidebar box and the Black Friday banners. The
// supporter page's own texts are in supporter-page.ts (sent with that page, not in every page's JavaScript).
const supporter = {
  boxTitle: "Werbefrei spielen",
  boxText: "Ab 1 € spielst du ohne Werbung und hilfst uns, die Sudoku-Oase zu betreiben. 10 € = 12 Monate werbefrei.",
  boxLink: "Unterstützer:in werden",
  blackFridaySmall: "Black Friday: heute 25 % mehr werbefreie Zeit",
  blackFridayLargeTitle: "Black Friday in der Sudoku-Oase",
  blackFridayLargeText:
    "Nur heute: Jede Unterstützung bringt 25 % mehr werbefreie Zeit – für 10 € spielst du 15 statt 12 Monate ohne Werbung.",
  blackFridayLink: "Jetzt unterstützen",
};

export default supporter;
