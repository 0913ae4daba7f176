import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTHENTICATE_PER_IP,
  LOGIN_PER_EMAIL,
  LOGIN_PER_IP,
  MAIL_PER_EMAIL,
  MAIL_PER_IP,
  MAIL_SITEWIDE,
  SITEWIDE,
  type RateLimitRule,
} from "../../app/config/limits.ts";
import { createDb } from "../../app/db/client.server.ts";
import { createChallenge } from "../../app/accounts/login-challenges.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { hashPassword, verifyPassword } from "../../app/accounts/password.server.ts";
import { request } from "./helpers.ts";

// Sessions, devices, per-network limits and the player's own data, through the real Worker and D1.
// Accounts and sessions are written with the models; only the code-mail limits go through a captcha.

const ORIGIN = "http://localhost:8787";
const DAY_MS = 86_400_000;
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const PASSWORD = "Geheim!123";

const db = () => createDb(env.DB);
let emailCounter = 0;
const freshEmail = () => `player${++emailCounter}-${Date.now()}@example.org`;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function addUser(email = freshEmail()): Promise<{ id: number; email: string }> {
  const hash = await hashPassword(PASSWORD, { iterations: 1000, iterationsPerCall: 1000 });
  const row = await env.DB.prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(email, hash, Date.now(), Date.now())
    .first<{ id: number }>();
  return { id: row!.id, email };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ Cookie: `authenticationToken=${token}` });

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    redirect: "manual",
  });
}

const profileStatus = async (token: string) => (await request("/api/profile", { headers: bearer(token) })).status;

/**
 * Fills a limit's counter for the current window up to the limit: the next hit is one too many.
 * The limit tests set the clock (see their describe), so the window cannot end between this and
 * the request that should be refused.
 */
async function exhaust(rule: RateLimitRule, subject: string) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
    .bind(`${rule.name}:${subject}`, windowStart, rule.limit)
    .run();
}

async function lastUsed(token: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT last_used_at FROM sessions WHERE token_hash = ?")
    .bind(await sha256(token))
    .first<{ last_used_at: number | null }>();
  return row?.last_used_at ?? null;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function setLastUsed(token: string, at: number) {
  await env.DB.prepare("UPDATE sessions SET last_used_at = ? WHERE token_hash = ?")
    .bind(at, await sha256(token))
    .run();
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM rate_limits").run();
});

