// The monthly draw (SPEC §1; the algorithm is app/draw/draw.ts, docs in app/content/*/draw-method.md):
// commit to a secret seed before the month, freeze the lots when it ends, draw once the beacon
// round fixed in advance is out, tell the winners. Every step is idempotent.

import { DRAW_PLACES, DRAW_PRIZE_CENTS } from "../config/daily.ts";
import type { Db } from "../db/client.server.ts";
import { berlinDate, berlinDayStart } from "../lib/dates/berlin-time.ts";
import { datesOfMonth, monthOf, nextMonth } from "../daily/schedule.ts";
import type { DrandChain } from "../clients/drand-bls.ts";
import {
  canonicalEntries,
  commitmentOf,
  drawFreezeAt,
  drawWinners,
  drandRoundAfter,
  entriesHash,
  newSeed,
  participantLabeler,
  type DrawPublication,
} from "./draw.ts";
import { DRAW_ALGORITHM } from "./draw.ts";
import { lotsBetween } from "../daily/daily-results.server.ts";
import {
  createDraw,
  displayNames,
  drawOf,
  entriesOf,
  freezeDraw,
  claimWinnerMail,
  markNotified,
  monthsOwingWinnerMail,
  pendingDraws,
  releaseWinnerMail,
  recordDraw,
  unnotifiedWinners,
  winnersOf,
  type DrawRow,
} from "./draws.server.ts";
import { BeaconError, type Beacon } from "../clients/beacon.server.ts";
import { winnerMail } from "../mail/mail-templates.server.ts";
import { mayHaveBeenSent, type Mailer } from "../clients/mailer.server.ts";

/** Why a month is not drawn: its commitment was made after the month had begun, so it proves nothing. */
export const COMMITTED_LATE = "committed-late";

/**
 * The month's draw with its commitment, created now if missing. A commitment made after the month
 * began could have been chosen knowing the lots, so such a month is marked and never drawn.
 */
export async function ensureDraw(db: Db, month: string, now: Date, chain: DrandChain): Promise<DrawRow> {
  const existing = await drawOf(db, month);
  if (existing) return existing;
  const seed = newSeed();
  const freezeAt = drawFreezeAt(month);
  return createDraw(db, {
    month,
    seed,
    labelKey: newSeed(),
    commitment: await commitmentOf(seed),
    committedAt: now,
    freezeAt: new Date(freezeAt),
    chainHash: chain.chainHash,
    beaconRound: drandRoundAfter(freezeAt, chain),
    skipped: now.getTime() >= berlinDayStart(`${month}-01`) ? COMMITTED_LATE : null,
  });
}

/** The lots of a month from the stored results: one per player and day solved on that day, terms accepted by then (lots.ts). */
async function collectEntries(db: Db, draw: DrawRow) {
  const dates = datesOfMonth(draw.month);
  const solved = await lotsBetween(db, dates[0]!, dates.at(-1)!);
  const label = await participantLabeler(draw.labelKey);
  const entries = await Promise.all(solved.map(async (s) => ({ participant: await label(s.userId), date: s.date, userId: s.userId })));
  return canonicalEntries(entries);
}

export type DrawStep =
  | { kind: "drawn"; month: string; winners: number }
  | { kind: "waiting"; month: string; round: number; reason: string }
  | { kind: "failed"; month: string; reason: string };

/** Freezes (once) and draws one month; a beacon that is not there yet leaves it frozen for the next trigger. */
export async function drawMonth(db: Db, draw: DrawRow, beacon: Beacon, now: Date): Promise<DrawStep> {
  if (draw.chainHash !== beacon.chain.chainHash) {
    return {
      kind: "failed",
      month: draw.month,
      reason: `the draw fixed beacon chain ${draw.chainHash}, this Worker reads ${beacon.chain.chainHash}`,
    };
  }
  if (draw.entriesHash === null) {
    const entries = await collectEntries(db, draw);
    await freezeDraw(db, draw.month, entries, await entriesHash(entries), now);
  }
  const frozen = (await drawOf(db, draw.month))!;
  const entries = await entriesOf(db, draw.month);
  let round;
  try {
    round = await beacon.fetchRound(draw.beaconRound);
  } catch (error) {
    if (error instanceof BeaconError && error.kind !== "invalid") {
      return { kind: "waiting", month: draw.month, round: draw.beaconRound, reason: `${error.kind}: ${error.message}` };
    }
    throw error;
  }
  const winners = await drawWinners({
    seed: frozen.seed,
    entriesHash: frozen.entriesHash!,
    randomness: round.randomness,
    entries,
    places: DRAW_PLACES,
  });
  const userOf = new Map(entries.map((e) => [e.participant, e.userId]));
  const names = await displayNames(
    db,
    winners.map((w) => userOf.get(w.participant)).filter((id): id is number => typeof id === "number"),
  );
  await recordDraw(
    db,
    draw.month,
    round,
    winners.map((w) => {
      const userId = userOf.get(w.participant) ?? null;
      return {
        place: w.place,
        participant: w.participant,
        userId,
        displayName: userId === null ? "" : (names.get(userId) ?? ""),
        prizeCents: DRAW_PRIZE_CENTS[w.place - 1] ?? 0,
      };
    }),
    now,
  );
  return { kind: "drawn", month: draw.month, winners: winners.length };
}

