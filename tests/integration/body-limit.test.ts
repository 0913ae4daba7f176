import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server.ts";
import { routes } from "virtual:react-router/server-build";
import { AVATAR_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, SAVE_BODY_LIMIT_BYTES } from "../../app/lib/http/body-limits.ts";
import { bodyLimits } from "../../app/lib/http/request-body.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import worker from "../../workers/app.ts";
import { request, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// Request bodies are read in the Worker entry before any route runs (app/lib/http/
// request-body.server.ts): over the limit → 413 in the API's failure shape, whether the size is
// declared (Content-Length) or only counted while reading (a chunked body); at the limit the
// request goes through unchanged; a GET carrying a body gets its normal answer.

const ORIGIN = "http://localhost:8787";
const FORM = "application/x-www-form-urlencoded";
const TOO_LARGE = { de: "Die Anfrage ist zu groß.", en: "The request is too large." };

let puzzle: SeededPuzzle;
let user: { id: number; token: string };

beforeAll(async () => {
  puzzle = (await seedPuzzles(1))[0]!;
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'unused', ?, ?) RETURNING id",
  )
    .bind("grenze@example.org", now, now)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", new Date());
  user = { id: row!.id, token };
});

/** A form body of exactly `bytes` bytes: the given fields, then a padding field. */
function formOfSize(fields: Record<string, string>, bytes: number): Uint8Array<ArrayBuffer> {
  const head = `${new URLSearchParams(fields).toString()}&pad=`;
  return new TextEncoder().encode(head + "x".repeat(bytes - head.length));
}

/** The same bytes as a stream of 1 KB chunks: no Content-Length, as a chunked upload arrives. */
function chunked(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 1024));
      offset += 1024;
    },
  });
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(path, { method: "POST", body, redirect: "manual", headers: { "Content-Type": FORM, Origin: ORIGIN, ...headers } });

async function expectTooLarge(res: Response, locale: "de" | "en") {
  expect(res.status).toBe(413);
  expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  expect(await res.json()).toEqual({ success: false, message: TOO_LARGE[locale], errors: {} });
}

/**
 * A GET that carries a body, as workerd presents one that came over the network. The Request
 * constructor refuses a body on GET, so a POST request stands in with its method reported as GET.
 */
