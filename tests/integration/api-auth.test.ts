import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app.ts";
import { productionEnv, request } from "./helpers.ts";

const ORIGIN = "http://localhost:8787";
const PNG_1PX = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

let ipCounter = 0;
/** Each test its own client address, so the per-IP limits of one test do not touch another. */
function freshIp() {
  ipCounter++;
  return `203.0.113.${ipCounter}`;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
  });
}

async function body(res: Response) {
  return await res.json<Record<string, unknown> & { errors?: Record<string, string[]> }>();
}

async function captcha(ip: string) {
  const res = await request("/api/captcha?ipAddress=203.0.113.9", { headers: { "CF-Connecting-IP": ip } });
  expect(res.status).toBe(200);
  const { svg, key } = await res.json<{ svg: string; key: string }>();
  const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string; answer: string }[] }>();
  const answer = dev.captchas.find((c) => c.key === key)!.answer;
  return { svg, key, answer };
}

async function latestCode(to: string) {
  const { messages } = await (await request("/dev/outbox.json")).json<{ messages: { to: string; text: string }[] }>();
  const mail = messages.find((m) => m.to === to)!;
  return /^\s{4}([A-Z]{6})$/m.exec(mail.text)![1]!;
}

async function register(email: string, password: string, ip = freshIp()) {
  const c = await captcha(ip);
  const login = await post(
    "/api/login",
    { email, password, newPassword: "true", captchaValue: c.answer.toUpperCase(), captchaKey: c.key, ipAddress: "203.0.113.9" },
    { "CF-Connecting-IP": ip },
  );
  expect(login.status).toBe(200);
  const { loginToken } = await login.json<{ loginToken: string }>();
  const code = await latestCode(email.toLowerCase());
  const auth = await post("/api/authenticate", { loginToken, password: code.toLowerCase() }, { "CF-Connecting-IP": ip });
  expect(auth.status).toBe(200);
  return (await auth.json<{ authenticationToken: string }>()).authenticationToken;
}

/** Page 1 in new-password mode with a solved captcha: the answer, and the login token if any. */
async function requestCode(email: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) {
  const c = await captcha(ip);
  const res = await post(
    "/api/login",
    { email, password, newPassword: "true", captchaValue: c.answer, captchaKey: c.key },
    { "CF-Connecting-IP": ip, ...headers },
  );
  const b = await body(res);
  return { res, body: b, loginToken: b.loginToken as string, captcha: c, ip };
}

async function mailTo(to: string) {
  const { messages } = await (await request("/dev/outbox.json")).json<{ messages: { to: string; subject: string; text: string }[] }>();
  return messages.filter((m) => m.to === to);
}

/** Total PBKDF2 iterations run while `work` runs: every call goes through crypto.subtle.deriveBits. */
async function pbkdf2Iterations(work: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(crypto.subtle, "deriveBits");
  try {
    await work();
    return spy.mock.calls.map(([algorithm]) => (algorithm as Pbkdf2Params).iterations);
  } finally {
    spy.mockRestore();
  }
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM users"),
    env.DB.prepare("DELETE FROM login_challenges"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM dev_outbox"),
  ]);
});

describe("captcha", () => {
  it("is an SVG holding only a PNG, without any text element, with the answer only in the dev inspector", async () => {
    const c = await captcha(freshIp());
    expect(c.svg).toMatch(/^<svg[^>]*role="img"/);
    expect(c.svg).not.toMatch(/<text/i);
    expect(c.svg).not.toContain(c.answer);
    expect(c.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await env.DB.prepare("SELECT answer_hash FROM captchas WHERE key = ?").bind(c.key).first("answer_hash");
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rejects a malformed ipAddress parameter", async () => {
    expect((await request("/api/captcha?ipAddress=<script>")).status).toBe(400);
  });

  it("is rate-limited per address: 60 images per 15 minutes, then 429 for that address only", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).status);
    expect(statuses).toEqual(new Array(60).fill(200));
    // The 61st from the same address, whatever address the page claims for itself.
    const limited = await request("/api/captcha?ipAddress=198.51.100.1", { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await body(limited)).message).toMatch(/^Zu viele Versuche/);
    // Another address is counted on its own and still gets its image.
    const other = await request("/api/captcha", { headers: { "CF-Connecting-IP": freshIp() } });
    expect(other.status).toBe(200);
    expect((await other.json<{ svg: string }>()).svg).toMatch(/^<svg/);
    expect(await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(`captcha-ip:${ip}`).first("count")).toBe(61);
  });
});

