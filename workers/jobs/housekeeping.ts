import { lt } from "drizzle-orm";
import { jobRuns } from "../../app/db/schema.ts";
import type { Job } from "./index.ts";

const JOB_RUN_RETENTION_DAYS = 400;

/** Keeps the job log bounded; later features add their own expired-row clean-ups here. */
export const housekeeping: Job = {
  name: "housekeeping",
  async run({ db, now }) {
    const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const deleted = await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff)).returning({ job: jobRuns.job });
    return `pruned ${deleted.length} job runs older than ${JOB_RUN_RETENTION_DAYS} days`;
  },
};
