// A solved game's result card facts (app/share/result-facts.ts): the game's day or number, level,
// clock, hints and the streak its kind was given. Only these fields of the state are read; the
// grid never reaches the card.

import { LEVELS, type Level } from "../config/constants.ts";
import type { ResultFacts } from "../share/result-facts.ts";
import type { GameKind } from "./game-kind.ts";
import type { GameState } from "./game-state.ts";

export function resultFactsOf(
  state: Pick<GameState, "id" | "stars" | "elapsed" | "hints">,
  kind: Pick<GameKind, "save" | "streak">,
): ResultFacts {
  const stars: Level = (LEVELS as readonly number[]).includes(state.stars) ? (state.stars as Level) : 1;
  return {
    game: kind.save.kind === "daily" ? { kind: "daily", date: kind.save.date } : { kind: "puzzle", id: state.id },
    stars,
    time: Math.max(0, Math.floor(state.elapsed)),
    hints: state.hints,
    streak: kind.save.kind === "daily" ? (kind.streak ?? null) : null,
  };
}