describe("registration with captcha and e-mail code", () => {
  it("creates the account, sends the code in the user's language and starts a session", async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const res = await post(
      "/api/login",
      { email: "Neu@Example.org", password: "Sudoku-2025", newPassword: "true", captchaValue: c.answer, captchaKey: c.key },
      { "CF-Connecting-IP": ip, "Accept-Language": "en-GB" },
    );
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b.success).toBe(true);
    expect(b.loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((x) => x.startsWith("loginToken="))).toMatch(/Max-Age=900; HttpOnly; SameSite=Lax/);
    expect(cookies.find((x) => x.startsWith("emailSent="))).toMatch(/Max-Age=900/);
    const { messages } = await (
      await request("/dev/outbox.json")
    ).json<{
      messages: { to: string; subject: string; html: string }[];
    }>();
    expect(messages[0]).toMatchObject({ to: "neu@example.org", subject: "Your sign-in code for Sudoku-Oase" });
    const code = await latestCode("neu@example.org");
    // The login token may come from the cookie instead of the field.
    const auth = await post("/api/authenticate", { password: code }, { Cookie: `loginToken=${b.loginToken}`, "CF-Connecting-IP": ip });
    expect(auth.status).toBe(200);
    const a = await body(auth);
    expect(a.authenticationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const authCookies = auth.headers.getSetCookie();
    expect(authCookies.find((x) => x.startsWith("authenticationToken="))).toMatch(/Max-Age=31536000; HttpOnly; SameSite=Lax/);
    expect(authCookies.find((x) => x.startsWith("loginToken="))).toMatch(/Max-Age=0/);
    const stored = await env.DB.prepare("SELECT token_hash FROM sessions").all<{ token_hash: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.token_hash).not.toBe(a.authenticationToken);
    expect(stored.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const user = await env.DB.prepare("SELECT email, password_hash FROM users").first<{ email: string; password_hash: string }>();
    expect(user!.email).toBe("neu@example.org");
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$600000\$/);
  });

  it("refuses a wrong captcha with alert_captcha_validation and never accepts that captcha again", async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const fields = { email: "a@example.org", password: "Sudoku-2025", newPassword: "true", captchaKey: c.key };
    const wrong = await post("/api/login", { ...fields, captchaValue: "zzzzzz" }, { "CF-Connecting-IP": ip });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe("Die Prüfung des Sicherheitscodes ist fehlgeschlagen.");
    const again = await post("/api/login", { ...fields, captchaValue: c.answer }, { "CF-Connecting-IP": ip });
    expect(again.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dev_outbox").first("n")).toBe(0);
  });

  it("validates the new password and the captcha fields (SPEC §5 messages)", async () => {
    const res = await post(
      "/api/login",
      { email: "a@example.org", password: "kurz", newPassword: "true" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toEqual({
      password: [
        "Das Passwort muss mindestens 8 Zeichen lang sein.",
        "Das Passwort muss aus Buchstaben, Ziffern und Sonderzeichen bestehen.",
      ],
      captchaValue: ["Die Eingabe ist erforderlich."],
      captchaKey: ["Die Eingabe ist erforderlich."],
    });
  });

  it("voids the code after 5 wrong tries, even for the right code afterwards", async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const login = await post(
      "/api/login",
      { email: "brute@example.org", password: "Sudoku-2025", newPassword: "true", captchaValue: c.answer, captchaKey: c.key },
      { "CF-Connecting-IP": ip },
    );
    const { loginToken } = await login.json<{ loginToken: string }>();
    const code = await latestCode("brute@example.org");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const reasons = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/authenticate", { loginToken, password: wrong }, { "CF-Connecting-IP": ip });
      expect(res.status).toBe(400);
      const b = await body(res);
      expect(b.message).toBe("Die Prüfung der PIN ist fehlgeschlagen.");
      reasons.push(b.reason);
    }
    expect(reasons).toEqual(["wrong", "wrong", "wrong", "wrong", "exhausted"]);
    const right = await post("/api/authenticate", { loginToken, password: code }, { "CF-Connecting-IP": ip });
    expect(right.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first("n")).toBe(0);
  });

  it("uses a code only once", async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const login = await post(
      "/api/login",
      { email: "once@example.org", password: "Sudoku-2025", newPassword: "true", captchaValue: c.answer, captchaKey: c.key },
      { "CF-Connecting-IP": ip },
    );
    const { loginToken } = await login.json<{ loginToken: string }>();
    const code = await latestCode("once@example.org");
    expect((await post("/api/authenticate", { loginToken, password: code }, { "CF-Connecting-IP": ip })).status).toBe(200);
    expect((await post("/api/authenticate", { loginToken, password: code }, { "CF-Connecting-IP": ip })).status).toBe(400);
  });

  it("rejects codes outside the alphabet and missing login tokens with 400", async () => {
    const res = await post("/api/authenticate", { loginToken: "x".repeat(43), password: "ABC0EF" }, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(400);
    expect((await body(res)).errors?.password).toEqual(["Der Code besteht aus 6 Buchstaben."]);
    const none = await post("/api/authenticate", { password: "ABCDEF" }, { "CF-Connecting-IP": freshIp() });
    expect(none.status).toBe(400);
    expect((await body(none)).errors?.loginToken).toBeDefined();
  });

  it("refuses a common password, also decorated to pass the composition rule, in the request's language", async () => {
    for (const [password, language, message] of [
      ["Passw0rd!", "de-DE", "Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes."],
      ["Abcd-1234", "en-GB", "This password is too common. Please choose another one."],
    ]) {
      const { res, body: b } = await requestCode("common@example.org", password!, freshIp(), { "Accept-Language": language! });
      expect(res.status).toBe(400);
      expect(b.errors).toEqual({ password: [message] });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_challenges").first("n")).toBe(0);
    expect(await mailTo("common@example.org")).toEqual([]);
  });

  it("checks the common password before the captcha, so the same captcha still works with a better password", async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const fields = { email: "zweiter@example.org", newPassword: "true", captchaValue: c.answer, captchaKey: c.key };
    const common = await post("/api/login", { ...fields, password: "Password1?" }, { "CF-Connecting-IP": ip });
    expect(common.status).toBe(400);
    const better = await post("/api/login", { ...fields, password: "Sudoku-2025" }, { "CF-Connecting-IP": ip });
    expect(better.status).toBe(200);
    expect(await mailTo("zweiter@example.org")).toHaveLength(1);
  });

  it("says in the mail whether the code creates the account or replaces its password, with the same HTTP answer for both", async () => {
    await register("bekannt@example.org", "Sudoku-2025");
    const known = await requestCode("bekannt@example.org", "Neues-Pass1");
    const unknown = await requestCode("unbekannt@example.org", "Neues-Pass1");
    // No enumeration: status, fields and cookies are alike; only the tokens differ.
    for (const r of [known, unknown]) {
      expect(r.res.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(["exp", "loginToken", "success"]);
      expect(r.res.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, "=…"))).toEqual(
        unknown.res.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, "=…")),
      );
    }
    // The outbox lists the newest mail first: the second code, not the registration's.
    const [toKnown] = await mailTo("bekannt@example.org");
    const [toUnknown] = await mailTo("unbekannt@example.org");
    expect(toKnown!.subject).toBe(toUnknown!.subject);
    expect(toKnown!.text).toContain("Damit setzt du für dein Konto das neue Passwort");
    expect(toKnown!.text).toContain("Dein Passwort bleibt unverändert");
    expect(toUnknown!.text).toContain("Damit legst du dein Konto mit dem Passwort an");
    expect(toUnknown!.text).not.toContain("Dein Passwort bleibt unverändert");
  });

  it("refuses the right code once its challenge is older than the 15 minutes it lives, and clears the login", async () => {
    const ip = freshIp();
    const { loginToken } = await requestCode("spaet@example.org", "Sudoku-2025", ip);
    const code = await latestCode("spaet@example.org");
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM login_challenges").first<{
      created_at: number;
      expires_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBe(900_000);
    // The login happened 15 minutes and 1 second ago.
    await env.DB.prepare("UPDATE login_challenges SET created_at = created_at - 900001, expires_at = expires_at - 900001").run();
    const late = await post("/api/authenticate", { loginToken, password: code }, { "CF-Connecting-IP": ip });
    expect(late.status).toBe(400);
    expect(await body(late)).toMatchObject({ success: false, reason: "expired", message: "Die Prüfung der PIN ist fehlgeschlagen." });
    expect(late.headers.getSetCookie().find((c) => c.startsWith("loginToken="))).toMatch(/Max-Age=0/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions").first("n")).toBe(0);
  });

  it("binds a code to its own login: another login's right code fails with this login's token (ASVS V6.6.2)", async () => {
    const ip = freshIp();
    const victim = await requestCode("opfer@example.org", "Sudoku-2025", ip);
    const victimCode = await latestCode("opfer@example.org");
    const attacker = await requestCode("angreifer@example.org", "Boese-2025!", ip);
    const attackerCode = await latestCode("angreifer@example.org");
    // Via the field and via the cookie alike.
    const viaField = await post("/api/authenticate", { loginToken: victim.loginToken, password: attackerCode }, { "CF-Connecting-IP": ip });
    const viaCookie = await post(
      "/api/authenticate",
      { password: attackerCode },
      { Cookie: `loginToken=${victim.loginToken}`, "CF-Connecting-IP": ip },
    );
    for (const res of [viaField, viaCookie]) {
      expect(res.status).toBe(400);
      expect((await body(res)).reason).toBe("wrong");
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first("n")).toBe(0);
    // Each code still works with its own token.
    expect(
      (await post("/api/authenticate", { loginToken: attacker.loginToken, password: attackerCode }, { "CF-Connecting-IP": ip })).status,
    ).toBe(200);
    expect(
      (await post("/api/authenticate", { loginToken: victim.loginToken, password: victimCode }, { "CF-Connecting-IP": ip })).status,
    ).toBe(200);
    const emails = await env.DB.prepare("SELECT email FROM users ORDER BY email").all<{ email: string }>();
    expect(emails.results.map((r) => r.email)).toEqual(["angreifer@example.org", "opfer@example.org"]);
  });

  it("replaces the password of an existing account", async () => {
    await register("change@example.org", "Sudoku-2025");
    await register("change@example.org", "Neues-Pass1");
    const old = await post("/api/login", { email: "change@example.org", password: "Sudoku-2025" }, { "CF-Connecting-IP": freshIp() });
    expect(old.status).toBe(401);
    const fresh = await post("/api/login", { email: "change@example.org", password: "Neues-Pass1" }, { "CF-Connecting-IP": freshIp() });
    expect(fresh.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first("n")).toBe(1);
  });
});

