// The facts a result card is made of (issue 31, "A result worth sharing"): which game, its level,
// the time on the board's clock, the hints and, for a signed-in player's daily, the streak. Never
// the grid: the card, the shared link and the image are built from these facts alone, so nothing
// in them can give a digit away. The link carries them in its query (resultQuery); the result page
// and its image read them back (result-query.ts).

import type { Level } from "../config/constants.ts";

export type ResultGame = { kind: "daily"; date: string } | { kind: "puzzle"; id: number };

export interface ResultFacts {
  game: ResultGame;
  stars: Level;
  /** Seconds on the board's clock. */
  time: number;
  hints: number;
  /** The daily streak the page knows after this solve; null for visitors and catalogue puzzles. */
  streak: number | null;
}

/** The query of a card's link and image: the facts in a fixed order, the streak only with a day. */
export function resultQuery(facts: ResultFacts): string {
  const params = new URLSearchParams();
  if (facts.game.kind === "daily") params.set("date", facts.game.date);
  else params.set("id", String(facts.game.id));
  params.set("stars", String(facts.stars));
  params.set("time", String(facts.time));
  params.set("hints", String(facts.hints));
  if (facts.game.kind === "daily" && facts.streak !== null) params.set("streak", String(facts.streak));
  return params.toString();
}