/**
 * Mails every winner of a month still owed the mail, each at most once: the mail is claimed before
 * it is sent. A send that certainly did not go out gives the claim back, so the next run retries
 * it; one that may have gone out (MailChannels answered too late) keeps it, and the log says so.
 */
export async function notifyWinners(db: Db, month: string, mailer: Mailer, now: Date): Promise<number> {
  let sent = 0;
  for (const winner of await unnotifiedWinners(db, month)) {
    if (!(await claimWinnerMail(db, month, winner.place, now))) continue;
    try {
      await mailer.send({ to: winner.email, locale: "de", ...winnerMail(month, winner.place, winner.prizeCents ?? 0) });
    } catch (error) {
      if (mayHaveBeenSent(error)) {
        console.error(
          `draw ${month}: the mail to the winner of place ${winner.place} may have been sent; not resent ` +
            "(draw_winners.notify_attempted_at set, notified_at empty: check MailChannels' log)",
          error,
        );
      } else {
        await releaseWinnerMail(db, month, winner.place);
        console.error(`draw ${month}: could not tell the winner of place ${winner.place}; retried at the next run`, error);
      }
      continue;
    }
    await markNotified(db, month, winner.place, now);
    sent++;
  }
  return sent;
}

/**
 * The draw job: commitments for this and the next month, then every month whose lots have frozen
 * and that is not drawn yet. Runs at Berlin midnight and again every hour, so a beacon that was
 * not out or not reachable is asked again soon, and a winner mail that certainly did not go out is
 * sent again; each run says in its detail what it waits for.
 */
export async function runDraws(db: Db, beacon: Beacon, mailer: Mailer, now: Date): Promise<string> {
  const thisMonth = monthOf(berlinDate(now));
  await ensureDraw(db, thisMonth, now, beacon.chain);
  await ensureDraw(db, nextMonth(thisMonth), now, beacon.chain);
  const notes: string[] = [];
  const mailedNow = new Set<string>();
  for (const draw of await pendingDraws(db, now)) {
    const step = await drawMonth(db, draw, beacon, now);
    if (step.kind === "drawn") {
      const told = await notifyWinners(db, draw.month, mailer, now);
      mailedNow.add(draw.month);
      notes.push(`${draw.month}: drawn, ${step.winners} winner(s), ${told} told`);
    } else if (step.kind === "waiting") {
      console.warn(`draw ${draw.month}: waiting for drand round ${step.round} (${step.reason}); retried at the next trigger`);
      notes.push(`${draw.month}: waiting for drand round ${step.round} (${step.reason}); retried at the next trigger`);
    } else {
      console.error(`draw ${draw.month}: ${step.reason}`);
      notes.push(`${draw.month}: ${step.reason}`);
    }
  }
  // Winner mails of earlier runs that certainly did not go out.
  for (const month of await monthsOwingWinnerMail(db)) {
    if (mailedNow.has(month)) continue;
    const told = await notifyWinners(db, month, mailer, now);
    notes.push(`${month}: ${told} winner(s) told on retry`);
  }
  return notes.length ? notes.join("; ") : "no draw due";
}

/** What the site publishes about a month's draw (GET /api/daily-sudoku/draws/:month): nothing secret before the draw. */
export async function drawPublication(db: Db, month: string): Promise<DrawPublication | undefined> {
  const draw = await drawOf(db, month);
  if (!draw) return undefined;
  const drawn = draw.drawnAt !== null;
  const entries = draw.entriesHash === null ? [] : (await entriesOf(db, month)).map(({ participant, date }) => ({ participant, date }));
  const winners = drawn ? (await winnersOf(db, month)).map((w) => ({ place: w.place, participant: w.participant ?? "" })) : [];
  return {
    algorithm: DRAW_ALGORITHM,
    month,
    commitment: draw.commitment,
    seed: drawn ? draw.seed : null,
    freezeAt: draw.freezeAt.toISOString(),
    beacon: {
      chainHash: draw.chainHash,
      round: draw.beaconRound,
      randomness: draw.beaconRandomness,
      signature: draw.beaconSignature,
    },
    entriesHash: draw.entriesHash,
    entries,
    winners,
  };
}