describe("password-only login", () => {
  it("starts a new session with a new token at every login", async () => {
    await register("pw@example.org", "Sudoku-2025");
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      const res = await post("/api/login", { email: " PW@example.org ", password: "Sudoku-2025" }, { "CF-Connecting-IP": freshIp() });
      expect(res.status).toBe(200);
      const b = await body(res);
      expect(b.success).toBe(true);
      tokens.push(b.authenticationToken);
      expect(res.headers.getSetCookie()[0]).toMatch(
        /^authenticationToken=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
      );
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it("answers the same for an unknown e-mail and a wrong password", async () => {
    await register("known@example.org", "Sudoku-2025");
    const wrong = await post("/api/login", { email: "known@example.org", password: "Falsch-123" }, { "CF-Connecting-IP": freshIp() });
    const unknown = await post("/api/login", { email: "nobody@example.org", password: "Falsch-123" }, { "CF-Connecting-IP": freshIp() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await body(wrong), await body(unknown)];
    expect(a).toEqual(b);
    expect(a.message).toBe("Die von dir eingetragene E-Mail-Adresse oder das Passwort ist fehlerhaft.");
  });

  it("costs an unknown e-mail the same PBKDF2 work as a known one with a wrong password (dummy hash)", async () => {
    await register("gemessen@example.org", "Sudoku-2025");
    const known = await pbkdf2Iterations(() =>
      post("/api/login", { email: "gemessen@example.org", password: "Falsch-123" }, { "CF-Connecting-IP": freshIp() }),
    );
    const unknown = await pbkdf2Iterations(() =>
      post("/api/login", { email: "niemand@example.org", password: "Falsch-123" }, { "CF-Connecting-IP": freshIp() }),
    );
    // 600,000 iterations in six calls of 100,000 each time: counted, not timed, so a busy machine cannot blur it.
    expect(known).toEqual([100_000, 100_000, 100_000, 100_000, 100_000, 100_000]);
    expect(unknown).toEqual(known);
  });

  it("is rate-limited per e-mail with 429 and Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await post("/api/login", { email: "limit@example.org", password: "Falsch-123" }, { "CF-Connecting-IP": freshIp() });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect((await body(res)).message).toMatch(/^Zu viele Versuche/);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{}, "email"],
    [{ email: "kein-at", password: "x" }, "email"],
    [{ email: "a@b.de" }, "password"],
    // A new-password flag that is none of true/on/1/false/0 once threw inside the schema: a 500.
    [{ email: "a@b.de", password: "x", newPassword: "yes" }, "newPassword"],
  ])("answers 400 with field messages for %j", async (fields, field) => {
    const res = await post("/api/login", fields, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(400);
    expect((await body(res)).errors?.[field]).toBeDefined();
  });

  it("the login page answers 400, not 500, to a new-password flag that is none", async () => {
    const res = await request("/de/authentifizierung", {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.de", password: "x", newPassword: "2" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
      redirect: "manual",
    });
    expect(res.status).toBe(400);
  });

  it("answers 400, not 500, to a JSON body", async () => {
    const res = await request("/api/login", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    expect(res.status).toBe(400);
  });
});

describe("sessions, logout and profile", () => {
  it("reads the profile with the bearer header or the cookie, and refuses a revoked session", async () => {
    const token = await register("profil@example.org", "Sudoku-2025");
    const viaBearer = await request("/api/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(viaBearer.status).toBe(200);
    expect(await viaBearer.json()).toMatchObject({ success: true, userName: "", userInfo: "", userAvatar: null, userSupporter: null });
    const viaCookie = await request("/api/profile", { headers: { Cookie: `authenticationToken=${token}` } });
    expect(viaCookie.status).toBe(200);
    const logout = await request("/api/logout", { method: "DELETE", headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN } });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().find((c) => c.startsWith("authenticationToken="))).toMatch(/Max-Age=0/);
    expect((await request("/api/profile", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("logout without a session still clears the cookies and answers 401", async () => {
    const res = await request("/api/logout", { method: "DELETE", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("authenticationToken=;"))).toBe(true);
  });

  it("logout with a session that has ended answers 401 and leaves the session as it was", async () => {
    const token = await register("beendet@example.org", "Sudoku-2025");
    const ofUser = "user_id = (SELECT id FROM users WHERE email = 'beendet@example.org')";
    await env.DB.prepare(`UPDATE sessions SET expires_at = ? WHERE ${ofUser}`)
      .bind(Date.now() - 1000)
      .run();
    const before = await env.DB.prepare(`SELECT * FROM sessions WHERE ${ofUser}`).all();
    const res = await request("/api/logout", { method: "DELETE", headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN } });
    expect(res.status).toBe(401);
    expect((await env.DB.prepare(`SELECT * FROM sessions WHERE ${ofUser}`).all()).results).toEqual(before.results);
  });

  it("refuses an expired session", async () => {
    const token = await register("alt@example.org", "Sudoku-2025");
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    expect((await request("/api/profile", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("saves name, info and a PNG avatar checked by content", async () => {
    const token = await register("bild@example.org", "Sudoku-2025");
    const form = new FormData();
    form.set("userName", "  Anna ");
    form.set("userInfo", "Löst am liebsten 4 Sterne.");
    form.set("userAvatar", new File([PNG_1PX], "avatar.gif", { type: "image/gif" }));
    const res = await request("/api/profile", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b).toMatchObject({
      success: true,
      message: "Dein Profil wurde gespeichert.",
      userName: "Anna",
      userInfo: "Löst am liebsten 4 Sterne.",
    });
    expect(b.userAvatar).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it("refuses a profile post without userName and userInfo, and keeps the stored ones", async () => {
    const token = await register("behalten@example.org", "Sudoku-2025");
    const auth = { Authorization: `Bearer ${token}`, Origin: ORIGIN };
    expect((await post("/api/profile", { userName: "Anna", userInfo: "Löst gern." }, auth)).status).toBe(200);
    // Read as an empty form, each of these once saved an empty name and info: 200, both erased.
    const json = await request("/api/profile", {
      method: "POST",
      body: '{"userName":"Bob"}',
      headers: { ...auth, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
    expect((await body(json)).errors).toMatchObject({
      userName: ["Die Eingabe ist erforderlich."],
      userInfo: ["Die Eingabe ist erforderlich."],
    });
    const avatarOnly = await post("/api/profile", { userAvatar: "remove" }, auth);
    expect(avatarOnly.status).toBe(400);
    const nameOnly = await post("/api/profile", { userName: "Bob" }, auth);
    expect(nameOnly.status).toBe(400);
    expect(Object.keys((await body(nameOnly)).errors!)).toEqual(["userInfo"]);
    const page = await request("/de/profil", {
      method: "POST",
      body: '{"userName":"Bob"}',
      headers: { Cookie: `authenticationToken=${token}`, Origin: ORIGIN, "Content-Type": "application/json" },
      redirect: "manual",
    });
    expect(page.status).toBe(400);
    const stored = await env.DB.prepare("SELECT name, info FROM users WHERE email = 'behalten@example.org'").first();
    expect(stored).toEqual({ name: "Anna", info: "Löst gern." });
  });

  it("refuses a non-image avatar, an oversized one, a too long name, and no token", async () => {
    const token = await register("nein@example.org", "Sudoku-2025");
    const auth = { Authorization: `Bearer ${token}`, Origin: ORIGIN };
    const fake = new FormData();
    fake.set("userAvatar", new File([new TextEncoder().encode("<svg/>")], "a.png", { type: "image/png" }));
    const r1 = await request("/api/profile", { method: "POST", body: fake, headers: auth });
    expect(r1.status).toBe(400);
    expect((await body(r1)).errors?.userAvatar).toEqual(["Das Bild muss eine PNG-, JPEG- oder WebP-Datei sein."]);
    const big = new FormData();
    const bytes = new Uint8Array(300 * 1024);
    bytes.set(PNG_1PX);
    big.set("userAvatar", new File([bytes], "a.png"));
    expect((await request("/api/profile", { method: "POST", body: big, headers: auth })).status).toBe(400);
    const r3 = await post("/api/profile", { userName: "x".repeat(61) }, auth);
    expect(r3.status).toBe(400);
    expect((await post("/api/profile", { userName: "Anna" })).status).toBe(401);
    // Nothing of the refused requests was stored.
    expect(await env.DB.prepare("SELECT name, avatar FROM users").first()).toEqual({ name: "", avatar: null });
  });
});

describe("cross-site requests and development inspectors", () => {
  it("refuses a POST from another origin with 403", async () => {
    const res = await request("/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.de", password: "x" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await body(res)).success).toBe(false);
  });

  // Without an Origin header the browser's Sec-Fetch-Site decides (origin.server.ts).
  it.each([
    ["cross-site", 403],
    ["same-site", 403],
    ["same-origin", 400],
    ["none", 400],
  ])("without Origin, Sec-Fetch-Site %s answers %i", async (fetchSite, status) => {
    const res = await request("/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "kein-at" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": fetchSite, "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(status);
    const b = await body(res);
    expect(b.success).toBe(false);
    if (status === 403) expect(b.message).toBe("Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    else expect(b.errors?.email).toBeDefined();
  });

  it("refuses the opaque Origin null (sandboxed frames, data: pages) with 403, whatever Sec-Fetch-Site says", async () => {
    for (const fetchSite of [null, "same-origin", "cross-site"]) {
      const res = await request("/api/login", {
        method: "POST",
        body: new URLSearchParams({ email: "a@b.de", password: "x" }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "null",
          ...(fetchSite ? { "Sec-Fetch-Site": fetchSite } : {}),
          "CF-Connecting-IP": freshIp(),
        },
      });
      expect(res.status).toBe(403);
      expect((await body(res)).message).toBe("Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.");
    }
  });

  it("lets a client that sends neither Origin nor Sec-Fetch-Site through to the route (scripts with a bearer token)", async () => {
    const res = await request("/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "kein-at" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(400);
    expect((await body(res)).errors?.email).toEqual(["Die E-Mail-Adresse ist ungültig."]);
  });

  it.each(["/dev/outbox", "/dev/outbox.json", "/dev/captchas.json"])("%s answers 404 outside development", async (path) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`https://sudoku-oase.de${path}`) as never, productionEnv() as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    const dev = await request(path);
    expect(dev.status).toBe(200);
  });

  it("GET /api/ip-address answers the address the edge saw", async () => {
    const res = await request("/api/ip-address", { headers: { "CF-Connecting-IP": "198.51.100.7" } });
    expect(await res.json()).toEqual({ ipAddress: "198.51.100.7" });
  });
});

describe("mail down (issue 15, faults)", () => {
  it("a code mail that cannot be sent answers 503 in the visitor's language, keeps no challenge or account, and a retry works", async () => {
    const email = "mail-down@example.org";
    // The outbox is this environment's mail API: make every send fail, as MailChannels being down would.
    await env.DB.prepare("CREATE TRIGGER outbox_down BEFORE INSERT ON dev_outbox BEGIN SELECT RAISE(ABORT, 'mail API down'); END").run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const de = await requestCode(email, "Sudoku-2025");
      expect(de.res.status).toBe(503);
      expect(de.body.message).toBe(
        "Die E-Mail mit dem Code konnte gerade nicht verschickt werden. Bitte versuche es in ein paar Minuten noch einmal.",
      );
      expect(de.res.headers.get("Set-Cookie")).toBeNull();
      const en = await requestCode(email, "Sudoku-2025", freshIp(), { "Accept-Language": "en" });
      expect(en.res.status).toBe(503);
      expect(en.body.message).toMatch(/^The e-mail with the code could not be sent/);
      expect(error.mock.calls.some((c) => String(c[0]).startsWith("login code mail failed"))).toBe(true);
    } finally {
      error.mockRestore();
      await env.DB.prepare("DROP TRIGGER outbox_down").run();
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM login_challenges WHERE email = ?").bind(email).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(0);
    const retry = await requestCode(email, "Sudoku-2025");
    expect(retry.res.status).toBe(200);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
