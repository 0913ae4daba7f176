import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../app/lib/security/security-headers.server.ts";
import { hashPassword } from "../../app/accounts/password.server.ts";
import worker from "../../workers/app.ts";
import { productionEnv, seedPuzzles } from "./helpers.ts";

// What a deploy must never get wrong, through the real Worker entry (workers/app.ts) with the
// development vars of wrangler.toml or the same with ENVIRONMENT=production:
//   - the development inspectors answer only in development AND on a loopback host;
//   - production cookies are `__Host-` prefixed and Secure, plain HTTP is redirected to HTTPS;
//   - the Content-Security-Policy served is the strict one, nonce on every inline element;
//   - a 10 MB body is refused with 413 without being read.

const SITE = "https://sudoku-oase.de";
const FORM = "application/x-www-form-urlencoded";
const MB = 1024 * 1024;
const DEV_TOOLS = ["/dev/outbox", "/dev/outbox.json", "/dev/captchas.json"];

type Environment = "development" | "production";

/** One request through the Worker with the test vars, or with the production environment. */
async function serve(url: string, init: RequestInit = {}, environment: Environment = "development"): Promise<Response> {
  const vars = environment === "production" ? productionEnv({ SITE_ORIGIN: SITE }) : env;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, vars as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const production = (url: string, init: RequestInit = {}) => serve(url, init, "production");

// The home pages show puzzles: without a catalogue they answer 503.
beforeAll(async () => {
  await seedPuzzles(1);
});

let ipCounter = 0;
/** Each login its own client address, so the per-IP limits of one test do not touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

describe("development inspectors", () => {
  it.each(
    DEV_TOOLS.flatMap((path) => ["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"].map((host) => `${host}${path}`)),
  )("development + loopback host: %s is served", async (url) => {
    const res = await serve(url);
    expect(res.status).toBe(200);
  });

  it.each(DEV_TOOLS.flatMap((path) => ["https://localhost:8787", "https://127.0.0.1", "https://[::1]"].map((host) => `${host}${path}`)))(
    "production + loopback host: %s answers 404",
    async (url) => {
      const res = await production(url);
      expect(res.status).toBe(404);
    },
  );

  it.each(
    DEV_TOOLS.flatMap((path) =>
      [SITE, "https://sudoku-oase-local.someone.workers.dev", "http://192.168.178.20:8787", "http://localhost.evil.example"].map(
        (host) => `${host}${path}`,
      ),
    ),
  )("development + other host: %s answers 404", async (url) => {
    const res = await serve(url);
    expect(res.status).toBe(404);
  });

  it("in production, plain HTTP to them is only ever redirected, never served", async () => {
    const res = await production("http://localhost:8787/dev/outbox.json");
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe("https://localhost:8787/dev/outbox.json");
  });
});

describe("development sign-in (/dev/session)", () => {
  const post = (url: string, fields: Record<string, string>, environment: Environment = "development") =>
    serve(url, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": FORM } }, environment);
  const player = { email: "Fixture.Player@Example.org", password: "Schnell-rein-1" };

  it("development + loopback host: signs the player in at once, new or known, and the session works", async () => {
    const first = await post("http://localhost:8787/dev/session", player);
    expect(first.status).toBe(200);
    const { success, userId } = await first.json<{ success: boolean; userId: number }>();
    expect(success).toBe(true);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("authenticationToken="))!;
    expect(cookie).toMatch(/HttpOnly/);
    const profile = await serve("http://localhost:8787/api/profile", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(profile.status).toBe(200);
    expect((await profile.json<{ userId: number }>()).userId).toBe(userId);
    // The same address again is the same account, as a redeemed code would have it.
    const again = await post("http://localhost:8787/dev/session", player);
    expect((await again.json<{ userId: number }>()).userId).toBe(userId);
  });

  it.each([
    ["production", "https://localhost:8787/dev/session"],
    ["development", `${SITE}/dev/session`],
    ["development", "http://192.168.178.20:8787/dev/session"],
  ] as const)("%s on %s answers 404 and creates nobody", async (environment, url) => {
    const email = `nobody-${environment}-${new URL(url).hostname}@example.org`;
    const res = await post(url, { email, password: "Schnell-rein-1" }, environment);
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("authenticationToken="))).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(0);
  });

  it("answers 400 in the request's language for a bad address, and GET with 405", async () => {
    const res = await serve("http://localhost:8787/dev/session", {
      method: "POST",
      body: new URLSearchParams({ email: "kein-at", password: "x" }),
      headers: { "Content-Type": FORM, "Accept-Language": "de-DE" },
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ success: boolean; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(body.errors.email).toHaveLength(1);
    expect((await serve("http://localhost:8787/dev/session")).status).toBe(405);
  });
});

describe("HTTPS in production", () => {
  it.each([
    ["GET", "http://sudoku-oase.de/de/faq?ref=x", "https://sudoku-oase.de/de/faq?ref=x"],
    ["GET", "http://sudoku-oase.de/", "https://sudoku-oase.de/"],
    ["POST", "http://sudoku-oase.de/api/login", "https://sudoku-oase.de/api/login"],
  ])("%s %s is redirected with 308 to %s, before anything runs", async (method, url, location) => {
    const init: RequestInit =
      method === "POST" ? { method, body: new URLSearchParams({ email: "a@b.de", password: "x" }), headers: { "Content-Type": FORM } } : {};
    const res = await production(url, init);
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe(location);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toBe("");
  });

  it("HTTPS is served, with HSTS", async () => {
    const res = await production(`${SITE}/de/faq`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("development on http://localhost is not redirected", async () => {
    const res = await serve("http://localhost:8787/de/faq");
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("cookies in production", () => {
  const EMAIL = "host-cookie@example.org";
  const PASSWORD = "Wolkenkratzer-Sudoku-42";

  beforeAll(async () => {
    const now = Date.now();
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind(EMAIL).run();
    await env.DB.prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?)")
      .bind(EMAIL, await hashPassword(PASSWORD), now, now)
      .run();
  });

  async function signIn(): Promise<Response> {
    return production(`${SITE}/api/login`, {
      method: "POST",
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
      headers: { "Content-Type": FORM, Origin: SITE, "CF-Connecting-IP": freshIp() },
    });
  }

  it("the session cookie is __Host-authenticationToken, Secure, HttpOnly, Path=/ and host-only", async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    const { authenticationToken } = await res.json<{ authenticationToken: string }>();
    expect(res.headers.getSetCookie()).toEqual([
      `__Host-authenticationToken=${authenticationToken}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    ]);
  });

  it("the app reads the prefixed cookie, and ignores the same token under the plain name", async () => {
    const { authenticationToken: token } = await (await signIn()).json<{ authenticationToken: string }>();
    const prefixed = await production(`${SITE}/api/profile`, { headers: { Cookie: `__Host-authenticationToken=${token}` } });
    expect(prefixed.status).toBe(200);
    // A cookie without the prefix may have been set over plain HTTP or by a subdomain: not ours.
    const plain = await production(`${SITE}/api/profile`, { headers: { Cookie: `authenticationToken=${token}` } });
    expect(plain.status).toBe(401);
  });

  it("logout clears __Host-authenticationToken, __Host-loginToken and __Host-emailSent", async () => {
    const { authenticationToken: token } = await (await signIn()).json<{ authenticationToken: string }>();
    const res = await production(`${SITE}/api/logout`, {
      method: "DELETE",
      headers: { Cookie: `__Host-authenticationToken=${token}`, Origin: SITE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([
      "__Host-authenticationToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      "__Host-loginToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      "__Host-emailSent=; Path=/; Max-Age=0; SameSite=Lax; Secure",
    ]);
  });

  it("the language and theme cookies are __Host- and Secure too, and read back under that name", async () => {
    // With cookies and a body: the request the app gets (cookies renamed) still carries the form.
    const post = (path: string, fields: Record<string, string>) =>
      production(`${SITE}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": FORM, Origin: SITE, Cookie: "__Host-darkMode=false; __Host-lang=de" },
        redirect: "manual",
      });
    const language = await post("/language", { lang: "en", from: "/de/faq" });
    expect(language.headers.get("Location")).toBe("/en/faq");
    expect(language.headers.getSetCookie()).toEqual(["__Host-lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]);
    const theme = await post("/theme", { theme: "dark", from: "/de/faq" });
    expect(theme.headers.getSetCookie()).toEqual(["__Host-darkMode=true; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]);

    // The bare root sends a visitor who chose English to /en: with the prefixed cookie only.
    const home = await production(`${SITE}/`, { headers: { Cookie: "__Host-lang=en" }, redirect: "manual" });
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/en");
    const unprefixed = await production(`${SITE}/`, { headers: { Cookie: "lang=en" }, redirect: "manual" });
    expect(unprefixed.status).toBe(200);
  });

  it("development keeps the plain names and no Secure (http://localhost)", async () => {
    const res = await serve("http://localhost:8787/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "dark", from: "/de/faq" }),
      headers: { "Content-Type": FORM, Origin: "http://localhost:8787" },
      redirect: "manual",
    });
    expect(res.headers.getSetCookie()).toEqual(["darkMode=true; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });
});

describe("the Content-Security-Policy as served", () => {
  /** The nonce the policy names (and the HTML must carry). */
  function nonceOf(policy: string | null): string {
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
    expect(nonce).toBeDefined();
    return nonce!;
  }

  it.each<[Environment, string]>([
    ["production", `${SITE}/de/faq`],
    ["production", `${SITE}/en`],
    ["development", "http://localhost:8787/"],
  ])("%s %s: the strict policy, and every inline script and style carries its nonce", async (environment, url) => {
    const res = await serve(url, {}, environment);
    expect(res.status).toBe(200);
    const policy = res.headers.get("Content-Security-Policy");
    const nonce = nonceOf(policy);
    if (environment === "production") {
      // Production as configured serves no ads (ADS_MODE "off" until the account is filled in).
      expect(policy).toBe(
        `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; ` +
          "style-src-attr 'none'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
          "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
      );
      expect(policy).toBe(contentSecurityPolicy(nonce));
    } else {
      // Development shows the stand-in ads: Google's strict policy, scripts by nonce only.
      expect(policy).toBe(
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`,
      );
      expect(policy).toBe(contentSecurityPolicy(nonce, ["ads"]));
    }

    const html = await res.text();
    const styles = html.match(/<style\b[^>]*>/g) ?? [];
    expect(styles).toEqual([`<style nonce="${nonce}">`]);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("a new nonce for every response", async () => {
    const a = nonceOf((await production(`${SITE}/de/faq`)).headers.get("Content-Security-Policy"));
    const b = nonceOf((await production(`${SITE}/de/faq`)).headers.get("Content-Security-Policy"));
    expect(a).not.toBe(b);
  });
});

describe("a 10 MB body", () => {
  const TEN_MB = 10 * MB;
  const CHUNK = 64 * 1024;
  /**
   * "Well short of 10 MB": the chunk that crossed the 16 KB limit, with room for what the runtime
   * may pull ahead of the reader (measured: exactly the one 64 KB chunk).
   */
  const READ_AT_MOST = 4 * CHUNK;

  /** A 10 MB form body made on demand, counting how much of it the Worker pulled. */
  function countingBody() {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= TEN_MB) return controller.close();
          const size = Math.min(CHUNK, TEN_MB - pulled);
          pulled += size;
          controller.enqueue(new Uint8Array(size).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled: () => pulled };
  }

  const TOO_LARGE = { success: false, message: "Die Anfrage ist zu groß.", errors: {} };

  it.each(["/api/login", "/de/authentifizierung", "/language", "/does-not-exist"])(
    "POST %s in production: 413, after reading no more than 256 KB of it",
    async (path) => {
      const body = countingBody();
      const res = await production(`${SITE}${path}`, {
        method: "POST",
        body: body.stream,
        headers: { "Content-Type": FORM, Origin: SITE },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
      expect(body.pulled()).toBeLessThanOrEqual(READ_AT_MOST);
    },
  );

  it("declared by Content-Length in production: 413 before reading any of it", async () => {
    const body = countingBody();
    const res = await production(`${SITE}/api/login`, {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": FORM, Origin: SITE, "Content-Length": String(TEN_MB) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(body.pulled()).toBe(0);
  });

  it("locally the refused body is drained to its end, for wrangler's dev proxy (request-body.server.ts)", async () => {
    const body = countingBody();
    const res = await serve("http://localhost:8787/api/login", {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": FORM, Origin: "http://localhost:8787" },
    });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(TEN_MB);
  });
});
