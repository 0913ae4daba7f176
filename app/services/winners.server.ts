// The winners list (SPEC §2 /de/gewinner_innen, §7 POST /api/daily-sudoku/winners): every month
// with winners, newest first, back to the imported ones, and each draw's public proof.

import type { Db } from "../db/client.server.ts";
import { allDraws, allWinners, type DrawRow } from "../models/draws.server.ts";

export interface WinnerEntry {
  place: number;
  /** The profile name at the draw; empty means the page shows a neutral label. */
  name: string;
  prizeCents: number | null;
  prizeText: string | null;
}

export interface WinnerMonth {
  month: string;
  winners: WinnerEntry[];
  draw: { commitment: string; beaconRound: number; drawn: boolean; skipped: string | null; entries: boolean } | null;
}

function drawSummary(d: DrawRow | undefined): WinnerMonth["draw"] {
  if (!d) return null;
  return {
    commitment: d.commitment,
    beaconRound: d.beaconRound,
    drawn: d.drawnAt !== null,
    skipped: d.skipped,
    entries: d.entriesHash !== null,
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
    month.winners.push({ place: w.place, name: w.displayName, prizeCents: w.prizeCents, prizeText: w.prizeText });
    byMonth.set(w.month, month);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
}
