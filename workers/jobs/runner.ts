import { claimJobRun, finishJobRun, releaseJobRun } from "../../app/jobs/job-runs.server.ts";
import type { Job, JobContext } from "./index.ts";

export interface JobOutcome {
  job: string;
  status: "done" | "skipped" | "failed";
  detail: string;
}

/**
 * Runs each job at most once per Berlin date: the (job, run_date) key is claimed first, so a
 * second trigger for the same day finds it taken and skips. A failed job releases its claim so
 * the next trigger (or a manual one) can retry it. The jobs work for the run's instant
 * (`ctx.now`); `clock` only stamps when each one finished, for the operator's record.
 */
export async function runJobs(jobs: readonly Job[], ctx: JobContext, clock: () => Date): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    if (!(await claimJobRun(ctx.db, job.name, ctx.berlinDate, ctx.now))) {
      outcomes.push({ job: job.name, status: "skipped", detail: `already ran for ${ctx.berlinDate}` });
      continue;
    }
    try {
      const detail = await job.run(ctx);
      await finishJobRun(ctx.db, job.name, ctx.berlinDate, clock(), detail);
      outcomes.push({ job: job.name, status: "done", detail });
    } catch (error) {
      await releaseJobRun(ctx.db, job.name, ctx.berlinDate);
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`job ${job.name} failed for ${ctx.berlinDate}:`, error);
      outcomes.push({ job: job.name, status: "failed", detail });
    }
  }
  return outcomes;
}
