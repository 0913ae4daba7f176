import { lt } from "drizzle-orm";
import { jobRuns } from "../../app/db/schema.ts";
import { pruneDeletionRequests } from "../../app/models/account-data.server.ts";
import { pruneCaptchas } from "../../app/models/captchas.server.ts";
import { pruneChallenges } from "../../app/models/login-challenges.server.ts";
import { pruneRateLimits } from "../../app/models/rate-limits.server.ts";
import { pruneSessions } from "../../app/models/sessions.server.ts";
import { pruneContact } from "../../app/services/contact.server.ts";
import { pruneCounterData } from "../../app/services/counter.server.ts";
import type { Job } from "./index.ts";

const JOB_RUN_RETENTION_DAYS = 400;

/** Keeps the bookkeeping tables bounded: old job runs, ended sessions, stale login data. */
export const housekeeping: Job = {
  name: "housekeeping",
  async run({ db, now }) {
    const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const runs = await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff)).returning({ job: jobRuns.job });
    const sessions = await pruneSessions(db, now);
    const challenges = await pruneChallenges(db, now);
    const limits = await pruneRateLimits(db, now);
    const deletions = await pruneDeletionRequests(db, now);
    const captchas = await pruneCaptchas(db, now);
    const counterVisitors = await pruneCounterData(db, now);
    const contactMessages = await pruneContact(db, now);
    return `pruned ${runs.length} job runs older than ${JOB_RUN_RETENTION_DAYS} days, ${sessions} sessions, ${challenges} login challenges, ${limits} rate-limit windows, ${deletions} deletion requests, ${captchas} expired captchas, ${counterVisitors} counter visitors, ${contactMessages} contact messages`;
  },
};
