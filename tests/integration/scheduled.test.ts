import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../workers/app.ts";
import { checkEnv } from "../../app/env.server.ts";
import { handleScheduled, MIDNIGHT_JOBS } from "../../workers/scheduled.ts";

interface RunRow {
  job: string;
  run_date: string;
  finished_at: number | null;
  detail: string | null;
}

async function runs(): Promise<RunRow[]> {
  const { results } = await env.DB.prepare("SELECT job, run_date, finished_at, detail FROM job_runs ORDER BY job, run_date").all<RunRow>();
  return results;
}

describe("scheduled", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM job_runs").run();
  });

  it("runs the midnight jobs on the summer-time trigger at Berlin midnight (22:00 UTC)", async () => {
    const controller = createScheduledController({ cron: "0 22 * * *", scheduledTime: Date.UTC(2026, 6, 14, 22, 0) });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const rows = await runs();
    expect(rows.map((r) => [r.job, r.run_date])).toEqual([
      ["daily-publish", "2026-07-15"],
      ["draw", "2026-07-15"],
      ["housekeeping", "2026-07-15"],
    ]);
    expect(MIDNIGHT_JOBS.map((j) => j.name)).toEqual(["daily-publish", "draw", "housekeeping"]);
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });

  it("runs them on the winter-time trigger at Berlin midnight (23:00 UTC)", async () => {
    const result = await handleScheduled("0 23 * * *", Date.UTC(2026, 11, 24, 23, 0), checkEnv(env));
    expect(result.ran).toBe(true);
    expect((await runs()).map((r) => [r.job, r.run_date])).toEqual([
      ["daily-publish", "2026-12-25"],
      ["draw", "2026-12-25"],
      ["housekeeping", "2026-12-25"],
    ]);
  });

  it("does nothing on the trigger of the pair that is not Berlin midnight", async () => {
    const winterEarly = await handleScheduled("0 22 * * *", Date.UTC(2026, 11, 24, 22, 0), checkEnv(env));
    const summerLate = await handleScheduled("0 23 * * *", Date.UTC(2026, 6, 14, 23, 0), checkEnv(env));
    expect(winterEarly.ran).toBe(false);
    expect(summerLate.ran).toBe(false);
    expect(await runs()).toEqual([]);
  });

  it("runs the two DST change nights exactly once each", async () => {
    // 2026-03-29: clocks go forward at 02:00; midnight before it is still winter time (23:00 UTC on the 28th).
    const march = [
      await handleScheduled("0 22 * * *", Date.UTC(2026, 2, 28, 22, 0), checkEnv(env)),
      await handleScheduled("0 23 * * *", Date.UTC(2026, 2, 28, 23, 0), checkEnv(env)),
    ];
    // 2026-10-25: clocks go back at 03:00; midnight that night is still summer time (22:00 UTC on the 24th).
    const october = [
      await handleScheduled("0 22 * * *", Date.UTC(2026, 9, 24, 22, 0), checkEnv(env)),
      await handleScheduled("0 23 * * *", Date.UTC(2026, 9, 24, 23, 0), checkEnv(env)),
    ];
    expect(march.map((r) => r.ran)).toEqual([false, true]);
    expect(october.map((r) => r.ran)).toEqual([true, false]);
    expect((await runs()).map((r) => r.run_date)).toEqual([
      "2026-03-29",
      "2026-10-25",
      "2026-03-29",
      "2026-10-25",
      "2026-03-29",
      "2026-10-25",
    ]);
  });

  it("is idempotent: a second run for the same Berlin date skips every job", async () => {
    const first = await handleScheduled("0 23 * * *", Date.UTC(2026, 0, 9, 23, 0), checkEnv(env));
    const second = await handleScheduled("0 23 * * *", Date.UTC(2026, 0, 9, 23, 0), checkEnv(env));
    expect(first.outcomes.every((o) => o.status === "done")).toBe(true);
    expect(second.outcomes.every((o) => o.status === "skipped")).toBe(true);
    expect((await runs()).map((r) => r.job)).toEqual(["daily-publish", "draw", "housekeeping"]);
  });

  it("housekeeping prunes job runs older than 400 days", async () => {
    await env.DB.prepare("INSERT INTO job_runs (job, run_date, started_at) VALUES ('old', '2024-01-01', ?)")
      .bind(Date.UTC(2024, 0, 1))
      .run();
    const result = await handleScheduled("0 23 * * *", Date.UTC(2026, 0, 9, 23, 0), checkEnv(env));
    expect(result.outcomes.find((o) => o.job === "housekeeping")?.detail).toMatch(/^pruned 1 job runs older than 400 days/);
    expect((await runs()).map((r) => r.job)).not.toContain("old");
  });

  it("ignores an unknown cron expression", async () => {
    const result = await handleScheduled("*/5 * * * *", Date.now(), checkEnv(env));
    expect(result.ran).toBe(false);
  });
});
