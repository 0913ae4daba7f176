import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { request, seedPuzzles } from "./helpers.ts";

// Methods the site does not serve at a path answer 405 in the API's failure shape and change
// nothing (app/lib/http/methods.server.ts): found by the fuzz tests of issue 15.

const ORIGIN = "http://localhost:8787";
const FORM = "application/x-www-form-urlencoded";
let token: string;
let userId: number;

beforeAll(async () => {
  await seedPuzzles(1);
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, name, info, created_at, updated_at) VALUES ('methoden@example.org', 'unused', 'Anna', 'Info', ?, ?) RETURNING id",
  )
    .bind(now, now)
    .first<{ id: number }>();
  userId = row!.id;
  token = (await createSession(createDb(env.DB), userId, "", new Date())).token;
  await env.DB.prepare(
    "INSERT INTO savegames (user_id, puzzle_id, state, progress, checked, stars, version, created_at, updated_at) VALUES (?, 1, '{}', 0, 0, 1, 1, ?, ?)",
  )
    .bind(userId, now, now)
    .run();
});

const stored = async () => ({
  user: await env.DB.prepare("SELECT name, info FROM users WHERE id = ?").bind(userId).first(),
  games: (await env.DB.prepare("SELECT puzzle_id FROM savegames WHERE user_id = ?").bind(userId).all()).results,
});

describe("methods", () => {
  it.each(["/api/captcha", "/api/ip-address"])("POST %s, a call that only reads, answers its 405 JSON", async (path) => {
    const res = await request(`${path}?lang=en`, { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
    // Without an action of its own the route answered React Router's {"message":"Unexpected Server Error"}.
    expect(await res.json()).toEqual({ success: false, message: "This method is not allowed here.", errors: {} });
  });

  it.each([
    ["DELETE", "/de/gespeicherte-raetsel", "puzzleId=1"],
    ["PUT", "/de/gespeicherte-raetsel.data", "puzzleId=1"],
    ["DELETE", "/de/profil", "userName=Bob&userInfo="],
    ["PATCH", "/en/profile", "userName=Bob&userInfo="],
    ["PUT", "/theme", "theme=dark&from=%2F"],
  ])("%s %s (a page action takes POST only) answers 405 and changes nothing", async (method, path, body) => {
    const before = await stored();
    const res = await request(path, {
      method,
      body,
      headers: { Cookie: `authenticationToken=${token}`, Origin: ORIGIN, "Content-Type": FORM },
      redirect: "manual",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(await res.json()).toMatchObject({ success: false, errors: {} });
    // React Router ran these as the page's POST: the profile was saved, the game deleted.
    expect(await stored()).toEqual(before);
  });

  it("PUT and PATCH to a JSON call answer 405 with the API's Allow; DELETE still reaches the API", async () => {
    for (const method of ["PUT", "PATCH"]) {
      const res = await request("/api/sudoku/save", { method, headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN } });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, POST, DELETE");
    }
    const deleted = await request("/api/sudoku/delete-saved-puzzle/1", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
    });
    expect(deleted.status).toBe(200);
  });
});
