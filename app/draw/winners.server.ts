// The winners list (SPEC §2 /de/gewinner_innen, §7 POST /api/daily-sudoku/winners): every month
// with winners or a draw, newest first, back to the imported ones, and each draw's public proof.
// The seed and the beacon's value appear only once the month is drawn; the label key never.

import type { Db } from "../db/client.server.ts";
import { allDraws, allWinners, lotsOf, type DrawRow } from "./draws.server.ts";

export interface WinnerEntry {
  place: number;
  /** The profile name at the draw; empty means the page shows a neutral label. */
  name: string;
  prizeCents: number | null;
  prizeText: string | null;
  /** Taken over from the former site's archive (no draw data behind it). */
  imported: boolean;
}

export interface DrawSummary {
  /** open: the month runs or its lots are not frozen; waiting: frozen, beacon round not out yet. */
  state: "open" | "waiting" | "drawn" | "skipped";
  commitment: string;
  beaconRound: number;
  /** Published with the result, never before. */
  seed: string | null;
  entriesHash: string | null;
  randomness: string | null;
  skipped: string | null;
}

export interface WinnerMonth {
  month: string;
  winners: WinnerEntry[];
  draw: DrawSummary | null;
}

function stateOf(d: DrawRow): DrawSummary["state"] {
  if (d.skipped) return "skipped";
  if (d.drawnAt) return "drawn";
  return d.entriesHash ? "waiting" : "open";
}

function drawSummary(d: DrawRow | undefined): DrawSummary | null {
  if (!d) return null;
  const drawn = d.drawnAt !== null;
  return {
    state: stateOf(d),
    commitment: d.commitment,
    beaconRound: d.beaconRound,
    seed: drawn ? d.seed : null,
    entriesHash: d.entriesHash,
    randomness: drawn ? d.beaconRandomness : null,
    skipped: d.skipped,
  };
}

/** Months with winners or a draw (drawn, waiting or committed ahead), newest first. */
export async function winnerMonths(db: Db): Promise<WinnerMonth[]> {
  const [winners, draws] = await Promise.all([allWinners(db), allDraws(db)]);
  const byMonth = new Map<string, WinnerMonth>();
  const drawOf = new Map(draws.map((d) => [d.month, d]));
  for (const d of draws) byMonth.set(d.month, { month: d.month, winners: [], draw: drawSummary(d) });
  for (const w of winners) {
    const month = byMonth.get(w.month) ?? { month: w.month, winners: [], draw: drawSummary(drawOf.get(w.month)) };
    month.winners.push({ place: w.place, name: w.displayName, prizeCents: w.prizeCents, prizeText: w.prizeText, imported: w.imported });
    byMonth.set(w.month, month);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
}

/** A signed-in player's lots per frozen month, so they can find themselves in the published lists. */
export async function playerLots(db: Db, userId: number): Promise<Record<string, { participant: string; lots: number }>> {
  const rows = await lotsOf(db, userId);
  return Object.fromEntries(rows.map((r) => [r.month, { participant: r.participant, lots: r.lots }]));
}
