// The whole D1 schema in one file; `npm run db:generate` turns changes into a new migration.

import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The puzzle catalogue. `seq` numbers the puzzles of one level densely from 0, so a random
 * puzzle of a level is one lookup on (stars, seq) with a random seq below the level's count.
 */
export const puzzles = sqliteTable(
  "puzzles",
  {
    id: integer("id").primaryKey(),
    stars: integer("stars").notNull(),
    seq: integer("seq").notNull(),
    puzzle: text("puzzle").notNull(),
    solution: text("solution").notNull(),
    clues: integer("clues").notNull(),
    score: integer("score").notNull(),
    hardest: text("hardest").notNull(),
    profile: text("profile").notNull(),
  },
  (t) => [uniqueIndex("puzzles_stars_seq").on(t.stars, t.seq)],
);

/**
 * One row per cron job and Berlin date it completed for: the unique key makes a job that runs
 * twice for the same day (both midnight triggers, a retry, a manual trigger) a no-op.
 */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    job: text("job").notNull(),
    runDate: text("run_date").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    detail: text("detail"),
  },
  (t) => [primaryKey({ columns: [t.job, t.runDate] }), index("job_runs_started").on(t.startedAt)],
);

