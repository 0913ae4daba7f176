import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { checkEnv } from "../../app/env.server.ts";
import { berlinDayStart } from "../../app/lib/dates/berlin-time.ts";
import { findDay } from "../../app/daily/daily.server.ts";
import { beaconFor } from "../../app/clients/beacon.server.ts";
import { MailChannelsMailer } from "../../app/clients/mailer.server.ts";
import { runDraws } from "../../app/draw/draw.server.ts";
import { runJobs } from "../../workers/jobs/runner.ts";
import { handleScheduled, MIDNIGHT_JOBS } from "../../workers/scheduled.ts";
import { seedDailyPool } from "./helpers.ts";

// Faults of the scheduler (issue 15): a trigger that is late, one that never comes, two at once,
// a job that fails, a mail provider that answers too late. Each ends in the same stored state as
// the plain night, or in a retry; nothing is done twice and nothing is lost. (A second draw run and a repeated trigger on the same day
// are in daily-month.test.ts and scheduled.test.ts.)

/** The Berlin-midnight trigger of a date (winter time: 23:00 UTC the evening before). */
const midnightOf = (date: string) => berlinDayStart(date);

async function jobRuns() {
  const { results } = await env.DB.prepare("SELECT job, run_date, finished_at FROM job_runs ORDER BY run_date, job").all<{
    job: string;
    run_date: string;
    finished_at: number | null;
  }>();
  return results;
}

async function assignedDays(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare("SELECT date, puzzle_id FROM daily_puzzles ORDER BY date").all<{
    date: string;
    puzzle_id: number;
  }>();
  return Object.fromEntries(results.map((r) => [r.date, r.puzzle_id]));
}