function getWithBody(path: string, body: string, headers: Record<string, string> = {}): Request {
  const inner = new Request(new URL(path, ORIGIN), { method: "POST", body, headers });
  return new Proxy(inner, {
    get(target, prop) {
      if (prop === "method") return "GET";
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function direct(req: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(req as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("body limits", () => {
  it("names its limits: 16 KB in general, more on the avatar routes (page, its .data, the API) and the saves", () => {
    expect(BODY_LIMIT_BYTES).toBe(16 * 1024);
    expect(AVATAR_BODY_LIMIT_BYTES).toBe(320 * 1024);
    expect(SAVE_BODY_LIMIT_BYTES).toBe(40 * 1024);
    const limit = (path: string) => bodyLimits(routes)(new Request(new URL(path, ORIGIN)));
    for (const path of ["/api/profile", "/api/profile/", "/de/profil", "/en/profile", "/de/profil.data", "/en/profile/"]) {
      expect(limit(path), path).toBe(AVATAR_BODY_LIMIT_BYTES);
    }
    for (const path of ["/api/sudoku/save", "/api/daily-sudoku/save", "/api/daily-sudoku/check"]) {
      expect(limit(path), path).toBe(SAVE_BODY_LIMIT_BYTES);
    }
    for (const path of [
      "/api/login",
      "/api/sudoku/saved-puzzles",
      "/language",
      "/de/authentifizierung",
      "/",
      "/de/profilx",
      "/api/profile/x",
    ]) {
      expect(limit(path), path).toBe(BODY_LIMIT_BYTES);
    }
  });

  it("refuses a body whose Content-Length is over the limit with 413 JSON, in German and in English", async () => {
    const body = formOfSize({ lang: "en", from: "/" }, BODY_LIMIT_BYTES + 1);
    await expectTooLarge(await post("/language", body), "de");
    // The language of the request (app/lib/i18n/locale.ts): the path for pages, negotiated for the API.
    await expectTooLarge(await post("/en/authentication", body), "en");
    await expectTooLarge(await post("/api/login", body, { "Accept-Language": "en-US,en;q=0.9" }), "en");
    await expectTooLarge(await post("/api/login?lang=en", body), "en");
    // Any method, any route, also one that does not exist.
    await expectTooLarge(await request("/api/does-not-exist", { method: "PUT", body, headers: { Origin: ORIGIN } }), "de");
  });

  it("counts a chunked body (no Content-Length) and refuses it with 413 past the limit", async () => {
    const over = formOfSize({ lang: "en", from: "/" }, BODY_LIMIT_BYTES + 1);
    await expectTooLarge(await post("/language", chunked(over)), "de");
    await expectTooLarge(await post("/en/authentication", chunked(over)), "en");
    await expectTooLarge(await post("/api/sudoku/saved-puzzles", chunked(over), { "Accept-Language": "en" }), "en");
    const huge = new Uint8Array(2 * 1024 * 1024);
    await expectTooLarge(await post("/api/sudoku/save", chunked(huge), { Authorization: `Bearer ${user.token}` }), "de");
  });

  it("lets a body of exactly the limit through, declared or chunked", async () => {
    const exact = formOfSize({ lang: "en", from: "/de/faq" }, BODY_LIMIT_BYTES);
    expect(exact.length).toBe(BODY_LIMIT_BYTES);
    for (const body of [exact, chunked(exact)]) {
      const res = await post("/language", body);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/en/faq");
    }
  });

  it("gives the profile routes room for the largest avatar: a 200 KB avatar is not refused for size", async () => {
    // The largest avatar the route stores (AVATAR_MAX_BYTES, 200 KB), as the data URL a browser
    // sends, form-encoded: ~290 KB on the wire.
    const image = new Uint8Array(200 * 1024);
    for (let i = 0; i < image.length; i++) image[i] = Math.imul(i + 1, 2654435761) >>> 24;
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let binary = "";
    for (const b of image) binary += String.fromCharCode(b);
    const dataUrl = `data:image/png;base64,${btoa(binary)}`;
    const body = new TextEncoder().encode(new URLSearchParams({ userName: "Grenze", userInfo: "", userAvatar: dataUrl }).toString());
    expect(body.length).toBeGreaterThan(280 * 1024);
    expect(body.length).toBeLessThan(AVATAR_BODY_LIMIT_BYTES);
    const res = await post("/api/profile", chunked(body), { Authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(200);
    expect((await res.json<{ userAvatar: string }>()).userAvatar).toBe(dataUrl);

    // The page action (multipart, as its form posts) gets the same room: 401 here, not 413.
    const form = new FormData();
    form.set("userName", "Grenze");
    form.set("userAvatar", new File([image], "a.png", { type: "image/png" }));
    expect((await request("/de/profil", { method: "POST", body: form, headers: { Origin: ORIGIN } })).status).toBe(401);

    // Past the profile's own limit: 413 there too, also chunked.
    const over = formOfSize({ userName: "Zu groß" }, AVATAR_BODY_LIMIT_BYTES + 1);
    await expectTooLarge(await post("/api/profile", over, { Authorization: `Bearer ${user.token}` }), "de");
    await expectTooLarge(await post("/en/profile.data", chunked(over), { "Accept-Language": "en" }), "en");
  });

  it("changes nothing stored when it refuses a request", async () => {
    const auth = { Authorization: `Bearer ${user.token}` };
    const before = await env.DB.prepare("SELECT name, info, avatar_type FROM users WHERE id = ?").bind(user.id).first();
    const game = { entries: new Array(81).fill(0), notes: new Array(81).fill(0), checked: 0 };
    const fields = { puzzleId: String(puzzle.id), savegame: JSON.stringify(game), version: "1" };

    await expectTooLarge(await post("/api/sudoku/save", formOfSize(fields, SAVE_BODY_LIMIT_BYTES + 1), auth), "de");
    await expectTooLarge(await post("/api/sudoku/save", chunked(formOfSize(fields, 64 * 1024)), auth), "de");
    await expectTooLarge(
      await post("/api/profile", chunked(formOfSize({ userName: "Neu", userInfo: "Neu" }, AVATAR_BODY_LIMIT_BYTES + 1)), auth),
      "de",
    );

    const saves = await env.DB.prepare("SELECT COUNT(*) AS n FROM savegames WHERE user_id = ?").bind(user.id).first<{ n: number }>();
    expect(saves?.n).toBe(0);
    expect(await env.DB.prepare("SELECT name, info, avatar_type FROM users WHERE id = ?").bind(user.id).first()).toEqual(before);

    // The very same save, within the limit, goes through: the refusal was for size only.
    const ok = await post("/api/sudoku/save", formOfSize(fields, 2048), auth);
    expect(ok.status).toBe(200);
    await env.DB.prepare("DELETE FROM savegames WHERE user_id = ?").bind(user.id).run();
  });

  it("answers a GET that carries a body as if it had none", async () => {
    const page = await direct(getWithBody("/de/spielanleitung", "a=1&b=2", { "Content-Type": FORM }));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="de"');

    const api = await direct(getWithBody(`/api/sudoku?sudokuId=${puzzle.id}`, '{"x":1}', { "Content-Type": "application/json" }));
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ success: true, sudoku: { id: puzzle.id, puzzle: puzzle.puzzle } });

    const missing = await direct(getWithBody("/api/does-not-exist?lang=en", "x"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "This API call does not exist.", errors: {} });

    // Over the limit, a GET body is refused like any other.
    await expectTooLarge(await direct(getWithBody("/", "x".repeat(70 * 1024))), "de");
  });

  it("reads the body of requests refused before routing, and of routes that ignore it", async () => {
    // Cross-site: 403 as before (the body was read first, so the refusal can go out safely).
    const cross = await post("/api/login", formOfSize({ email: "a@b.c" }, 1000), { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    // A method a call does not answer: its 405 JSON.
    const wrong = await request("/api/sudoku?sudokuId=1", {
      method: "PUT",
      body: "x=1",
      headers: { Origin: ORIGIN, "Content-Type": FORM },
    });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toMatchObject({ success: false, errors: {} });
  });

  it("answers methods the router does not take with 405 JSON, on pages too", async () => {
    for (const [method, path] of [
      ["OPTIONS", "/"],
      ["TRACE", "/de/faq"],
      ["PROPFIND", "/does-not-exist"],
      ["OPTIONS", "/api/login?lang=en"],
    ] as const) {
      const res = await request(path, { method, headers: { Origin: "https://evil.example" } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow")).toBe(path.startsWith("/api/") ? "GET, HEAD, POST, DELETE" : "GET, HEAD, POST");
      expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
      const message = path.includes("lang=en") ? "This method is not allowed here." : "Diese Methode ist hier nicht erlaubt.";
      expect(await res.json()).toEqual({ success: false, message, errors: {} });
    }
  });
});
