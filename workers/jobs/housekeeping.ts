import { pruneJobRuns } from "../../app/jobs/job-runs.server.ts";
import { pruneDeletionRequests } from "../../app/accounts/account-data.server.ts";
import { pruneCaptchas } from "../../app/captcha/captchas.server.ts";
import { pruneChallenges } from "../../app/accounts/login-challenges.server.ts";
import { pruneRateLimits } from "../../app/rate-limits/rate-limits.server.ts";
import { pruneSessions } from "../../app/accounts/sessions.server.ts";
import { pruneContact } from "../../app/contact/contact.server.ts";
import { pruneCounterData } from "../../app/counter/counter.server.ts";
import type { Job } from "./index.ts";

const JOB_RUN_RETENTION_DAYS = 400;

/** Keeps the bookkeeping tables bounded: old job runs, ended sessions, stale login data. */
export const housekeeping: Job = {
  name: "housekeeping",
  async run({ db, now }) {
    const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const runs = await pruneJobRuns(db, cutoff);
    const sessions = await pruneSessions(db, now);
    const challenges = await pruneChallenges(db, now);
    const limits = await pruneRateLimits(db, now);
    const deletions = await pruneDeletionRequests(db, now);
    const captchas = await pruneCaptchas(db, now);
    const counterVisitors = await pruneCounterData(db, now);
    const contactMessages = await pruneContact(db, now);
    return `pruned ${runs} job runs older than ${JOB_RUN_RETENTION_DAYS} days, ${sessions} sessions, ${challenges} login challenges, ${limits} rate-limit windows, ${deletions} deletion requests, ${captchas} expired captchas, ${counterVisitors} counter visitors, ${contactMessages} contact messages`;
  },
};