describe("sessions", () => {
  it("ends a session unused for 30 days, while one used 29 days ago still works", async () => {
    const user = await addUser();
    const idle = await createSession(db(), user.id, "", new Date());
    const recent = await createSession(db(), user.id, "", new Date());
    await setLastUsed(idle.token, Date.now() - 30 * DAY_MS - 1000);
    await setLastUsed(recent.token, Date.now() - 29 * DAY_MS);
    expect(await profileStatus(idle.token)).toBe(401);
    expect(await profileStatus(recent.token)).toBe(200);
  });

  it("moves the last use on a request at most once a day", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "", new Date());
    const hourAgo = Date.now() - 3_600_000;
    await setLastUsed(token, hourAgo);
    await profileStatus(token);
    expect(await lastUsed(token)).toBe(hourAgo);
    const twoDaysAgo = Date.now() - 2 * DAY_MS;
    await setLastUsed(token, twoDaysAgo);
    const before = Date.now();
    await profileStatus(token);
    expect(await lastUsed(token)).toBeGreaterThanOrEqual(before);
  });

  it("a new password by e-mail code ends every other session and voids the other pending codes", async () => {
    const user = await addUser();
    const stolen = await createSession(db(), user.id, "", new Date());
    const laptop = await createSession(db(), user.id, "", new Date());
    const other = await addUser();
    const othersSession = await createSession(db(), other.id, "", new Date());
    const passwordHash = await hashPassword("Neu!Passwort9", { iterations: 1000, iterationsPerCall: 1000 });
    const first = await createChallenge(db(), { email: user.email, code: "ABCDEF", passwordHash }, new Date());
    const second = await createChallenge(db(), { email: user.email, code: "GHJKLM", passwordHash }, new Date());
    const ip = freshIp();
    const res = await post(
      "/api/authenticate",
      { loginToken: first.loginToken, password: "ABCDEF" },
      { "CF-Connecting-IP": ip, "User-Agent": SAFARI_IPHONE },
    );
    expect(res.status).toBe(200);
    const { authenticationToken } = await res.json<{ authenticationToken: string }>();
    expect(await profileStatus(authenticationToken)).toBe(200);
    expect(await profileStatus(stolen.token)).toBe(401);
    expect(await profileStatus(laptop.token)).toBe(401);
    expect(await profileStatus(othersSession.token)).toBe(200);
    const again = await post("/api/authenticate", { loginToken: second.loginToken, password: "GHJKLM" }, { "CF-Connecting-IP": ip });
    expect(again.status).not.toBe(200);
    const row = await env.DB.prepare("SELECT device FROM sessions WHERE token_hash = ?")
      .bind(await sha256(authenticationToken))
      .first();
    expect(row).toEqual({ device: "Safari|iOS" });
  });

  it("records the browser and system a password login came from", async () => {
    const user = await addUser();
    const res = await post(
      "/api/login",
      { email: user.email, password: PASSWORD },
      { "CF-Connecting-IP": freshIp(), "User-Agent": FIREFOX_LINUX },
    );
    expect(res.status).toBe(200);
    const { authenticationToken } = await res.json<{ authenticationToken: string }>();
    const row = await env.DB.prepare("SELECT device FROM sessions WHERE token_hash = ?")
      .bind(await sha256(authenticationToken))
      .first();
    expect(row).toEqual({ device: "Firefox|Linux" });
  });

  it("stores a password kept with older hash parameters anew at the next login, and not after a wrong one", async () => {
    const user = await addUser();
    const storedHash = async () =>
      (await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first<{ password_hash: string }>())!
        .password_hash;
    const old = await storedHash();
    expect(old).toMatch(/^pbkdf2-sha256\$1000\$1000\$/);
    const wrong = await post("/api/login", { email: user.email, password: "Falsch!123" }, { "CF-Connecting-IP": freshIp() });
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(old);
    const right = await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": freshIp() });
    expect(right.status).toBe(200);
    const rehashed = await storedHash();
    expect(rehashed).toMatch(/^pbkdf2-sha256\$600000\$100000\$/);
    expect(await verifyPassword(PASSWORD, rehashed)).toMatchObject({ ok: true, needsRehash: false });
  });

  it("lists the signed-in devices on the profile page and signs out everywhere else", async () => {
    const user = await addUser();
    const here = await createSession(db(), user.id, "Firefox|Linux", new Date());
    const phone = await createSession(db(), user.id, "Safari|iOS", new Date());
    const tablet = await createSession(db(), user.id, "", new Date());
    const page = await (await request("/de/profil", { headers: cookie(here.token) })).text();
    expect(page).toContain("Firefox auf Linux");
    expect(page).toContain("(dieses Gerät)");
    expect(page).toContain("Safari auf iOS");
    expect(page).toContain("Unbekannter Browser auf unbekanntem System");
    const res = await post("/de/profil", { intent: "signOutOthers" }, cookie(here.token));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("2 andere Geräte wurden abgemeldet.");
    expect(await profileStatus(here.token)).toBe(200);
    expect(await profileStatus(phone.token)).toBe(401);
    expect(await profileStatus(tablet.token)).toBe(401);
  });

  it("refuses sign out everywhere else without a session", async () => {
    const res = await post("/de/profil", { intent: "signOutOthers" });
    expect(res.status).toBe(401);
  });

  it("logout by form post clears the cookies in its answer, with or without a live session", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "", new Date());
    for (const headers of [cookie(token), cookie(token), {}]) {
      const res = await post("/de/authentifizierung", { intent: "logout" }, headers);
      expect(res.status).toBe(302);
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith("authenticationToken="));
      expect(cleared).toMatch(/^authenticationToken=; Path=\/; Max-Age=0/);
    }
    expect(await profileStatus(token)).toBe(401);
  });
});

