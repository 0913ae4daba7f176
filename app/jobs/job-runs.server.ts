// The cron jobs' record in D1: one row per (job, Berlin date). The claim is the insert, so a
// second trigger for the same day finds the key taken; workers/jobs/runner.ts decides what to do.

import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema.ts";

/** Claims (job, Berlin date); false when a run for that day already holds it. */
export async function claimJobRun(db: Db, job: string, berlinDate: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job, runDate: berlinDate, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

export async function finishJobRun(db: Db, job: string, berlinDate: string, finishedAt: Date, detail: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt, detail })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runDate, berlinDate)));
}

/** Gives a failed run's claim back, so the next trigger (or a manual one) can retry it. */
export async function releaseJobRun(db: Db, job: string, berlinDate: string): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runDate, berlinDate)));
}

/** Deletes the record of runs started before `cutoff`; returns how many. */
export async function pruneJobRuns(db: Db, cutoff: Date): Promise<number> {
  const runs = await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff)).returning({ job: jobRuns.job });
  return runs.length;
}
