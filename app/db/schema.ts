// The whole D1 schema in one file; `npm run db:generate` turns changes into a new migration.

import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A generated puzzle as the catalogue and the daily pool both store it (scripts/catalogue/seed-sql.ts writes it). */
const puzzleColumns = () => ({
  id: integer("id").primaryKey(),
  stars: integer("stars").notNull(),
  seq: integer("seq").notNull(),
  puzzle: text("puzzle").notNull(),
  solution: text("solution").notNull(),
  clues: integer("clues").notNull(),
  score: integer("score").notNull(),
  hardest: text("hardest").notNull(),
  profile: text("profile").notNull(),
  /** Numeric rating in tenths (42 = 4.2): the hardest step's value, RATING.md "Numeric rating". */
  rating: integer("rating").notNull().default(0),
});

/**
 * The puzzle catalogue. `seq` numbers the puzzles of one level densely from 0, so a random
 * puzzle of a level is one lookup on (stars, seq) with a random seq below the level's count.
 */
// (hardest, id): the academy's practice puzzles for a technique are an index range, not a scan.
export const puzzles = sqliteTable("puzzles", puzzleColumns(), (t) => [
  uniqueIndex("puzzles_stars_seq").on(t.stars, t.seq),
  index("puzzles_hardest_id").on(t.hardest, t.id),
]);

/**
 * Puzzles players imported (issue 16). The puzzle itself is a row of `puzzles` with an id from
 * IMPORTED_ID_BASE up and `seq` = -id, so the level pages' random pick (a seq in 0..count-1) never
 * meets it and the level counts (the highest seq) never include it, while the lookup by id, the
 * saves (savegames' foreign key) and the statistics treat it like any puzzle. `grid` is the
 * canonical form (81 characters, `0` empty) with a unique index: the same grid imported twice,
 * in any layout, is one puzzle.
 */
