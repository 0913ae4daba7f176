import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { AUTH_COOKIE, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../../app/accounts/request-session.server.ts";
import { OFFLINE_COPY_HEADER, PUZZLE_ID_HEADER } from "../../app/config/offline.ts";
import { request, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// The service worker (app/pwa/sw.ts) keeps a document as it came only when the server marks it
// as nobody's own (X-Offline-Copy); the play page names its puzzle so a copy is filed under `?id=`.

let puzzles: SeededPuzzle[] = [];
let token = "";

beforeAll(async () => {
  puzzles = await seedPuzzles(2);
  const now = new Date();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'unused', ?, ?) RETURNING id",
  )
    .bind(`offline-${Math.random()}@example.org`, now.getTime(), now.getTime())
    .first<{ id: number }>();
  ({ token } = await createSession(createDb(env.DB), row!.id, "", now));
});

describe("offline copies", () => {
  it("marks a page for offline copies only when nobody is signed in or signing in", async () => {
    for (const path of ["/de/einfach", "/en/faq", "/de/akademie/lektionen/methoden/der-nackte-einer", "/de/offline"]) {
      const visitor = await request(path);
      expect(visitor.status, path).toBe(200);
      expect(visitor.headers.get(OFFLINE_COPY_HEADER), path).toBe("1");
      const player = await request(path, { headers: { Cookie: `${AUTH_COOKIE}=${token}` } });
      expect(player.status, path).toBe(200);
      expect(player.headers.get(OFFLINE_COPY_HEADER), path).toBeNull();
    }
    // A login under way (code mailed, not yet entered): the page names the pending login.
    const signingIn = await request("/de/faq", { headers: { Cookie: `${LOGIN_TOKEN_COOKIE}=x; ${EMAIL_SENT_COOKIE}=1` } });
    expect(signingIn.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
    // A stale session cookie is cleared, and the page is a visitor's again.
    const stale = await request("/de/faq", { headers: { Cookie: `${AUTH_COOKIE}=not-a-session` } });
    expect(stale.headers.get(OFFLINE_COPY_HEADER)).toBe("1");
  });

  it("names the puzzle a play page shows, with the shell's headers kept", async () => {
    const level = puzzles[0]!.stars;
    const byId = await request(`/?id=${puzzles[0]!.id}`);
    expect(byId.headers.get(PUZZLE_ID_HEADER)).toBe(String(puzzles[0]!.id));
    expect(byId.headers.get(OFFLINE_COPY_HEADER)).toBe("1");
    expect(byId.headers.get("Content-Security-Policy")).toContain("nonce-");
    const random = await request(["/de/sehr-einfach", "/de/einfach", "/de/mittel", "/de/schwierig", "/de/sehr-schwierig"][level - 1]!);
    const id = Number(random.headers.get(PUZZLE_ID_HEADER));
    expect(puzzles.filter((p) => p.stars === level).map((p) => p.id)).toContain(id);
    // Not a puzzle page, or no puzzle: no number.
    expect((await request("/de/faq")).headers.get(PUZZLE_ID_HEADER)).toBeNull();
    expect((await request("/?id=999999999")).headers.get(PUZZLE_ID_HEADER)).toBeNull();
  });
});
