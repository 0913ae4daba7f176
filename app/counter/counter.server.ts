// The visitor counter (SPEC §7 `POST /api/counter`): counts a ping in D1 and answers with the
// three figures. The counting is exact (atomic in D1, see counts.server.ts); the figures
// come from a snapshot in KV that a ping refreshes at most once a minute, so most pings read no
// figures from D1 at all. KV suits that snapshot (one small value, read everywhere, written once a
// minute) and would not suit the counting (one write per second per key, eventually consistent).
import {
  COUNTER_NO_ID,
  COUNTER_ONLINE_MINUTES,
  COUNTER_SNAPSHOT_KEY,
  COUNTER_SNAPSHOT_TTL_S,
  COUNTER_MINUTE_RETENTION_DAYS,
  COUNTER_VISITOR_RETENTION_DAYS,
} from "../config/counter.ts";
import type { Db } from "../db/client.server.ts";
import { addDays, berlinDate } from "../lib/dates/berlin-time.ts";
import { counterFigures, pruneCounter, recordPing, visitorKnown, type CounterFigures, type RowCost } from "./counts.server.ts";

export interface CounterDeps {
  db: Db;
  kv: KVNamespace;
  now: Date;
  /** Keeps the snapshot write alive after the answer went out (ExecutionContext.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
}

export interface CounterAnswer extends CounterFigures {
  counterUUID: string;
  /** Whether the figures came from the KV snapshot or were read from D1 (and the snapshot renewed). */
  source: "snapshot" | "d1";
  /** D1 rows this ping cost (the id check, the count and, when renewed, the figures). */
  cost: RowCost;
}

interface Snapshot extends CounterFigures {
  minute: number;
  day: string;
}

const MINUTE_MS = 60 * 1000;

export function epochMinute(now: Date): number {
  return Math.floor(now.getTime() / MINUTE_MS);
}

/**
 * One ping. `sent` is the validated id (lower case) or "none". An id the server does not know
 * (never issued, or pruned) is not adopted: the visitor gets a new one, as with "none".
 */
export async function pingCounter(deps: CounterDeps, sent: string): Promise<CounterAnswer> {
  const { db, now } = deps;
  const minute = epochMinute(now);
  const day = berlinDate(now);
  const cost: RowCost = { rowsRead: 0, rowsWritten: 0 };
  const add = (c: RowCost) => {
    cost.rowsRead += c.rowsRead;
    cost.rowsWritten += c.rowsWritten;
  };
  let id = sent === COUNTER_NO_ID ? null : sent;
  if (id !== null) {
    const check = await visitorKnown(db, id);
    add(check);
    if (!check.known) id = null;
  }
  id ??= crypto.randomUUID();
  add(await recordPing(db, { id, minute, day }));

  const snapshot = await readSnapshot(deps.kv);
  if (snapshot && snapshot.minute === minute && snapshot.day === day) {
    return { counterUUID: id, online: snapshot.online, today: snapshot.today, yesterday: snapshot.yesterday, source: "snapshot", cost };
  }
  const figures = await currentFigures(db, now);
  add(figures);
  const fresh: Snapshot = { minute, day, online: figures.online, today: figures.today, yesterday: figures.yesterday };
  deps.waitUntil(writeSnapshot(deps.kv, fresh));
  return { counterUUID: id, online: fresh.online, today: fresh.today, yesterday: fresh.yesterday, source: "d1", cost };
}

/** The figures as D1 has them now: online over the window, today and yesterday in Berlin. */
export async function currentFigures(db: Db, now: Date): Promise<CounterFigures & RowCost> {
  const minute = epochMinute(now);
  const today = berlinDate(now);
  return counterFigures(db, { fromMinute: minute - COUNTER_ONLINE_MINUTES, toMinute: minute, today, yesterday: addDays(today, -1) });
}

async function readSnapshot(kv: KVNamespace): Promise<Snapshot | null> {
  try {
    return await kv.get<Snapshot>(COUNTER_SNAPSHOT_KEY, "json");
  } catch (error) {
    // KV down or a value we cannot read: the figures come from D1, the count is unaffected.
    console.error("counter snapshot read failed", error);
    return null;
  }
}

async function writeSnapshot(kv: KVNamespace, snapshot: Snapshot): Promise<void> {
  try {
    await kv.put(COUNTER_SNAPSHOT_KEY, JSON.stringify(snapshot), { expirationTtl: COUNTER_SNAPSHOT_TTL_S });
  } catch (error) {
    // Two isolates renewing the same minute may meet KV's one-write-per-second limit; the other
    // write holds the same minute's figures, so losing this one loses nothing.
    console.error("counter snapshot write failed", error);
  }
}

/** Nightly housekeeping: forget visitors after two days, minute buckets after one. */
export async function pruneCounterData(db: Db, now: Date): Promise<number> {
  return pruneCounter(db, epochMinute(now), COUNTER_VISITOR_RETENTION_DAYS, COUNTER_MINUTE_RETENTION_DAYS);
}