export const importedPuzzles = sqliteTable("imported_puzzles", {
  puzzleId: integer("puzzle_id")
    .primaryKey()
    .references(() => puzzles.id),
  grid: text("grid").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

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

/** Registered players. E-mail is stored lower-cased (SPEC §5) and unique. */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull().default(""),
  info: text("info").notNull().default(""),
  /** A small square image (the browser resizes before upload), checked by content on the server. */
  avatar: blob("avatar", { mode: "buffer" }),
  avatarType: text("avatar_type"),
  /**
   * Names the stored image in its address (accounts/avatar.ts avatarPath): 16 lower-case hex digits,
   * set with the image and cleared with it, so the session's read of the row never needs the bytes.
   */
  avatarVersion: text("avatar_version"),
  /** Berlin date (YYYY-MM-DD) of the last ad-free day; the period ends at 23:59:59 that day. */
  supporterUntil: text("supporter_until"),
  dailyTermsAcceptedAt: integer("daily_terms_accepted_at", { mode: "timestamp_ms" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** Idle expiry: moved forward on use, at most once a day, so reading a session costs no write. */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /** The browser family and platform the session was started from ("Firefox on Linux"), for the device list. */
    device: text("device").notNull().default(""),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

/**
 * Issued captchas: the answer's hash, deleted atomically (`DELETE … RETURNING`) by the one check
 * that may use it. In D1, not KV, because KV's read-then-delete lets two parallel posts both pass.
 * `answer` holds the plain answer in development only, for the /dev/captchas.json inspector.
 */
export const captchas = sqliteTable(
  "captchas",
  {
    key: text("key").primaryKey(),
    answerHash: text("answer_hash").notNull(),
    answer: text("answer"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("captchas_expires").on(t.expiresAt)],
);

/** A pending account deletion, confirmed by a code mailed to the account's address (one per user). */
export const accountDeletions = sqliteTable("account_deletions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  tries: integer("tries").notNull().default(0),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A pending login with an e-mail code (new account or new password). Kept in D1, not KV,
 * because the try counter must be exact: five wrong codes void it.
 */
export const loginChallenges = sqliteTable(
  "login_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The new password, already hashed; it replaces the stored one only when the code is right. */
    passwordHash: text("password_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("login_challenges_email").on(t.email), index("login_challenges_expires").on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits (login attempts, mails, captchas) per e-mail or IP.
 * One row per key and window, incremented with an atomic upsert: consistent, unlike KV.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window").on(t.windowStart)],
);

/** Mails caught by the development mailer, readable at /dev/outbox (never used in production). */
export const devOutbox = sqliteTable(
  "dev_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    locale: text("locale").notNull(),
    replyTo: text("reply_to"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("dev_outbox_created").on(t.createdAt)],
);

/**
 * What the first solved save of a game says about the solve (app/saves/solve-figures.ts), kept
 * beside `solved_at` and, like it, never changed afterwards; all null while unsolved. The statistics
 * read these columns and never parse the state. `solve_seconds` is the game's clock at the solve,
 * null when the board sent none or the time was refused as implausible; `solve_hinted` the JSON
 * array of the technique ids the player asked a hint for.
 */
const solveFigures = () => ({
  solveSeconds: integer("solve_seconds"),
  solveHints: integer("solve_hints"),
  solvePerfect: integer("solve_perfect", { mode: "boolean" }),
  solveHinted: text("solve_hinted"),
});

/**
 * A player's game of one catalogue puzzle. `state` is the validated savegame JSON (app/game/savegame.ts);
 * progress, stars and solved_at are copies the server computed, so lists and statistics never parse
 * JSON. `version` is the board's change counter: an upsert only replaces a row with a higher one.
 * `solved_at` is set by the first solved save and never moved or cleared afterwards.
 */
export const savegames = sqliteTable(
  "savegames",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    puzzleId: integer("puzzle_id")
      .notNull()
      .references(() => puzzles.id),
    state: text("state").notNull(),
    progress: integer("progress").notNull(),
    checked: integer("checked").notNull(),
    stars: integer("stars").notNull(),
    solvedAt: integer("solved_at", { mode: "timestamp_ms" }),
    ...solveFigures(),
    version: integer("version").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleId] }),
    index("savegames_user_updated").on(t.userId, t.updatedAt),
    index("savegames_user_solved").on(t.userId, t.solvedAt),
  ],
);

/**
 * Puzzles reserved for the Daily Sudoku, with the catalogue's columns. A table of their own, so
 * the level pages and the lookup by id can never serve one; ids start at DAILY_POOL_ID_BASE.
 * `seq` numbers the puzzles of one level densely from 0, as in the catalogue.
 */
export const dailyPool = sqliteTable("daily_pool", puzzleColumns(), (t) => [uniqueIndex("daily_pool_stars_seq").on(t.stars, t.seq)]);

/**
 * The puzzle of each Berlin day. Written by the midnight job ahead of time and, if that has not
 * happened, by the first request of the day with the same rule; the date key makes both idempotent.
 */
export const dailyPuzzles = sqliteTable(
  "daily_puzzles",
  {
    date: text("date").primaryKey(),
    puzzleId: integer("puzzle_id")
      .notNull()
      .references(() => dailyPool.id),
    stars: integer("stars").notNull(),
    assignedAt: integer("assigned_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("daily_puzzles_puzzle").on(t.puzzleId)],
);

/**
 * A player's game of one day's puzzle, like `savegames`. `solved_on_day` is decided by the server
 * when the first solved save arrives: 1 when that save's Berlin date is the puzzle's date (a lot
 * in the month's draw), 0 when it came later (practice).
 */
export const dailyResults = sqliteTable(
  "daily_results",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    puzzleId: integer("puzzle_id").notNull(),
    state: text("state").notNull(),
    progress: integer("progress").notNull(),
    checked: integer("checked").notNull(),
    solvedAt: integer("solved_at", { mode: "timestamp_ms" }),
    solvedOnDay: integer("solved_on_day", { mode: "boolean" }).notNull().default(false),
    ...solveFigures(),
    version: integer("version").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  // (date, solved_on_day, solve_seconds): the day's solvers and their median time are index ranges.
  (t) => [primaryKey({ columns: [t.userId, t.date] }), index("daily_results_date").on(t.date, t.solvedOnDay, t.solveSeconds)],
);

/**
 * One monthly draw (app/draw/draw.ts). Created with the secret seed and its published
 * commitment before the month begins; frozen (entries stored, their hash) when it ends; drawn
 * once the beacon round is out. `skipped` names why a month is not drawn (no timely commitment).
 */
export const draws = sqliteTable("draws", {
  month: text("month").primaryKey(),
  seed: text("seed").notNull(),
  /**
   * The month's key for the participant labels (HMAC of the user id), never published. Not the seed:
   * the seed is published after the draw, and account numbers are few enough to try them all.
   */
  labelKey: text("label_key").notNull().default(""),
  commitment: text("commitment").notNull(),
  committedAt: integer("committed_at", { mode: "timestamp_ms" }).notNull(),
  freezeAt: integer("freeze_at", { mode: "timestamp_ms" }).notNull(),
  chainHash: text("chain_hash").notNull(),
  beaconRound: integer("beacon_round").notNull(),
  entriesHash: text("entries_hash"),
  frozenAt: integer("frozen_at", { mode: "timestamp_ms" }),
  beaconRandomness: text("beacon_randomness"),
  beaconSignature: text("beacon_signature"),
  drawnAt: integer("drawn_at", { mode: "timestamp_ms" }),
  skipped: text("skipped"),
});

/**
 * The frozen lots of a month: one per player and day solved on its day. Published anonymised (the
 * label); the user id is kept to notify winners and is cleared when the account is deleted, so the
 * published list, and with it the draw's proof, stays intact.
 */
export const drawEntries = sqliteTable(
  "draw_entries",
  {
    month: text("month")
      .notNull()
      .references(() => draws.month),
    participant: text("participant").notNull(),
    date: text("date").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.month, t.participant, t.date] }), index("draw_entries_user").on(t.userId)],
);

/**
 * Winners per month and place: drawn here, or imported from the former site (then without a draw
 * row, with the prize as text). The display name is copied at the draw, as it was published.
 */
export const drawWinners = sqliteTable(
  "draw_winners",
  {
    month: text("month").notNull(),
    place: integer("place").notNull(),
    participant: text("participant"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    displayName: text("display_name").notNull(),
    prizeCents: integer("prize_cents"),
    prizeText: text("prize_text"),
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    /**
     * When the winner mail was handed to the mailer, set before it is: the draw job mails only
     * winners without it. A send that certainly failed clears it again (the next run retries); one
     * that may have gone out (a timeout) keeps it with `notified_at` empty, so the mail is never sent
     * twice and the operator sees which winners to check in MailChannels' log.
     */
    notifyAttemptedAt: integer("notify_attempted_at", { mode: "timestamp_ms" }),
    imported: integer("imported", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.month, t.place] }), index("draw_winners_user").on(t.userId)],
);

/**
 * Supporter payments (PayPal Orders v2), one row per order the server created. The server fixed
 * amount, VAT and period when it created the order; the period is granted once, when PayPal
 * reports the capture COMPLETED (`granted_at`, set by a conditional update). Rows outlive their
 * account (bookkeeping): the user id is cleared, the rest stays.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: text("order_id").notNull().unique(),
    captureId: text("capture_id").unique(),
    /**
     * PayPal-Request-Id of the create call, and of the capture: a retry after a lost answer is the
     * same capture. A new one only after PayPal refused a capture and sent the buyer back.
     */
    createRequestId: text("create_request_id").notNull().unique(),
    captureRequestId: text("capture_request_id").notNull().unique(),
    grossCents: integer("gross_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    currency: text("currency").notNull(),
    blackFriday: integer("black_friday", { mode: "boolean" }).notNull(),
    /** The period bought (months and days), fixed at order creation. */
    months: integer("months").notNull(),
    days: integer("days").notNull(),
    /** Ad-free days actually added when granted, and the expiry before and after. */
    daysGranted: integer("days_granted"),
    untilBefore: text("until_before"),
    untilAfter: text("until_after"),
    /** created | payer_action | pending | completed | declined | failed | refunded | partially_refunded | reversed */
    status: text("status").notNull(),
    /** The issue PayPal named when it last refused the capture (PAYER_CANNOT_PAY …): what the player is told. */
    paypalIssue: text("paypal_issue"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    daysTakenBack: integer("days_taken_back").notNull().default(0),
    payerEmail: text("payer_email"),
    /** The language the player paid in: their receipt is written in it. */
    locale: text("locale").notNull().default("de"),
    /** PayPal's last answer about this order or capture, as received. */
    raw: text("raw"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    capturedAt: integer("captured_at", { mode: "timestamp_ms" }),
    grantedAt: integer("granted_at", { mode: "timestamp_ms" }),
    receiptSentAt: integer("receipt_sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("payments_user").on(t.userId, t.createdAt)],
);

/** Every verified PayPal webhook event, once (its id is the key), with what it did. */
export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  resourceId: text("resource_id"),
  paymentId: integer("payment_id").references(() => payments.id),
  outcome: text("outcome"),
  raw: text("raw").notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  processedAt: integer("processed_at", { mode: "timestamp_ms" }),
});

/**
 * Refunds and reversals of a payment, keyed by PayPal's refund id, so a repeated webhook takes the
 * days back once. Inserted in the same batch as the change of the account's expiry.
 */
export const paymentAdjustments = sqliteTable(
  "payment_adjustments",
  {
    id: text("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    kind: text("kind").notNull(),
    cents: integer("cents").notNull(),
    daysTakenBack: integer("days_taken_back").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("payment_adjustments_payment").on(t.paymentId)],
);

/**
 * Visitor counter (SPEC §7 `POST /api/counter`): one row per counter id the server handed out,
 * with the minute (epoch minutes) and Berlin day of its last ping. No IP address, no account.
 * A ping moves the visitor's minute and day forward, and the two tables below count each visitor
 * once in the bucket of its last minute and once per day, so the figures are sums over a few
 * rows, never a scan of the visitors. Rows older than two days are pruned by housekeeping.
 */
export const counterVisitors = sqliteTable("counter_visitors", {
  id: text("id").primaryKey(),
  lastMinute: integer("last_minute").notNull(),
  lastDay: text("last_day").notNull(),
});

/** Visitors whose last ping fell in this minute (each visitor in exactly one bucket). */
export const counterMinutes = sqliteTable("counter_minutes", {
  minute: integer("minute").primaryKey(),
  visitors: integer("visitors").notNull(),
});

/** Distinct visitors per Berlin day: anonymous totals, kept. */
export const counterDays = sqliteTable("counter_days", {
  day: text("day").primaryKey(),
  visitors: integer("visitors").notNull(),
});

/**
 * Messages sent through the contact form (SPEC §5, §7 `POST /api/contact`), kept whether or not
 * the mail to the operator went out: `mailed_at` stays null when it failed, so nothing is lost
 * and the operator can find it. No IP address is stored; rate limits count in rate_limits.
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("contact_messages_created").on(t.createdAt)],
);
