import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAPTCHA_PER_IP } from "../../app/config/limits.ts";
import { createDb } from "../../app/db/client.server.ts";
import { consumeCaptcha, issueCaptcha } from "../../app/captcha/captcha-store.server.ts";
import { housekeeping } from "../../workers/jobs/housekeeping.ts";
import { request } from "./helpers.ts";

// Captcha answers in D1 (single use, atomic), their housekeeping, and the per-address limit on
// every way to get an image: GET /api/captcha and the sign-in page in new-password mode.

const ORIGIN = "http://localhost:8787";
const CAPTCHAS_PER_WINDOW = 60;
const TEN_MINUTES_MS = 600_000;
const DE_PAGE = "/de/authentifizierung?neu=1";
const EN_PAGE = "/en/authentication?neu=1";
const DE_LIMIT_TEXT = "Von deiner Adresse wurden zu viele Sicherheitscodes angefordert. Bitte warte ";
const EN_LIMIT_TEXT = "Too many security codes were requested from your address. Please wait ";
const IMAGE = 'src="data:image/svg+xml;charset=utf-8,';

/**
 * The clock is set, never waited for: the Worker reads its per-request `now` from the (faked)
 * Date, and the models get instants from the test. The captcha limit counts in fixed 15-minute
 * windows; T0 lies 5 minutes into one (09:00-09:15 UTC), so its window ends 600 s later.
 */
const WINDOW_MS = CAPTCHA_PER_IP.windowSeconds * 1000;
const T0 = new Date(Date.UTC(2026, 10, 27, 9, 5));
const WINDOW_START_MS = Math.floor(T0.getTime() / WINDOW_MS) * WINDOW_MS;
const SECONDS_LEFT_IN_WINDOW = (WINDOW_START_MS + WINDOW_MS - T0.getTime()) / 1000;
const after = (ms: number) => new Date(T0.getTime() + ms);
const setClock = (instant: Date) => vi.setSystemTime(instant);

let ipCounter = 0;
/** Each test its own client address (a range api-auth.test.ts does not use). */
function freshIp() {
  ipCounter++;
  return `198.51.100.${ipCounter}`;
}

const db = () => createDb(env.DB);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function storedAnswer(key: string): Promise<string> {
  const answer = await env.DB.prepare("SELECT answer FROM captchas WHERE key = ?").bind(key).first<string>("answer");
  if (answer === null) throw new Error(`no captcha ${key}`);
  return answer;
}

const captchaCount = () => env.DB.prepare("SELECT count(*) AS n FROM captchas").first<number>("n");

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(T0);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM captchas"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM login_challenges"),
    env.DB.prepare("DELETE FROM dev_outbox"),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("captcha answers in D1", () => {
  it("GET /api/captcha stores the key's answer hash, the plain answer (development) and a 10-minute expiry", async () => {
    const res = await request("/api/captcha", { headers: { "CF-Connecting-IP": freshIp() } });
    expect(res.status).toBe(200);
    const { svg, key } = await res.json<{ svg: string; key: string }>();
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*><image [^>]*href="data:image\/png;base64,/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await env.DB.prepare("SELECT * FROM captchas WHERE key = ?")
      .bind(key)
      .first<{ answer_hash: string; answer: string; created_at: number; expires_at: number }>();
    expect(row!.answer).toMatch(/^[a-z]{5,6}$/);
    expect(row!.answer_hash).toBe(await sha256Hex(`${key}:${row!.answer}`));
    expect(row!.created_at).toBe(T0.getTime());
    expect(row!.expires_at - row!.created_at).toBe(TEN_MINUTES_MS);
    expect(svg).not.toContain(row!.answer);
  });

  it("lets exactly one of two parallel checks with the right answer pass", async () => {
    for (let round = 0; round < 5; round++) {
      const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: T0 });
      const answer = await storedAnswer(key);
      const results = await Promise.all([consumeCaptcha(db(), key, answer, T0), consumeCaptcha(db(), key, answer, T0)]);
      expect(results.sort()).toEqual([false, true]);
    }
    expect(await captchaCount()).toBe(0);
  });

  it("lets exactly one of two parallel sign-ups with the same captcha through /api/login", async () => {
    const ip = freshIp();
    const { key } = await (await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).json<{ key: string }>();
    const answer = await storedAnswer(key);
    const signUp = (email: string) =>
      request("/api/login", {
        method: "POST",
        body: new URLSearchParams({ email, password: "Sudoku-2025!x", newPassword: "true", captchaValue: answer, captchaKey: key }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": ip },
      });
    const statuses = (await Promise.all([signUp("eins@example.org"), signUp("zwei@example.org")])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_challenges").first("n")).toBe(1);
  });

  it("refuses an expired captcha, even with the right answer", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: T0 });
    const answer = await storedAnswer(key);
    expect(await consumeCaptcha(db(), key, answer, after(TEN_MINUTES_MS))).toBe(false);
  });

  it("accepts the right answer up to the expiry", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: T0 });
    expect(await consumeCaptcha(db(), key, (await storedAnswer(key)).toUpperCase(), after(TEN_MINUTES_MS - 1))).toBe(true);
  });

  it("burns the key on a wrong answer: the right one fails afterwards", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: T0 });
    const answer = await storedAnswer(key);
    expect(await consumeCaptcha(db(), key, answer === "zzzzz" ? "yyyyy" : "zzzzz", T0)).toBe(false);
    expect(await captchaCount()).toBe(0);
    expect(await consumeCaptcha(db(), key, answer, T0)).toBe(false);
  });

  it("refuses an unknown key", async () => {
    expect(await consumeCaptcha(db(), "x".repeat(32), "abcde", T0)).toBe(false);
  });

  it("keeps no plain answer outside development", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: false, now: T0 });
    expect(await env.DB.prepare("SELECT answer FROM captchas WHERE key = ?").bind(key).first("answer")).toBeNull();
    const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string }[] }>();
    expect(dev.captchas.map((c) => c.key)).not.toContain(key);
  });

  it("shows the live answers newest first in /dev/captchas.json", async () => {
    const first = await issueCaptcha(db(), { locale: "de", development: true, now: after(-2000) });
    const second = await issueCaptcha(db(), { locale: "de", development: true, now: after(-1000) });
    const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string; answer: string; createdAt: number }[] }>();
    expect(dev.captchas.map((c) => c.key)).toEqual([second.key, first.key]);
    expect(dev.captchas[0]!.answer).toBe(await storedAnswer(second.key));
  });

  it("housekeeping prunes expired captchas and keeps live ones", async () => {
    const expired = await issueCaptcha(db(), { locale: "de", development: true, now: after(-TEN_MINUTES_MS - 1) });
    const live = await issueCaptcha(db(), { locale: "de", development: true, now: T0 });
    const detail = await housekeeping.run({ env: env as never, db: db(), now: T0, berlinDate: "2026-11-27" });
    expect(detail).toContain(", 1 expired captchas");
    const keys = await env.DB.prepare("SELECT key FROM captchas").all<{ key: string }>();
    expect(keys.results.map((r) => r.key)).toEqual([live.key]);
    expect(keys.results.map((r) => r.key)).not.toContain(expired.key);
  });
});

