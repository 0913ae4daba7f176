import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES, SITE_PAGES } from "../../app/config/site-routes.ts";
import { LESSONS, lessonPath } from "../../app/academy/lessons.ts";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { AUTH_COOKIE, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../../app/accounts/request-session.server.ts";
import { OFFLINE_COPY_HEADER, PUZZLE_ID_HEADER } from "../../app/config/offline.ts";
import { THEME_COLOR, manifestPath } from "../../app/shell/install-links.ts";
import { APP_ID, WEB_MANIFEST_TEXTS } from "../../app/shell/web-manifest.ts";
import { request, seedDailyPool, seedPuzzles, type SeededPuzzle } from "./helpers.ts";

// One file for the shell's answers, the web app manifests (issue 32) and the offline-copy marks
// (issue 32): each integration file pays the Worker's start in workerd (about 2.5 s) once.

let puzzles: SeededPuzzle[] = [];

/** Pages that show something only with their query: the address a visitor really opens (the first daily, a Sunday: five stars). */
const QUERIES: Partial<Record<string, string>> = { result: "?date=2026-11-01&stars=5&time=754&hints=0" };
const allPaths = SITE_PAGES.flatMap((page) =>
  LOCALES.flatMap((locale) => page[locale].map((path) => ({ key: page.key, locale, path: `${path}${QUERIES[page.key] ?? ""}` }))),
);

beforeAll(async () => {
  puzzles = await seedPuzzles(1);
  // The daily page shows the day's board to everyone (issue 31), so the day needs its pool.
  await seedDailyPool(1);
});

describe("every page of the route table", () => {
  it.each(allPaths)("$path renders 200 in $locale", async ({ path, locale }) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:8787\/[^"]*"/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="de"/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="en"/i);
  });

  it("links each page to its twin in the other language", async () => {
    const html = await (await request("/de/faq")).text();
    expect(html).toMatch(/<link rel="alternate" hreflang="de" href="http:\/\/localhost:8787\/de\/faq"\/>/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/localhost:8787\/en\/faq"\/>/i);
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/de/faq"/>');
  });

  it("treats /de as an alias of the German home with / as canonical", async () => {
    const html = await (await request("/de")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/"/>');
  });

  it("renders the shell: navbar, header, menu row, sidebar tabs, footer with version and year", async () => {
    // 23:30 UTC on New Year's Eve is already 2027 in Berlin: the footer's year is the Berlin one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T23:30:00Z"));
    let html: string;
    try {
      html = await (await request("/de/spielanleitung")).text();
    } finally {
      vi.useRealTimers();
    }
    for (const label of ["Startseite", "Spielanleitung", "FAQ", "Kontakt", "Impressum", "Datenschutz"]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toMatch(/class="site-header ambience-(dawn|sunrise|solarNoon|sunset|dusk|night)-(light|dark)"/);
    // The skip link comes first, inside the main navigation landmark (nothing outside a landmark).
    expect(html).toMatch(
      /<body[^>]*>\s*<nav class="navbar" aria-label="Hauptnavigation"><a class="skip-link" href="#main">Zum Inhalt springen<\/a>/,
    );
    // The instructions' tables scroll in labelled regions; the tables themselves take no focus.
    expect(html).toContain('<div class="scroll-region" role="region" tabindex="0" aria-labelledby="instructions-table-1"><table>');
    expect(html).toContain('<h3 id="instructions-table-1">Spielen mit der Tastatur</h3>');
    expect(html).not.toMatch(/<table[^>]*tabindex/);
    expect(html).toContain('href="/de/akademie"');
    expect(html).toContain('role="tablist"');
    expect(html).toContain(">Neuigkeiten</button>");
    expect(html).toContain('href="/de/versionshinweise/2025-0"');
    expect(html).toContain("Version 2025.0.4");
    expect(html).toContain("© 2027 Sudoku-Oase");
  });
});

describe("start (SPEC §4)", () => {
  it("clears a stored token that is no longer valid and shows the page signed out", async () => {
    const res = await request("/de/faq", { headers: { Cookie: `authenticationToken=${"x".repeat(43)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/^authenticationToken=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    const signIn = await request("/de/authentifizierung", { headers: { Cookie: `authenticationToken=${"x".repeat(43)}` } });
    expect(await signIn.text()).toContain("Max Mustermann");
  });

  it("sets no cookie for visitors without one", async () => {
    const res = await request("/de/faq");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("client-side navigation data", () => {
  it.each([
    ["/de/faq.data", 200],
    ["/_.data", 200],
    ["/en.data", 200],
    ["/en/how-to-play.data", 200],
    ["/de/versionshinweise/2025-0.data", 200],
    ["/de/nope.data", 404],
  ])("%s answers %i like its page", async (path, status) => {
    const res = await request(path);
    expect(res.status).toBe(status);
  });

  it("keeps the language of the page", async () => {
    const text = await (await request("/en/how-to-play.data")).text();
    expect(text).toContain("How to play");
  });
});

describe("unknown paths", () => {
  it.each([
    ["/gibt-es-nicht", "de", "Fehler"],
    ["/de/gibt-es-nicht", "de", "Fehler"],
    ["/en/does-not-exist", "en", "Error"],
    ["/de/synapsen/1999-01-01", "de", "Fehler"],
  ])("%s answers 404 with the not-found page in %s", async (path, locale, title) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(locale === "de" ? "existiert auf dieser Seite nicht" : "does not exist on this site");
    expect(html).toContain(locale === "de" ? 'href="/de/faq"' : 'href="/en/faq"');
  });
});

describe("security headers", () => {
  it.each(["/", "/de/faq", "/en", "/nope", "/sitemap.xml"])("%s carries them", async (path) => {
    const res = await request(path);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    if (res.headers.get("Content-Type")?.startsWith("text/html")) {
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
    // Plain-HTTP localhost gets no HSTS; production HTTPS does (see the unit test).
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends HSTS on HTTPS hosts", async () => {
    const res = await request("https://sudoku-oase.de/de/faq");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
  });
});

describe("sitemap and robots", () => {
  it("lists every public page in both languages, weekly, priority 0.8", async () => {
    const res = await request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...SITE_PAGES.filter((p) => p.sitemap).flatMap((p) => LOCALES.map((l) => `http://localhost:8787${p[l][0]}`)),
      ...LESSONS.flatMap((lesson) => LOCALES.map((l) => `http://localhost:8787${lessonPath(lesson.technique, l)}`)),
    ];
    expect(locs.sort()).toEqual(expected.sort());
    // Written out, so a page dropped from (or wrongly added to) SITE_PAGES fails here too.
    for (const path of [
      "/",
      "/en",
      "/de/synapsen",
      "/en/synapses",
      "/de/druckbogen",
      "/en/print-sheet",
      "/de/akademie/lektionen/methoden/der-versteckte-einer",
    ]) {
      expect(locs).toContain(`http://localhost:8787${path}`);
    }
    for (const path of ["/de/profil", "/en/profile", "/de/authentifizierung"]) {
      expect(locs).not.toContain(`http://localhost:8787${path}`);
    }
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(expected.length);
    expect(xml.match(/<priority>0.8<\/priority>/g)).toHaveLength(expected.length);
  });

  it("robots.txt points to the sitemap", async () => {
    const text = await (await request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  });
});

describe("language switch", () => {
  it("goes to the same page in the other language and remembers the choice", async () => {
    const body = new URLSearchParams({ lang: "en", from: "/de/spielanleitung?x=1" });
    const res = await request("/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/how-to-play?x=1");
    expect(res.headers.get("Set-Cookie")).toMatch(/^lang=en; Path=\/; Max-Age=31536000/);
  });

  it("sends a visitor who chose English from / to /en", async () => {
    const res = await request("/", { headers: { Cookie: "lang=en" }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en");
  });

  it("refuses a foreign redirect target and an unknown language", async () => {
    const post = (fields: Record<string, string>) =>
      request("/language", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
        redirect: "manual",
      });
    const foreign = await post({ lang: "de", from: "//evil.example/x" });
    expect(foreign.headers.get("Location")).toBe("/");
    const bad = await post({ lang: "fr", from: "/" });
    expect(bad.status).toBe(400);
  });
});

describe("theme", () => {
  it("stores dark mode in the darkMode cookie for a year and the server renders it", async () => {
    const res = await request("/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "dark", from: "/de/faq" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/^darkMode=true; Path=\/; Max-Age=31536000/);
    const dark = await (await request("/de/faq", { headers: { Cookie: "darkMode=true" } })).text();
    expect(dark).toContain('data-theme="dark"');
    const light = await (await request("/de/faq", { headers: { Cookie: "darkMode=false" } })).text();
    expect(light).toContain('data-theme="light"');
  });
});

// The web app manifest of each language as the Worker serves it, and the page heads that link it.
describe("the web app manifests", () => {
  it.each(LOCALES)("%s: served as a manifest, cached for an hour, in its language", async (locale) => {
    const res = await request(manifestPath(locale));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const manifest = await res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      id: APP_ID,
      lang: locale,
      name: WEB_MANIFEST_TEXTS[locale].name,
      short_name: WEB_MANIFEST_TEXTS[locale].shortName,
      start_url: locale === "de" ? "/" : "/en",
      scope: "/",
      display: "standalone",
    });
  });

  it("answers other languages, other methods and loader-data paths with 4xx, never 5xx", async () => {
    expect((await request("/manifest.fr.webmanifest")).status).toBe(404);
    expect((await request("/manifest.webmanifest")).status).toBe(404);
    expect((await request("/manifest.de.webmanifest.data")).status).toBe(404);
    const post = await request(manifestPath("de"), {
      method: "POST",
      headers: { Origin: "http://localhost:8787", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(post.status).toBe(405);
    expect((await request(manifestPath("en"), { method: "PUT", headers: { Origin: "http://localhost:8787" } })).status).toBe(405);
  });
});

describe("the page head", () => {
  it.each([
    ["/", "de"],
    ["/de/faq", "de"],
    ["/de/sudoku-des-tages", "de"],
    ["/en", "en"],
    ["/en/faq", "en"],
    ["/nope", "de"],
  ] as const)("%s links the %s manifest and the Apple touch icon", async (path, locale) => {
    const html = await (await request(path)).text();
    expect(html).toContain(`<link rel="manifest" href="${manifestPath(locale)}"/>`);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
  });

  it.each([
    ["false", "light"],
    ["true", "dark"],
  ] as const)("with darkMode=%s the theme-color is the %s theme's", async (cookie, theme) => {
    for (const path of ["/de/faq", "/de/sudoku-des-tages"]) {
      const html = await (await request(path, { headers: { Cookie: `darkMode=${cookie}` } })).text();
      expect(html, path).toContain(`<html lang="de" data-theme="${theme}"`);
      expect(html, path).toContain(`<meta name="theme-color" content="${THEME_COLOR[theme]}"/>`);
    }
  });
});

// The service worker (app/pwa/sw.ts) keeps a document as it came only when the server marks it
// as nobody's own (X-Offline-Copy); the play page names its puzzle so a copy is filed under `?id=`.
let token = "";

beforeAll(async () => {
  // The site's clock where the file starts (tests/integration/setup.ts): the session is fresh then.
  const now = new Date(env.SITE_NOW);
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
