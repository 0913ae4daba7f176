// An honest draw publication built with the draw's own functions and the development beacon: the
// fixture the verifier's tests (app/draw/draw.test.ts) and the draw:verify script's tests start from.

import { DRAW_PLACES } from "../../app/config/daily.ts";
import { DEV_BEACON, signDevRound } from "../../app/clients/drand-bls.ts";
import {
  DRAW_ALGORITHM,
  canonicalEntries,
  commitmentOf,
  drandRoundAfter,
  drawFreezeAt,
  drawWinners,
  entriesHash,
  participantLabel,
  type DrawEntry,
  type DrawPublication,
} from "../../app/draw/draw.ts";

export interface DevPublicationOptions {
  month: string;
  seed: string;
  labelKey: string;
  /** The k-th player (0-based) solves k + 2 days: more lots for later players. */
  userIds: readonly number[];
  /** The day of the month of a player's d-th lot (1-based). */
  dayOfMonth: (d: number) => number;
}

export async function devPublication(o: DevPublicationOptions): Promise<DrawPublication> {
  const entries: DrawEntry[] = [];
  for (const [k, userId] of o.userIds.entries()) {
    const participant = await participantLabel(o.labelKey, userId);
    for (let d = 1; d <= k + 2; d++) entries.push({ participant, date: `${o.month}-${String(o.dayOfMonth(d)).padStart(2, "0")}` });
  }
  const sorted = canonicalEntries(entries);
  const freezeAt = drawFreezeAt(o.month);
  const round = await signDevRound(drandRoundAfter(freezeAt, DEV_BEACON));
  const listHash = await entriesHash(sorted);
  return {
    algorithm: DRAW_ALGORITHM,
    month: o.month,
    commitment: await commitmentOf(o.seed),
    seed: o.seed,
    freezeAt: new Date(freezeAt).toISOString(),
    beacon: { chainHash: DEV_BEACON.chainHash, ...round },
    entriesHash: listHash,
    entries: sorted,
    winners: await drawWinners({ seed: o.seed, entriesHash: listHash, randomness: round.randomness, entries: sorted, places: DRAW_PLACES }),
  };
}