describe("rate limits count networks, not single addresses", () => {
  // Five minutes into every window (15-minute and hourly ones alike): the Worker's `now` follows.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 27, 9, 5)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts an IPv6 client per /64: another address of the same network is limited, the next network is not", async () => {
    const user = await addUser();
    await exhaust(LOGIN_PER_IP, "2001:db8:1:2::/64");
    const limited = await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": "2001:db8:1:2:aaaa::1" });
    expect(limited.status).toBe(429);
    const neighbour = await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": "2001:db8:1:3::1" });
    expect(neighbour.status).toBe(200);
  });

  it("limits login attempts per address (LOGIN_PER_IP) and lets another address through", async () => {
    const user = await addUser();
    const ip = freshIp();
    await exhaust(LOGIN_PER_IP, ip);
    expect((await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": ip })).status).toBe(429);
    expect((await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": freshIp() })).status).toBe(200);
  });

  it("limits login attempts per e-mail (LOGIN_PER_EMAIL) from any address, and not another e-mail", async () => {
    const user = await addUser();
    const other = await addUser();
    await exhaust(LOGIN_PER_EMAIL, user.email);
    expect((await post("/api/login", { email: user.email, password: PASSWORD }, { "CF-Connecting-IP": freshIp() })).status).toBe(429);
    expect((await post("/api/login", { email: other.email, password: PASSWORD }, { "CF-Connecting-IP": freshIp() })).status).toBe(200);
  });

  /** Asks for a code mail (new-password mode) with a solved captcha, from `ip`. */
  async function requestCodeMail(email: string, ip: string) {
    const image = await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } });
    expect(image.status).toBe(200);
    const { key } = await image.json<{ key: string }>();
    const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string; answer: string }[] }>();
    const answer = dev.captchas.find((c) => c.key === key)!.answer;
    return post(
      "/api/login",
      { email, password: "Neu!Passwort9", newPassword: "true", captchaValue: answer, captchaKey: key },
      { "CF-Connecting-IP": ip },
    );
  }

  const mailsTo = async (email: string) => {
    const { messages } = await (await request("/dev/outbox.json")).json<{ messages: { to: string }[] }>();
    return messages.filter((m) => m.to === email).length;
  };

  it("limits code mails per address (MAIL_PER_IP): nothing is sent past the limit, another address still gets its mail", async () => {
    const ip = freshIp();
    const email = freshEmail();
    await exhaust(MAIL_PER_IP, ip);
    expect((await requestCodeMail(email, ip)).status).toBe(429);
    expect(await mailsTo(email)).toBe(0);
    expect((await requestCodeMail(email, freshIp())).status).toBe(200);
    expect(await mailsTo(email)).toBe(1);
  });

  it("limits code mails per e-mail (MAIL_PER_EMAIL) from any address, and not to another e-mail", async () => {
    const email = freshEmail();
    await exhaust(MAIL_PER_EMAIL, email);
    expect((await requestCodeMail(email, freshIp())).status).toBe(429);
    expect(await mailsTo(email)).toBe(0);
    const other = freshEmail();
    expect((await requestCodeMail(other, freshIp())).status).toBe(200);
  });

  it("caps code mails for the whole site (MAIL_SITEWIDE): past it nobody gets one, whatever the address and e-mail", async () => {
    await exhaust(MAIL_SITEWIDE, SITEWIDE);
    const email = freshEmail();
    const res = await requestCodeMail(email, freshIp());
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await mailsTo(email)).toBe(0);
  });

  it("limits code confirmations per address (AUTHENTICATE_PER_IP)", async () => {
    const user = await addUser();
    const passwordHash = await hashPassword("Neu!Passwort9", { iterations: 1000, iterationsPerCall: 1000 });
    const { loginToken } = await createChallenge(db(), { email: user.email, code: "ABCDEF", passwordHash }, new Date());
    const ip = freshIp();
    await exhaust(AUTHENTICATE_PER_IP, ip);
    expect((await post("/api/authenticate", { loginToken, password: "ABCDEF" }, { "CF-Connecting-IP": ip })).status).toBe(429);
    expect((await post("/api/authenticate", { loginToken, password: "ABCDEF" }, { "CF-Connecting-IP": freshIp() })).status).toBe(200);
  });
});

