import type { Catalogue } from "../de/translation.ts";

const supporter: Catalogue["supporter"] = {
  boxTitle: "Play without ads",
  boxText: "From 1 € you play without ads and help us run Sudoku-Oase. 10 € = 12 ad-free months.",
  boxLink: "Become a supporter",
  blackFridaySmall: "Black Friday: 25 % more ad-free time today",
  blackFridayLargeTitle: "Black Friday at Sudoku-Oase",
  blackFridayLargeText: "Today only: every contribution brings 25 % more ad-free time – 15 instead of 12 months without ads for 10 €.",
  blackFridayLink: "Support us now",
};

export default supporter;
