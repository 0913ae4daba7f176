import { createDb } from "../app/db/client.server.ts";
import { wallClock } from "./clock.ts";
import type { AppEnv } from "../app/env.server.ts";
import { berlinDate, isBerlinMidnight } from "../app/lib/dates/berlin-time.ts";
import { dailyPublish } from "./jobs/daily-publish.ts";
import { drawJob } from "./jobs/draw.ts";
import { housekeeping } from "./jobs/housekeeping.ts";
import type { Job } from "./jobs/index.ts";
import { runJobs, type JobOutcome } from "./jobs/runner.ts";

/** Midnight in Berlin is 22:00 UTC in summer time and 23:00 UTC in winter time. */
export const CRON_BERLIN_MIDNIGHT_SUMMER = "0 22 * * *";
export const CRON_BERLIN_MIDNIGHT_WINTER = "0 23 * * *";

/** Jobs that run at 00:00 Europe/Berlin, in order. Features add theirs here. */
export const MIDNIGHT_JOBS: readonly Job[] = [dailyPublish, drawJob, housekeeping];

/** Every hour at :07: draws that wait for their beacon round are tried again (idempotent, no claim needed). */
export const CRON_HOURLY_RETRY = "7 * * * *";

/**
 * The jobs work for the run's instant (the trigger's scheduled time); this clock only stamps when
 * each job finished, in job_runs, so an operator can see how long a run took.
 */
const finishClock = wallClock;

export interface ScheduledResult {
  cron: string;
  ran: boolean;
  reason: string;
  outcomes: JobOutcome[];
}

export async function handleScheduled(cron: string, scheduledTime: number, env: AppEnv): Promise<ScheduledResult> {
  const now = new Date(scheduledTime);
  switch (cron) {
    case CRON_BERLIN_MIDNIGHT_SUMMER:
    case CRON_BERLIN_MIDNIGHT_WINTER: {
      // Both triggers fire every day; only the one that lands on Berlin midnight does the work.
      if (!isBerlinMidnight(now)) {
        return { cron, ran: false, reason: "not Berlin midnight (the other trigger of the pair)", outcomes: [] };
      }
      const outcomes = await runJobs(MIDNIGHT_JOBS, { env, db: createDb(env.DB), now, berlinDate: berlinDate(now) }, finishClock);
      return { cron, ran: true, reason: "Berlin midnight", outcomes };
    }
    case CRON_HOURLY_RETRY: {
      const detail = await drawJob.run({ env, db: createDb(env.DB), now, berlinDate: berlinDate(now) });
      return { cron, ran: true, reason: "hourly draw retry", outcomes: [{ job: drawJob.name, status: "done", detail }] };
    }
    default:
      console.warn(`scheduled: no jobs for cron "${cron}"`);
      return { cron, ran: false, reason: "unknown cron expression", outcomes: [] };
  }
}