describe("scheduler faults", () => {
  beforeAll(async () => {
    await seedDailyPool(3);
  });
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM job_runs").run();
    await env.DB.prepare("DELETE FROM daily_puzzles").run();
  });

  it("a trigger that fires late works for the day it was scheduled for: the jobs get its scheduled time, not the clock", async () => {
    // Cloudflare hands the scheduled time (controller.scheduledTime) to the handler however late it
    // starts; this test runs long after that moment, which is exactly the late case.
    const result = await handleScheduled("0 23 * * *", midnightOf("2027-01-10"), checkEnv(env));
    expect(result.ran).toBe(true);
    expect(result.outcomes.map((o) => [o.job, o.status])).toEqual(MIDNIGHT_JOBS.map((j) => [j.name, "done"]));
    expect((await jobRuns()).map((r) => r.run_date)).toEqual(["2027-01-10", "2027-01-10", "2027-01-10"]);
  });

  it("a night without a trigger loses nothing: the next days were assigned ahead, and the night after runs every job", async () => {
    await handleScheduled("0 23 * * *", midnightOf("2027-01-10"), checkEnv(env));
    // 2027-01-11: no trigger at all.
    const next = await handleScheduled("0 23 * * *", midnightOf("2027-01-12"), checkEnv(env));
    expect(next.outcomes.every((o) => o.status === "done")).toBe(true);
    const runs = await jobRuns();
    expect(runs.map((r) => r.run_date)).not.toContain("2027-01-11");
    expect(runs.every((r) => r.finished_at !== null)).toBe(true);
    const days = await assignedDays();
    expect(days["2027-01-11"]).toBeGreaterThan(0);
    // And the missed day is served as on any other day.
    const day = await findDay(createDb(env.DB), "2027-01-11", new Date(midnightOf("2027-01-11") + 3_600_000));
    expect(day.kind === "ok" && day.puzzle.id).toBe(days["2027-01-11"]);
  });

  it("a day nobody assigned (no trigger for a week) gets, at its first request, the puzzle the job would have given it", async () => {
    const db = createDb(env.DB);
    const lazy = await findDay(db, "2027-02-03", new Date(midnightOf("2027-02-03") + 60_000));
    expect(lazy.kind).toBe("ok");
    await env.DB.prepare("DELETE FROM daily_puzzles").run();
    await handleScheduled("0 23 * * *", midnightOf("2027-02-03"), checkEnv(env));
    expect((await assignedDays())["2027-02-03"]).toBe(lazy.kind === "ok" ? lazy.puzzle.id : -1);
  });

  it("two triggers at the same moment run each job once: one claims it, the other skips", async () => {
    const [a, b] = await Promise.all([
      handleScheduled("0 23 * * *", midnightOf("2027-01-20"), checkEnv(env)),
      handleScheduled("0 23 * * *", midnightOf("2027-01-20"), checkEnv(env)),
    ]);
    for (const job of MIDNIGHT_JOBS) {
      const statuses = [a, b].map((r) => r.outcomes.find((o) => o.job === job.name)!.status).sort();
      expect(statuses, job.name).toEqual(["done", "skipped"]);
    }
    expect(await jobRuns()).toHaveLength(MIDNIGHT_JOBS.length);
  });

  it("a job that fails gives its day back, so the next trigger retries it; the jobs after it still run", async () => {
    let attempts = 0;
    const flaky = {
      name: "flaky",
      async run() {
        attempts++;
        if (attempts === 1) throw new Error("D1 busy");
        return "ok on retry";
      },
    };
    const steady = { name: "steady", run: async () => "ran" };
    const ctx = { env: checkEnv(env), db: createDb(env.DB), now: new Date(midnightOf("2027-01-25")), berlinDate: "2027-01-25" };
    // The runner stamps a job's end with the clock it is given, not the machine's.
    const finishedAt = midnightOf("2027-01-25") + 1500;
    const clock = () => new Date(finishedAt);
    const first = await runJobs([flaky, steady], ctx, clock);
    expect(first.map((o) => [o.job, o.status])).toEqual([
      ["flaky", "failed"],
      ["steady", "done"],
    ]);
    expect((await jobRuns()).map((r) => [r.job, r.finished_at])).toEqual([["steady", finishedAt]]);
    const retry = await runJobs([flaky, steady], ctx, clock);
    expect(retry.map((o) => [o.job, o.status, o.detail])).toEqual([
      ["flaky", "done", "ok on retry"],
      ["steady", "skipped", "already ran for 2027-01-25"],
    ]);
  });

  it("a winner mail that MailChannels accepts only after the timeout is sent once: kept as maybe sent, not resent; a refused one is retried", async () => {
    const month = "2026-12";
    const winners = [
      { place: 1, email: "slow-winner@example.org" },
      { place: 2, email: "refused-winner@example.org" },
    ];
    for (const w of winners) {
      const user = await env.DB.prepare(
        "INSERT INTO users (email, password_hash, name, created_at, updated_at) VALUES (?, 'x', ?, 0, 0) RETURNING id",
      )
        .bind(w.email, `Winner ${w.place}`)
        .first<{ id: number }>();
      await env.DB.prepare(
        "INSERT INTO draw_winners (month, place, participant, user_id, display_name, prize_cents) VALUES (?, ?, ?, ?, ?, 2000)",
      )
        .bind(month, w.place, `p${w.place}`, user!.id, `Winner ${w.place}`)
        .run();
    }

    // MailChannels' POST /tx/v1/send: it takes the slow winner's mail, works on it past the client's
    // timeout and sends it anyway (202 to nobody listening); the other one it refuses once (503).
    const requests: string[] = [];
    const accepted: string[] = [];
    const working: Promise<void>[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe("https://api.mailchannels.net/tx/v1/send");
      const to = (JSON.parse(String(init!.body)) as { personalizations: { to: { email: string }[] }[] }).personalizations[0]!.to[0]!.email;
      requests.push(to);
      if (to === winners[0]!.email) {
        const work = new Promise<void>((resolve) => setTimeout(resolve, 300)).then(() => void accepted.push(to));
        working.push(work);
        return new Promise<Response>((resolve, reject) => {
          init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason));
          void work.then(() => resolve(new Response(null, { status: 202 })));
        });
      }
      if (requests.filter((r) => r === to).length === 1) return new Response("upstream unavailable", { status: 503 });
      accepted.push(to);
      return new Response(null, { status: 202 });
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const state = async () =>
      (
        await env.DB.prepare("SELECT place, notified_at, notify_attempted_at FROM draw_winners WHERE month = ? ORDER BY place")
          .bind(month)
          .all<{ place: number; notified_at: number | null; notify_attempted_at: number | null }>()
      ).results;
    try {
      const mailer = new MailChannelsMailer({
        apiKey: "key",
        from: { email: "noreply@sudoku-oase.de", name: "Sudoku-Oase" },
        timeoutMs: 100,
      });
      const db = createDb(env.DB);
      const hourly = (date: string) => new Date(midnightOf(date) + 7 * 60_000);
      const beacon = beaconFor(checkEnv(env), () => hourly("2027-01-26").getTime());

      const first = await runDraws(db, beacon, mailer, hourly("2027-01-26"));
      await Promise.all(working);
      expect(first).toBe(`${month}: 0 winner(s) told on retry`);
      expect(accepted).toEqual([winners[0]!.email]);
      // Stored: the slow one as attempted, not told (maybe sent); the refused one as still owed.
      expect(await state()).toEqual([
        { place: 1, notified_at: null, notify_attempted_at: hourly("2027-01-26").getTime() },
        { place: 2, notified_at: null, notify_attempted_at: null },
      ]);
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/place 1 may have been sent; not resent/),
        expect.stringMatching(/could not tell the winner of place 2; retried at the next run/),
      ]);

      const next = await runDraws(db, beacon, mailer, hourly("2027-01-27"));
      expect(next).toBe(`${month}: 1 winner(s) told on retry`);
      expect(requests).toEqual([winners[0]!.email, winners[1]!.email, winners[1]!.email]);
      expect(accepted).toEqual([winners[0]!.email, winners[1]!.email]);
      expect((await state())[1]).toEqual({
        place: 2,
        notified_at: hourly("2027-01-27").getTime(),
        notify_attempted_at: hourly("2027-01-27").getTime(),
      });
      expect(await runDraws(db, beacon, mailer, hourly("2027-01-28"))).toBe("no draw due");
      expect(requests).toHaveLength(3);
    } finally {
      logged.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
