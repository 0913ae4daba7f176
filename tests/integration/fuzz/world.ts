// The accounts and data the fuzzed requests aim at: a signed-in player (alice) with saved games
// and a daily game, another player (bob) whose games and order alice must not reach, a player who
// has not accepted the Daily Sudoku terms (carol), and sessions that ended in each way a session
// ends. Built before the first snapshot, so nothing here counts as a change.

import { env } from "cloudflare:test";
import { vi } from "vitest";
import { createDb } from "../../../app/db/client.server.ts";
import { serializeSavegame, type Savegame } from "../../../app/game/savegame.ts";
import { addDays, berlinDate } from "../../../app/lib/dates/berlin-time.ts";
import { assignDay } from "../../../app/daily/daily-puzzles.server.ts";
import { saveGame } from "../../../app/saves/savegames.server.ts";
import { createChallenge } from "../../../app/accounts/login-challenges.server.ts";
import { createSession, revokeSession } from "../../../app/accounts/sessions.server.ts";
import { seedDailyPool, seedPuzzles, type SeededPuzzle } from "../helpers.ts";

/**
 * The fuzzing clock: Monday 2026-11-23, noon in Berlin. Fixed, so a run is the same run whenever
 * it happens (a Berlin midnight during the run would otherwise move "today").
 */
export const FUZZ_NOW = new Date("2026-11-23T11:00:00Z");
const DAY_MS = 86_400_000;

export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(FUZZ_NOW);
}

export function releaseClock(): void {
  vi.useRealTimers();
}

export interface Account {
  id: number;
  email: string;
  token: string;
}

export interface World {
  alice: Account;
  bob: Account;
  /** Has not accepted the Daily Sudoku terms. */
  carol: Account;
  /** Tokens of alice's sessions that ended: signed out, past 365 days, idle for 40 days. */
  endedTokens: { revoked: string; expired: string; idle: string };
  puzzles: SeededPuzzle[];
  /** Puzzles alice has a stored game of, at `SAVED_VERSION`. */
  aliceGames: SeededPuzzle[];
  /** Puzzles only bob has a stored game of. */
  bobGames: SeededPuzzle[];
  /** Berlin dates whose daily puzzle is assigned (today last); alice has a game of today. */
  dailyDates: string[];
  dailyToday: { date: string; puzzle: string; solution: string };
  /** A pending e-mail code login whose code is `LOGIN_CODE`. */
  loginToken: string;
}

export const SAVED_VERSION = 5;
export const LOGIN_CODE = "ABCDEF";

const db = () => createDb(env.DB);

async function account(name: string, terms: boolean): Promise<Account> {
  const email = `${name}@fuzz.example.org`;
  const at = FUZZ_NOW.getTime();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, name, info, created_at, updated_at, daily_terms_accepted_at) VALUES (?, 'unused', ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(email, name, `${name} löst gern Sudoku`, at, at, terms ? at : null)
    .first<{ id: number }>();
  const { token } = await createSession(db(), row!.id, "", FUZZ_NOW);
  return { id: row!.id, email, token };
}

export function emptyGame(): Savegame {
  return { entries: new Array<number>(81).fill(0), notes: new Array<number>(81).fill(0), checked: 0 };
}

async function storeGame(user: Account, p: SeededPuzzle) {
  const at = FUZZ_NOW.getTime();
  await env.DB.prepare(
    "INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, solved_at, version, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
  )
    .bind(user.id, p.id, serializeSavegame(emptyGame()), 0, 0, p.stars, null, SAVED_VERSION, at, at)
    .run();
}

export async function buildWorld(): Promise<World> {
  const puzzles = await seedPuzzles(2);
  const pool = await seedDailyPool(2);
  const alice = await account("alice", true);
  const bob = await account("bob", true);
  const carol = await account("carol", false);

  const revoked = (await createSession(db(), alice.id, "", FUZZ_NOW)).token;
  await revokeSession(db(), revoked, FUZZ_NOW);
  const expired = (await createSession(db(), alice.id, "", new Date(FUZZ_NOW.getTime() - 400 * DAY_MS))).token;
  const idle = (await createSession(db(), alice.id, "", new Date(FUZZ_NOW.getTime() - 40 * DAY_MS))).token;

  const aliceGames = puzzles.slice(0, 3);
  const bobGames = puzzles.slice(3, 6);
  for (const p of aliceGames) await storeGame(alice, p);
  for (const p of bobGames) await storeGame(bob, p);

  // Days are assigned on first use; the fuzzing uses only days assigned here, so a refused save or
  // check never is that first use (the assignment would be a write, though a correct one).
  const today = berlinDate(FUZZ_NOW);
  const dailyDates = [3, 2, 1, 0].map((n) => addDays(today, -n));
  for (const date of dailyDates) await assignDay(db(), date, FUZZ_NOW);
  const todays = await env.DB.prepare("SELECT p.id FROM daily_puzzles d JOIN daily_pool p ON p.id = d.puzzle_id WHERE d.date = ?")
    .bind(today)
    .first<{ id: number }>();
  const dailyPuzzle = pool.find((p) => p.id === todays!.id)!;
  await saveGame(
    db(),
    {
      userId: alice.id,
      key: { date: today },
      puzzleId: dailyPuzzle.id,
      stars: dailyPuzzle.stars,
      state: emptyGame(),
      progress: 0,
      solved: false,
      figures: null,
      version: SAVED_VERSION,
    },
    FUZZ_NOW,
  );

  const { loginToken } = await createChallenge(
    db(),
    { email: "pending@fuzz.example.org", code: LOGIN_CODE, passwordHash: "unused" },
    FUZZ_NOW,
  );

  return {
    alice,
    bob,
    carol,
    endedTokens: { revoked, expired, idle },
    puzzles,
    aliceGames,
    bobGames,
    dailyDates,
    dailyToday: { date: today, puzzle: dailyPuzzle.puzzle, solution: dailyPuzzle.solution },
    loginToken,
  };
}
