import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_PER_IP } from "../../app/config/limits.ts";
import { createDb } from "../../app/db/client.server.ts";
import { consumeCaptcha, issueCaptcha } from "../../app/services/captcha-store.server.ts";
import { housekeeping } from "../../workers/jobs/housekeeping.ts";
import { request } from "./helpers.ts";

/**
 * The captcha limit counts in fixed 15-minute windows of the real clock (the Worker's; no fake
 * time here): 61 requests must not straddle a window's end, or the count starts again. Near the
 * end, wait for the next window.
 */
async function freshLimitWindow(): Promise<void> {
  const windowMs = CAPTCHA_PER_IP.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

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
  await env.DB.batch([
    env.DB.prepare("DELETE FROM captchas"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM login_challenges"),
    env.DB.prepare("DELETE FROM dev_outbox"),
  ]);
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
    expect(row!.expires_at - row!.created_at).toBe(TEN_MINUTES_MS);
    expect(svg).not.toContain(row!.answer);
  });

  it("lets exactly one of two parallel checks with the right answer pass", async () => {
    for (let round = 0; round < 5; round++) {
      const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: new Date() });
      const answer = await storedAnswer(key);
      const results = await Promise.all([consumeCaptcha(db(), key, answer, new Date()), consumeCaptcha(db(), key, answer, new Date())]);
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
    const issuedAt = new Date(Date.now() - TEN_MINUTES_MS - 1000);
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: issuedAt });
    const answer = await storedAnswer(key);
    expect(await consumeCaptcha(db(), key, answer, new Date())).toBe(false);
  });

  it("accepts the right answer up to the expiry", async () => {
    const issuedAt = new Date(Date.now() - TEN_MINUTES_MS + 60_000);
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: issuedAt });
    expect(await consumeCaptcha(db(), key, (await storedAnswer(key)).toUpperCase(), new Date())).toBe(true);
  });

  it("burns the key on a wrong answer: the right one fails afterwards", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: true, now: new Date() });
    const answer = await storedAnswer(key);
    expect(await consumeCaptcha(db(), key, answer === "zzzzz" ? "yyyyy" : "zzzzz", new Date())).toBe(false);
    expect(await captchaCount()).toBe(0);
    expect(await consumeCaptcha(db(), key, answer, new Date())).toBe(false);
  });

  it("refuses an unknown key", async () => {
    expect(await consumeCaptcha(db(), "x".repeat(32), "abcde", new Date())).toBe(false);
  });

  it("keeps no plain answer outside development", async () => {
    const { key } = await issueCaptcha(db(), { locale: "de", development: false, now: new Date() });
    expect(await env.DB.prepare("SELECT answer FROM captchas WHERE key = ?").bind(key).first("answer")).toBeNull();
    const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string }[] }>();
    expect(dev.captchas.map((c) => c.key)).not.toContain(key);
  });

  it("shows the live answers newest first in /dev/captchas.json", async () => {
    const first = await issueCaptcha(db(), { locale: "de", development: true, now: new Date(Date.now() - 2000) });
    const second = await issueCaptcha(db(), { locale: "de", development: true, now: new Date(Date.now() - 1000) });
    const dev = await (await request("/dev/captchas.json")).json<{ captchas: { key: string; answer: string; createdAt: number }[] }>();
    expect(dev.captchas.map((c) => c.key)).toEqual([second.key, first.key]);
    expect(dev.captchas[0]!.answer).toBe(await storedAnswer(second.key));
  });

  it("housekeeping prunes expired captchas and keeps live ones", async () => {
    const now = new Date();
    const expired = await issueCaptcha(db(), { locale: "de", development: true, now: new Date(now.getTime() - TEN_MINUTES_MS - 1) });
    const live = await issueCaptcha(db(), { locale: "de", development: true, now });
    const detail = await housekeeping.run({ env: env as never, db: db(), now, berlinDate: "2026-07-15" });
    expect(detail).toContain(", 1 expired captchas");
    const keys = await env.DB.prepare("SELECT key FROM captchas").all<{ key: string }>();
    expect(keys.results.map((r) => r.key)).toEqual([live.key]);
    expect(keys.results.map((r) => r.key)).not.toContain(expired.key);
  });
});

describe("the sign-in page in new-password mode", () => {
  it("issues its captcha within the per-address limit, then answers 429 with a message instead of the image", async () => {
    await freshLimitWindow();
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
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const html = await limited.text();
    expect(html).toMatch(new RegExp(`<p class="notice" role="alert">${DE_LIMIT_TEXT}\\d+ Minuten und lade die Seite dann neu\\.</p>`));
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
  }, 120_000);

  it("counts page and API together and says it in English on the English page", async () => {
    await freshLimitWindow();
    const ip = freshIp();
    for (let i = 0; i < CAPTCHAS_PER_WINDOW; i++) {
      expect((await request("/api/captcha", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
    }
    const limited = await request(EN_PAGE, { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toMatch(new RegExp(`${EN_LIMIT_TEXT}\\d+ minutes, then reload the page\\.`));
    expect(html).not.toContain(IMAGE);
  }, 120_000);

  it("costs nothing without ?neu=1: no captcha, no count", async () => {
    const ip = freshIp();
    const res = await request("/de/authentifizierung", { headers: { "CF-Connecting-IP": ip } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(IMAGE);
    expect(await captchaCount()).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits").first("n")).toBe(0);
  });
});