describe("the sign-in page in new-password mode", () => {
  it("issues its captcha within the per-address limit, then answers 429 with a message instead of the image", async () => {
    const ip = freshIp();
    for (let i = 0; i < CAPTCHAS_PER_WINDOW; i++) {
      const res = await request(DE_PAGE, { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(IMAGE);
      expect(html).not.toContain(DE_LIMIT_TEXT);
    }
    expect(await captchaCount()).toBe(CAPTCHAS_PER_WINDOW);

    const limited = await request(DE_PAGE, { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    // The window that began at 09:00 ends at 09:15: 600 s, 10 minutes from T0.
    expect(SECONDS_LEFT_IN_WINDOW).toBe(600);
    expect(Number(limited.headers.get("Retry-After"))).toBe(SECONDS_LEFT_IN_WINDOW);
    const html = await limited.text();
    expect(html).toContain(`<p class="notice" role="alert">${DE_LIMIT_TEXT}10 Minuten und lade die Seite dann neu.</p>`);
    expect(html).not.toContain(IMAGE);
    // The page is still the sign-in page, with its form.
    expect(html).toContain('<h1 id="auth-title">');
    expect(await captchaCount()).toBe(CAPTCHAS_PER_WINDOW);

    // The API shares the counter: the address gets no image there either.
    expect((await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).status).toBe(429);
    // Another address is counted on its own.
    const other = await request(DE_PAGE, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain(IMAGE);
  }, 60_000); // 61 page renders; a busy two-core machine needs more than the default 30 s

  it("lets the address in again when the window ends, and not a second before", async () => {
    const ip = freshIp();
    const page = () => request(DE_PAGE, { headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < CAPTCHAS_PER_WINDOW; i++)
      expect((await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
    expect((await page()).status).toBe(429);

    setClock(new Date(WINDOW_START_MS + WINDOW_MS - 1000)); // 09:14:59, the window's last second
    const lastSecond = await page();
    expect(lastSecond.status).toBe(429);
    expect(lastSecond.headers.get("Retry-After")).toBe("1");

    setClock(after(WINDOW_MS)); // 09:20, five minutes into the next window
    const next = await page();
    expect(next.status).toBe(200);
    expect(await next.text()).toContain(IMAGE);
    const stored = await env.DB.prepare("SELECT created_at FROM captchas ORDER BY created_at DESC LIMIT 1").first<number>("created_at");
    expect(stored).toBe(after(WINDOW_MS).getTime());
  }, 60_000);

  it("counts page and API together and says it in English on the English page", async () => {
    const ip = freshIp();
    for (let i = 0; i < CAPTCHAS_PER_WINDOW; i++) {
      expect((await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
    }
    const limited = await request(EN_PAGE, { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain(`${EN_LIMIT_TEXT}10 minutes, then reload the page.`);
    expect(html).not.toContain(IMAGE);
  }, 60_000);

  it("costs nothing without ?neu=1: no captcha, no count", async () => {
    const ip = freshIp();
    const res = await request("/de/authentifizierung", { headers: { "CF-Connecting-IP": ip } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(IMAGE);
    expect(await captchaCount()).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits").first("n")).toBe(0);
  });
});
