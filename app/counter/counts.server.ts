// The visitor counter in D1. Every statement touches a handful of rows by primary key: a ping
// costs the same with ten visitors or a million. The ping is one batch (one D1 transaction), and
// each of its statements decides from the visitor's row as it is inside that transaction, so two
// pings of the same visitor at once, or in the wrong order, still count the visitor once.
import { lt } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { counterMinutes, counterVisitors } from "../db/schema.ts";

/** Rows D1 reports for a call (its `meta`), for the cost figures of the tests and benchmarks. */
export interface RowCost {
  rowsRead: number;
  rowsWritten: number;
}

function cost(results: { meta: { rows_read?: number; rows_written?: number } }[]): RowCost {
  let rowsRead = 0;
  let rowsWritten = 0;
  for (const r of results) {
    rowsRead += r.meta.rows_read ?? 0;
    rowsWritten += r.meta.rows_written ?? 0;
  }
  return { rowsRead, rowsWritten };
}

/** Whether the server handed out this id (and has not pruned it). */
export async function visitorKnown(db: Db, id: string): Promise<{ known: boolean } & RowCost> {
  const result = await db.$client.prepare("SELECT 1 AS known FROM counter_visitors WHERE id = ?1").bind(id).all();
  return { known: result.results.length > 0, ...cost([result]) };
}

export interface Ping {
  id: string;
  /** Epoch minutes of the ping. */
  minute: number;
  /** Berlin date of the ping. */
  day: string;
}

/**
 * Counts one ping. The visitor moves to the bucket of this minute (out of its old one) and is
 * counted for the day once; a ping older than the visitor's last (a late request) changes nothing.
 */
export async function recordPing(db: Db, ping: Ping): Promise<RowCost> {
  const d1 = db.$client;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE counter_minutes SET visitors = visitors - 1
         WHERE minute = (SELECT last_minute FROM counter_visitors WHERE id = ?1 AND last_minute < ?2)`,
      )
      .bind(ping.id, ping.minute),
    d1
      .prepare(
        `INSERT INTO counter_minutes (minute, visitors)
         SELECT ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM counter_visitors WHERE id = ?1 AND last_minute >= ?2)
         ON CONFLICT (minute) DO UPDATE SET visitors = visitors + 1`,
      )
      .bind(ping.id, ping.minute),
    d1
      .prepare(
        `INSERT INTO counter_days (day, visitors)
         SELECT ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM counter_visitors WHERE id = ?1 AND last_day >= ?2)
         ON CONFLICT (day) DO UPDATE SET visitors = visitors + 1`,
      )
      .bind(ping.id, ping.day),
    d1
      .prepare(
        `INSERT INTO counter_visitors (id, last_minute, last_day) VALUES (?1, ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET last_minute = max(last_minute, excluded.last_minute), last_day = max(last_day, excluded.last_day)
         WHERE last_minute < excluded.last_minute OR last_day < excluded.last_day`,
      )
      .bind(ping.id, ping.minute, ping.day),
  ]);
  return cost(results);
}

export interface CounterFigures {
  online: number;
  today: number;
  yesterday: number;
}

/** The three figures: a sum over the window's minute buckets and two day rows. */
export async function counterFigures(
  db: Db,
  window: { fromMinute: number; toMinute: number; today: string; yesterday: string },
): Promise<CounterFigures & RowCost> {
  const result = await db.$client
    .prepare(
      `SELECT (SELECT coalesce(sum(visitors), 0) FROM counter_minutes WHERE minute BETWEEN ?1 AND ?2) AS online,
              coalesce((SELECT visitors FROM counter_days WHERE day = ?3), 0) AS today,
              coalesce((SELECT visitors FROM counter_days WHERE day = ?4), 0) AS yesterday`,
    )
    .bind(window.fromMinute, window.toMinute, window.today, window.yesterday)
    .all<CounterFigures>();
  const row = result.results[0]!;
  return { online: row.online, today: row.today, yesterday: row.yesterday, ...cost([result]) };
}

/**
 * Housekeeping: visitors not seen for `visitorDays`, and minute buckets older than `minuteDays`.
 * The visitor table has no index on its minute (each ping would pay for one); this nightly scan
 * reads it once a day instead.
 */
export async function pruneCounter(db: Db, nowMinute: number, visitorDays: number, minuteDays: number): Promise<number> {
  const minutesPerDay = 24 * 60;
  const visitors = await db
    .delete(counterVisitors)
    .where(lt(counterVisitors.lastMinute, nowMinute - visitorDays * minutesPerDay))
    .run();
  await db
    .delete(counterMinutes)
    .where(lt(counterMinutes.minute, nowMinute - minuteDays * minutesPerDay))
    .run();
  return visitors.meta.changes;
}