describe("the player's own data", () => {
  it("hands out everything stored about the player as a JSON file, and nothing without a session", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "Firefox|Linux", new Date());
    await createSession(db(), user.id, "Safari|iOS", new Date());
    expect((await request("/api/profile/export")).status).toBe(401);
    const res = await request("/api/profile/export", { headers: cookie(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="sudoku-oase-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await res.json<{ profile: Record<string, unknown>; sessions: Record<string, unknown>[]; games: unknown[] }>();
    expect(data.profile).toMatchObject({ email: user.email, name: "", info: "", avatar: null });
    expect(JSON.stringify(data)).not.toContain("pbkdf2");
    expect(data.sessions).toEqual([
      expect.objectContaining({ browser: "Firefox", system: "Linux", current: true, signedOutAt: null }),
      expect.objectContaining({ browser: "Safari", system: "iOS", current: false }),
    ]);
    expect(data.games).toEqual([]);
    expect((await request("/api/profile/export", { method: "POST", headers: { ...cookie(token), Origin: ORIGIN } })).status).toBe(405);
  });

  it("deletes the account after the code from the e-mail, at once and with everything that belongs to it", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "", new Date());
    const other = await createSession(db(), user.id, "", new Date());
    const requested = await post("/de/profil", { intent: "requestDeletion" }, cookie(token));
    expect(requested.status).toBe(200);
    expect(await requested.text()).toContain("Wir haben dir einen Code mit 6 Buchstaben per E-Mail geschickt.");
    const { messages } = await (await request("/dev/outbox.json")).json<{ messages: { to: string; subject: string; text: string }[] }>();
    const mail = messages.find((m) => m.to === user.email)!;
    expect(mail.subject).toBe("Dein Code zum Löschen deines Kontos bei der Sudoku-Oase");
    const code = /^\s{4}([A-Z]{6})$/m.exec(mail.text)![1]!;
    const wrongCode = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";

    const wrong = await post("/de/profil", { intent: "confirmDeletion", code: wrongCode }, cookie(token));
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("Der Code stimmt nicht.");
    expect(await profileStatus(token)).toBe(200);

    const done = await post("/de/profil", { intent: "confirmDeletion", code: code.toLowerCase() }, cookie(token));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Dein Konto und alle dazugehörigen Daten sind gelöscht.");
    expect(done.headers.getSetCookie().find((c) => c.startsWith("authenticationToken="))).toMatch(/Max-Age=0/);
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(401);
    for (const [table, column] of [
      ["users", "id"],
      ["sessions", "user_id"],
      ["account_deletions", "user_id"],
      ["savegames", "user_id"],
    ]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(user.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
  });

  it("refuses a deletion code without a pending request, and cancelling keeps the account", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "", new Date());
    expect((await post("/de/profil", { intent: "confirmDeletion", code: "ABCDEF" }, cookie(token))).status).toBe(403);
    expect((await post("/de/profil", { intent: "requestDeletion" }, cookie(token))).status).toBe(200);
    const cancelled = await post("/de/profil", { intent: "cancelDeletion" }, cookie(token));
    expect(await cancelled.text()).toContain("Dein Konto bleibt bestehen.");
    const row = await env.DB.prepare("SELECT count(*) AS n FROM account_deletions WHERE user_id = ?").bind(user.id).first<{ n: number }>();
    expect(row?.n).toBe(0);
    expect(await profileStatus(token)).toBe(200);
  });

  it("answers 400 for a code that is not 6 letters", async () => {
    const user = await addUser();
    const { token } = await createSession(db(), user.id, "", new Date());
    await post("/de/profil", { intent: "requestDeletion" }, cookie(token));
    const res = await post("/de/profil", { intent: "confirmDeletion", code: "12" }, cookie(token));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Bitte gib die 6 Buchstaben aus der E-Mail ein.");
  });
});
