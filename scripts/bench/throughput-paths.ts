// The addresses the throughput figures cover: the trivial route as the yardstick, one puzzle
// call, and the pages players open most (every level, the daily page, content, academy, news).

export const TRIVIAL_PATH = "/robots.txt";
/** Every page should answer at least this share of the trivial route's requests per second. */
export const THROUGHPUT_GOAL = 0.5;

export const THROUGHPUT_PATHS = [
  "/api/sudoku/stars/3",
  "/",
  "/en",
  "/de/sehr-einfach",
  "/de/sehr-schwierig",
  "/de/sudoku-des-tages",
  "/de/gewinner_innen",
  "/de/faq",
  "/en/faq",
  "/de/akademie/lektionen/methoden/der-nackte-einer",
  "/de/synapsen",
  "/de/versionshinweise",
  "/de/unterstuetzer_innen",
];
